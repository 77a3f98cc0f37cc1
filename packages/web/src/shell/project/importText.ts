import type { TFunction } from 'i18next';

/**
 * Why an import stored nothing, in the reader's language. @grafiek/core's importAppConfig words
 * its refusals in English (the server and the command line use them too); they are recognised by
 * their fixed form here, and what they name (the JSON parser's own message, the path and message
 * of the config's first problem) is passed on as it is. importText.test.ts has core produce each.
 */
const CORE_IMPORT_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/^The file is not JSON: (?<reason>[\s\S]*)$/, 'importNotJson'],
  [/^The file is not an app config: an app config is a JSON object with a mainArea \(its layout\)\.$/, 'importNoMainArea'],
  [/^The file is not an app config: (?<reason>[\s\S]*)\.$/, 'importNotConfig'],
];

export function importRefusalText(message: string, t: TFunction): string {
  for (const [pattern, key] of CORE_IMPORT_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return t(`project.${key}`, { ...match.groups });
  }
  return message;
}

/** A file too large to be an app config. */
export function importTooLargeText(bytes: number, limit: number, t: TFunction): string {
  return t('project.importTooLarge', { size: Math.round(bytes / 1024 / 1024), limit: limit / 1024 / 1024 });
}
