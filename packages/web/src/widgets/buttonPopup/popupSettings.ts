import { readBoolean, type LayoutNode } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** The original product's defaults: at least 600px wide, at most the window. */
export const POPUP_SIZE_DEFAULTS = { minWidth: '600px', maxWidth: '100vw', minHeight: '0px', maxHeight: '100vh' } as const;

const CSS_LENGTH = /^(?:0|\d+(?:\.\d+)?|\d*\.\d+)(?:px|%|vw|vh|dvw|dvh|svw|svh|lvw|lvh|em|rem|ch)?$/;

export type PopupSizeKey = keyof typeof POPUP_SIZE_DEFAULTS;

export interface PopupSize {
  /** CSS for the popup's box: what the settings ask, never more than the window holds. */
  content: Record<'minWidth' | 'maxWidth' | 'minHeight' | 'maxHeight', string>;
  /** A fixed height of the content, or undefined: as high as what it holds. */
  height: string | undefined;
  /** Settings that are no CSS length, each with the value used instead, in the reader's language. */
  problems: string[];
}

/** A CSS length as the settings hold it: a bare number is pixels. */
function length(key: PopupSizeKey | 'height', text: string, fallback: string | undefined, problems: string[], t: TFunction): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return fallback;
  // A bare number, 0 too, is pixels: inside min() CSS takes no length without its unit.
  if (CSS_LENGTH.test(trimmed)) return /^[\d.]+$/.test(trimmed) ? `${trimmed}px` : trimmed;
  const values = { setting: t(`widget.buttonPopup.${key}`), value: trimmed, fallback };
  problems.push(fallback ? t('widget.buttonPopup.notALength', values) : t('widget.buttonPopup.notALengthLeftOut', values));
  return fallback;
}

/**
 * The popup's size from its settings. A minimum never pushes the popup out of the window (the
 * spec's 600px minimum on a phone), and a maximum of 100vh leaves the popup's margins visible.
 */
export function popupSize(settings: Readonly<Record<PopupSizeKey | 'height', string>>, t: TFunction): PopupSize {
  const problems: string[] = [];
  const value = (key: PopupSizeKey) => length(key, settings[key], POPUP_SIZE_DEFAULTS[key], problems, t)!;
  const fitHeight = 'calc(100dvh - var(--modal-y-offset) * 2)';
  const content = {
    minWidth: `min(${value('minWidth')}, 100%)`,
    maxWidth: `min(${value('maxWidth')}, 100%)`,
    minHeight: `min(${value('minHeight')}, ${fitHeight})`,
    maxHeight: `min(${value('maxHeight')}, ${fitHeight})`,
  };
  return { content, height: length('height', settings.height, undefined, problems, t), problems };
}

/** Whether an open variable's value opens the popup: true in any of its stored forms. */
export function opensPopup(value: unknown): boolean {
  return readBoolean(value) === true;
}

/** A new popup holds one empty area, for the author to fill as a tab's areas are filled. */
export function withPopupArea(node: LayoutNode): LayoutNode {
  return Array.isArray(node.areas) && node.areas.length > 0 ? node : { ...node, areas: [{}] };
}
