/**
 * A ref callback that calls `onFailure` when the picture cannot be shown. React drops an error
 * event that arrives before its element is committed, and a small broken data URL or a missing
 * file on this server can fail that fast; so the element is listened to directly, and a picture
 * that already finished is asked whether it can be decoded.
 */
export function watchImageFailure(onFailure: () => void): (element: HTMLImageElement | null) => (() => void) | undefined {
  return (element) => {
    if (!element) return undefined;
    const fail = () => onFailure();
    element.addEventListener('error', fail);
    if (element.complete) element.decode().catch(fail);
    return () => element.removeEventListener('error', fail);
  };
}
