import type { TFunction } from 'i18next';

export type WaitingTime = { ok: true; ms: number } | { ok: false; error: string };

/**
 * The configured pause (`debounceTimeInSeconds`, in seconds, stored as a number or as text) in
 * milliseconds. Text that is not a number is a configuration error with the words visitors of
 * the original product saw (blank text too, which `Number` would read as 0); a negative pause
 * means "at once". The error is in the reader's language with their `t`, else in English.
 */
export function waitingTime(configured: string, t?: TFunction): WaitingTime {
  const text = configured.trim();
  const seconds = Number(text);
  if (text === '' || !Number.isFinite(seconds)) {
    return { ok: false, error: t ? t('widget.textInput.notANumber', { value: configured }) : `Error: configured waiting time is not a number: "${configured}"` };
  }
  return { ok: true, ms: Math.max(0, Math.round(seconds * 1000)) };
}

/** A CSS width: a bare number is pixels, anything else (`100%`, `20em`) is used as written. */
export function cssWidth(configured: string): string | undefined {
  const text = configured.trim();
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
}
