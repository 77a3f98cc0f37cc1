import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import type { TFunction } from 'i18next';

export type Filled<T> = { ok: true; value: T } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The post object with the placeholders of every text in it filled (names stay as written;
 * numbers, booleans and null are sent as they are). A placeholder without a value is an error.
 */
export function fillJson(value: unknown, values: PlaceholderValues, where = 'postObject'): Filled<unknown> {
  if (typeof value === 'string') {
    const resolved = resolvePlaceholders(value, values, { mode: 'plain', unresolved: 'error' });
    return resolved.ok ? { ok: true, value: resolved.text } : { ok: false, error: `${where}: ${resolved.error}` };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const filled = fillJson(item, values, `${where}[${index}]`);
      if (!filled.ok) return filled;
      items.push(filled.value);
    }
    return { ok: true, value: items };
  }
  if (isObject(value)) {
    const object: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const filled = fillJson(item, values, `${where}.${key}`);
      if (!filled.ok) return filled;
      object[key] = filled.value;
    }
    return { ok: true, value: object };
  }
  return { ok: true, value };
}

const CHANGES_EXAMPLE = '{"stap": "2"}';
/** In English for code and logs; the button says it in the reader's language ({@link pushSettingsProblem}). */
export const CHANGES_NOT_AN_OBJECT = `Variables to change must be a JSON object of app variables and their new values, e.g. ${CHANGES_EXAMPLE}.`;

/**
 * changeParameter: the app variables a press sets, in order. Text values may use
 * {{placeholders}} (the values before the press); other JSON values are published as they are.
 */
export function parameterChanges(changeParameter: unknown, values: PlaceholderValues): Filled<[string, unknown][]> {
  if (changeParameter === undefined) return { ok: true, value: [] };
  if (!isObject(changeParameter)) return { ok: false, error: CHANGES_NOT_AN_OBJECT };
  const changes: [string, unknown][] = [];
  for (const [name, value] of Object.entries(changeParameter)) {
    if (!name.trim()) continue;
    const filled = typeof value === 'string' ? fillJson(value, values, `changeParameter.${name}`) : { ok: true as const, value };
    if (!filled.ok) return filled;
    changes.push([name.trim(), filled.value]);
  }
  return { ok: true, value: changes };
}

export interface PushMessages {
  success?: string;
  failure?: string;
}

const MESSAGES_EXAMPLE = '{"success": "Sent", "failure": "Not sent"}';
export const MESSAGES_NOT_AN_OBJECT = `Messages must be a JSON object such as ${MESSAGES_EXAMPLE}.`;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * messages: {"success": ..., "failure": ...}; the notification names of action buttons
 * (onSuccess, onFailure) are read too.
 */
export function readMessages(messages: unknown): Filled<PushMessages> {
  if (messages === undefined) return { ok: true, value: {} };
  if (!isObject(messages)) return { ok: false, error: MESSAGES_NOT_AN_OBJECT };
  return { ok: true, value: { success: text(messages.success) ?? text(messages.onSuccess), failure: text(messages.failure) ?? text(messages.onFailure) } };
}

/** Characters no file system takes in a name, and control characters. */
const UNSAFE_IN_NAME = /[\u0000-\u001f<>:"/\\|?*]+/g;

/** A name to save a file under: its last path part, without characters file systems refuse. */
function safeName(name: string): string | undefined {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = last.replace(UNSAFE_IN_NAME, '_').trim().replace(/^\.+/, '');
  return cleaned && cleaned !== '_' ? cleaned : undefined;
}

/** The file name in a Content-Disposition header (filename*=UTF-8'' first), if any. */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a broken encoding: try the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]!).trim() : undefined;
}

/**
 * The name a downloaded answer is saved under: the configured name (placeholders filled), else the
 * name the server gives, else the last part of the address, else "download".
 */
export function downloadFileName(configured: string, values: PlaceholderValues, contentDisposition: string | null, url: URL): string {
  if (configured.trim()) {
    const resolved = resolvePlaceholders(configured, values, { mode: 'plain', unresolved: 'emptyValue' });
    const name = safeName(resolved.ok ? resolved.text : configured);
    if (name) return name;
  }
  const given = dispositionName(contentDisposition);
  const fromServer = given ? safeName(given) : undefined;
  if (fromServer) return fromServer;
  const last = url.pathname.split('/').filter(Boolean).pop();
  return (last && safeName(decodedOrAsIs(last))) || 'download';
}

function decodedOrAsIs(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * What the settings lack or hold that a press cannot use, in the reader's language; the button
 * then says so and stays off (so the English errors of {@link parameterChanges} and
 * {@link readMessages} for such settings are never shown).
 */
export function pushSettingsProblem(settings: { link: string; postLink: string; postObject: unknown; postDownload: boolean; changeParameter: unknown; messages: unknown }, t: TFunction): string | undefined {
  const posts = settings.postLink.trim() !== '';
  if (!settings.link.trim() && !posts && settings.changeParameter === undefined) return t('widget.simplePushButton.doesNothing');
  if (!posts && settings.postObject !== undefined) return t('widget.simplePushButton.postObjectWithoutLink');
  if (!posts && settings.postDownload) return t('widget.simplePushButton.downloadWithoutLink');
  if (settings.changeParameter !== undefined && !isObject(settings.changeParameter)) return t('widget.simplePushButton.changesNotAnObject', { example: CHANGES_EXAMPLE });
  if (settings.messages !== undefined && !isObject(settings.messages)) return t('widget.simplePushButton.messagesNotAnObject', { example: MESSAGES_EXAMPLE });
  return undefined;
}
