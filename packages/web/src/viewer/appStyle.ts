import { parseJsonText } from '@grafiek/core';
import type { CSSProperties } from 'react';
import type { AppConfig } from '../api/platformTypes';

/**
 * The app's global CSS is JSON of style properties for the main area (e.g. `{"height":"100%"}`);
 * text that does not parse is ignored with a logged error.
 */
export function appStyle(css: unknown): CSSProperties {
  const parsed = parseJsonText(css);
  if (!parsed.ok) {
    console.error('The app\'s global CSS is not valid JSON; ignored.', parsed.error);
    return {};
  }
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return {};
  return parsed.value as CSSProperties;
}

export function pageWidth(app: AppConfig): string | undefined {
  const width = app.pageWidth;
  if (typeof width === 'number') return `${width}px`;
  return typeof width === 'string' && width.trim() ? width.trim() : undefined;
}
