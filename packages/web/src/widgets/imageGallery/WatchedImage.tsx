import { useMemo, type ImgHTMLAttributes } from 'react';
import { watchImageFailure } from '../../kit/images/imageFailure';

export interface WatchedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  url: string;
  /** Called with the URL when the picture cannot be shown; keep it stable (useCallback). */
  onFailed: (url: string) => void;
}

/** An <img> that reports its failure even when it failed before React listened (imageFailure.ts). */
export function WatchedImage({ url, onFailed, ...props }: WatchedImageProps) {
  const watch = useMemo(() => watchImageFailure(() => onFailed(url)), [url, onFailed]);
  return <img ref={watch} src={url} {...props} />;
}
