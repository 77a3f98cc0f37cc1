import { planLiteralEdit, planTripleChanges, RESET_VALUE, resolvePlaceholders, termFromText, validateEditableTable, type EditableTableConfig, type LiteralEdit } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/testTranslations';
import { coreText } from './coreTexts';

const en = await translator('en');
const nl = await translator('nl');
const EX = 'http://example.org/';

function failed(result: { ok: true } | { ok: false; error: string }): string {
  if (result.ok) throw new Error('core accepted what it should refuse');
  return result.error;
}

const buttons = (...types: string[]) => ({ id: 'acties', buttons: types.map((type) => ({ actions: [{ type, timestampVariable: 'gewijzigd' }] })) });
const edit = (change: Partial<LiteralEdit>): LiteralEdit => ({ subject: `${EX}a`, predicate: `${EX}naam`, oldValue: { type: 'literal', value: 'oud' }, newText: 'nieuw', ...change });
const change = { subject: `${EX}a`, predicate: `${EX}naam`, old: [{ type: 'literal' as const, value: 'oud' }] };

/** Each message core gives the writing widgets, made by core as it words it today, by the key of its text. */
const messages = {
  notIri: failed(termFromText('geen iri', { old: { type: 'uri', value: `${EX}a` } })),
  notDatatype: failed(termFromText('1', { objectType: 'geen type' })),
  notValid: failed(termFromText('x', { objectType: 'xsd:integer' })),
  unresolved: failed(resolvePlaceholders('{{pand}}', {}, { mode: 'plain', unresolved: 'error' })),
  missingButtons: validateEditableTable({ columnConfigs: [buttons('start-row-edit')], rowEditor: {} } as EditableTableConfig, 'SELECT * WHERE { ?s ?p ?gewijzigd }')[0]!.message,
  actionsWithoutRowEditing: validateEditableTable({ columnConfigs: [buttons('start-row-edit')], rowEditor: { enabled: false } } as EditableTableConfig, 'SELECT ?s WHERE {}')[0]!.message,
  missingTimestamps: validateEditableTable(
    { columnConfigs: [buttons('start-row-edit', 'cancel-row-edit', 'send-row-edit-request', 'send-row-delete-request')], rowEditor: {} } as EditableTableConfig,
    'SELECT ?s WHERE { ?s ?p ?o }',
  )[0]!.message,
  emptyColumnId: validateEditableTable({ columnConfigs: [{ id: ' ' }] } as EditableTableConfig, 'SELECT ?s WHERE {}')[0]!.message,
  emptyValue: failed(planLiteralEdit(edit({ newText: ' ' }))),
  onlyLiterals: failed(planLiteralEdit(edit({ oldValue: { type: 'uri', value: `${EX}b` } }))),
  onlySpaces: failed(planLiteralEdit(edit({ oldValue: { type: 'literal', value: '  ' } }))),
  resetMarker: failed(planLiteralEdit(edit({ newText: RESET_VALUE }))),
  blankNode: failed(planTripleChanges([{ ...change, new: { type: 'bnode', value: 'b0' } }])),
  nothingToChange: failed(planTripleChanges([])),
};

describe('coreText', () => {
  it('knows every message core gives the writing widgets, and says it in Dutch', () => {
    // A `t` that answers with the key it is asked for: which text each message becomes.
    const keyOf = ((key: string) => key) as unknown as TFunction;
    for (const [key, message] of Object.entries(messages)) {
      expect(coreText(message, keyOf)).toBe(`widget.core.${key}`);
      expect(coreText(message, en), key).toBe(message);
      expect(coreText(message, nl), key).not.toBe(message);
    }
    expect(coreText(messages.notValid, nl)).toBe('"x" is geen geldige waarde van het type xsd:integer.');
    expect(coreText(messages.missingTimestamps, nl)).toBe('de SPARQL-query mist de volgende tijdstempelvariabelen: gewijzigd');
    expect(coreText(messages.unresolved, nl)).toBe('Sjabloonplaatshouder {{pand}} kreeg geen waarde');
    expect(coreText(messages.emptyValue, nl)).toBe('Typ een waarde: een lege waarde wordt niet opgeslagen.');
  });

  it('leaves a message it does not know as it is', () => {
    expect(coreText('Iets anders ging mis.', nl)).toBe('Iets anders ging mis.');
  });
});
