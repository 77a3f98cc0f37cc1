import { EMPTY_COLUMN_ID, RESET_VALUE } from '@grafiek/core';
import type { TFunction } from 'i18next';

// Imported directly (not through the kit index): only lazily loaded widgets use it, and its texts
// (`widget.core.*`) are among the widget texts that load with the first widget
// (i18n/widgetTexts.ts), not in the viewer's first download.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages @grafiek/core gives the writing widgets (a typed value that does not fit, a
 * placeholder without a value, an edit core refuses to plan, the spec's checks of the editable
 * table's config), by the key of their text. Core stays free of languages and of i18next: its
 * messages are its English wording, which the server and the logs use too, and this map
 * recognises each by its fixed form and fills the translated text with what it names.
 * coreTexts.test.ts makes core produce every one of them, so a reworded core message fails there
 * instead of reaching a Dutch reader in English.
 */
const CORE_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/^"(?<text>[\s\S]*)" is not an IRI, and this value is a link\.$/, 'notIri'],
  [/^The object type "(?<type>[\s\S]*)" is not a datatype IRI\.$/, 'notDatatype'],
  [/^"(?<text>[\s\S]*)" is not a valid (?<type>\S+) value\.$/, 'notValid'],
  [/^Template-placeholder (?<token>[\s\S]+) did not resolve to a value$/, 'unresolved'],
  [/^sparql query is missing the following timestamp variables: (?<names>.+)$/, 'missingTimestamps'],
  [/^missing action-buttons with the following action-types: (?<types>.+)$/, 'missingButtons'],
  [/^actions of the following types are not allowed without row-editing enabled: (?<types>.+)$/, 'actionsWithoutRowEditing'],
  [new RegExp(`^${escaped(EMPTY_COLUMN_ID)}$`), 'emptyColumnId'],
  [/^Type a value: an empty value is not saved\.$/, 'emptyValue'],
  [/^Only literal values can be edited here; this value is a link\.$/, 'onlyLiterals'],
  [/^This value holds only spaces; edit it in the data itself\.$|^A value that holds only spaces cannot be edited here; edit it in the data itself\.$/, 'onlySpaces'],
  [new RegExp(`^The reset marker ${escaped(RESET_VALUE)} cannot be edited as a value\\.$`), 'resetMarker'],
  [/^A blank node cannot be edited: it has no name a change could refer to\.$/, 'blankNode'],
  [/^There is nothing to change\.$/, 'nothingToChange'],
];

/** A message of core in the reader's language; a message the map does not know stays as it is. */
export function coreText(message: string, t: TFunction): string {
  for (const [pattern, key] of CORE_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return t(`widget.core.${key}`, { ...match.groups, marker: RESET_VALUE });
  }
  return message;
}
