import type { DataColumn, SparqlBinding, SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { cellChange, cellTarget, initialDraft, rowLookup } from './cellEdits';
import { dropdownOptions } from './dropdownOptions';
import { readEditableTable } from './editableSettings';
import { compareTerms, gridRows, patchBinding, replaceBinding } from './tableRows';
import { translator } from '../../i18n/testTranslations';
import { confirmationText, rowEditTexts, TEXTS } from './useTableActions';

const EX = 'http://example.org/';
const QUERY = 'SELECT ?uri ?naam ?lastModified WHERE { ?uri <http://example.org/naam> ?naam }';
const row: SparqlBinding = { uri: { type: 'uri', value: `${EX}dom` }, naam: { type: 'literal', value: 'Domtoren' } };
const noApp = () => undefined;
const en = await translator('en');
const nl = await translator('nl');

function column(extra: Partial<DataColumn['editable']> = {}, id = 'naam'): DataColumn {
  return { id, width: 'auto', label: 'Naam', editable: { enabled: true, predicate: `${EX}naam`, objectType: 'http://www.w3.org/2001/XMLSchema#string', ...extra } };
}

const editButtons = {
  id: 'acties',
  buttons: [
    { icon: 'edit', actions: [{ type: 'start-row-edit' }] },
    { icon: 'x', actions: [{ type: 'cancel-row-edit' }] },
    { icon: 'check', actions: [{ type: 'send-row-edit-request', timestampVariable: 'lastModified' }] },
    { icon: 'trash', actions: [{ type: 'send-row-delete-request' }] },
  ],
};

describe('readEditableTable', () => {
  it('reads columns and the row editor, with no problems for a complete config', () => {
    const layout = readEditableTable({ query: QUERY, columnConfigs: [{ id: 'naam', editable: { enabled: true, objectType: 'xsd:string' } }, editButtons], rowEditor: { graph: `${EX}g` } }, en);
    expect(layout.problems).toEqual([]);
    expect(layout.rowEditing).toBe(true);
    expect(layout.objectTypes.get('naam')).toBe('xsd:string');
    expect(layout.config?.columnConfigs).toHaveLength(2);
  });

  it('without columnConfigs shows the query read-only', () => {
    expect(readEditableTable({ query: QUERY, columnConfigs: undefined, rowEditor: undefined }, en)).toMatchObject({ config: null, rowEditing: false, problems: [] });
  });

  it('gives the spec\'s validation messages and the columns it cannot read', () => {
    const layout = readEditableTable({
      query: QUERY,
      columnConfigs: [{ id: '' }, { id: 'naam', editable: { whenEmptyField: 'ignore' } }, { id: 'acties', buttons: [{ actions: [{ type: 'start-row-edit' }] }] }],
      rowEditor: {},
    }, en);
    expect(layout.problems).toEqual([
      'columnConfigs[0].id: column id must not be empty',
      expect.stringMatching(/^columnConfigs\[1\]\.editable\.whenEmptyField: /),
      'missing action-buttons with the following action-types: cancel-row-edit, send-row-edit-request, send-row-delete-request',
    ]);
    expect(readEditableTable({ query: QUERY, columnConfigs: [editButtons], rowEditor: { enabled: false } }, en).problems).toEqual([
      'actions of the following types are not allowed without row-editing enabled: start-row-edit, cancel-row-edit, send-row-edit-request, send-row-delete-request',
    ]);
    expect(readEditableTable({ query: 'SELECT ?uri WHERE { ?uri ?p ?o }', columnConfigs: [editButtons], rowEditor: {} }, en).problems).toEqual([
      'sparql query is missing the following timestamp variables: lastModified',
    ]);
    expect(readEditableTable({ query: QUERY, columnConfigs: { id: 'x' }, rowEditor: undefined }, en).problems).toEqual(['columnConfigs must be a JSON list of columns.']);
  });

  it('says the validation messages in the reader’s language', () => {
    expect(readEditableTable({ query: 'SELECT ?uri WHERE { ?uri ?p ?o }', columnConfigs: [{ id: '' }, editButtons, { id: 'acties' }], rowEditor: {} }, nl).problems).toEqual([
      'columnConfigs[0].id: kolom-id mag niet leeg zijn',
      'kolom-id "acties" wordt twee keer gebruikt',
      'de SPARQL-query mist de volgende tijdstempelvariabelen: lastModified',
    ]);
  });
});

describe('cell edits', () => {
  const target = (c: DataColumn, bindings = row) => {
    const result = cellTarget(c, undefined, bindings, rowLookup(bindings, noApp), en);
    if (!result.ok) throw new Error(result.error);
    return result.target;
  };

  it('finds the subject in the row (default ?uri, a variable name or a placeholder) and the graph', () => {
    expect(target(column())).toEqual({ subject: `${EX}dom`, predicate: `${EX}naam` });
    const other = { ...row, pand: { type: 'uri' as const, value: `${EX}pand1` } };
    expect(target(column({ subject: '?pand' }), other).subject).toBe(`${EX}pand1`);
    expect(target(column({ subject: '{{pand}}', graph: '{{graaf}}' }), { ...other, graaf: { type: 'uri', value: `${EX}g` } })).toEqual({ subject: `${EX}pand1`, predicate: `${EX}naam`, graph: `${EX}g` });
    const rowEditorGraph = cellTarget(column(), `${EX}rows`, row, rowLookup(row, noApp), en);
    expect(rowEditorGraph.ok && rowEditorGraph.target.graph).toBe(`${EX}rows`);
    expect(cellTarget(column({ predicate: '' }), undefined, row, rowLookup(row, noApp), en)).toMatchObject({ ok: false, error: expect.stringContaining('names no predicate') });
    expect(cellTarget(column(), undefined, { naam: row.naam! }, rowLookup({ naam: row.naam! }, noApp), en)).toMatchObject({ ok: false, error: expect.stringContaining('no subject') });
    expect(cellTarget(column({ subject: '{{pand}}' }), undefined, row, rowLookup(row, noApp), nl)).toEqual({ ok: false, error: 'Sjabloonplaatshouder {{pand}} kreeg geen waarde' });
    expect(cellTarget(column({ predicate: '' }), undefined, row, rowLookup(row, noApp), nl)).toEqual({ ok: false, error: 'Kolom "Naam" noemt geen predicaat (editable.predicate) en kan dus niet worden opgeslagen.' });
  });

  it('makes a change from a typed text, or none when nothing changed', () => {
    const c = column();
    expect(cellChange(c, { kind: 'text', text: 'Dom' }, target(c), row, undefined, en)).toEqual({
      ok: true,
      change: { columnId: 'naam', subject: `${EX}dom`, predicate: `${EX}naam`, old: [row.naam], new: { type: 'literal', value: 'Dom' } },
    });
    expect(cellChange(c, initialDraft(c, row), target(c), row, undefined, en)).toEqual({ ok: true, change: null });
    expect(cellChange(c, { kind: 'text', text: 'x' }, target(c), row, 'xsd:integer', en)).toMatchObject({ ok: false, error: 'Naam: "x" is not a valid xsd:integer value.' });
    expect(cellChange(c, { kind: 'text', text: 'x' }, target(c), row, 'xsd:integer', nl)).toMatchObject({ ok: false, error: 'Naam: "x" is geen geldige waarde van het type xsd:integer.' });
  });

  it('does what whenEmptyField says with an emptied field', () => {
    const empty = { kind: 'text' as const, text: '  ' };
    expect(cellChange(column(), empty, target(column()), row, undefined, en)).toEqual({ ok: false, error: '"Naam" may not be empty.' });
    expect(cellChange(column(), empty, target(column()), row, undefined, nl)).toEqual({ ok: false, error: '"Naam" mag niet leeg zijn.' });
    const removed = cellChange(column({ whenEmptyField: 'remove-triple' }), empty, target(column()), row, undefined, en);
    expect(removed.ok && removed.change?.new).toBeNull();
    const blank = cellChange(column({ whenEmptyField: 'update-as-empty-string' }), empty, target(column()), row, undefined, en);
    expect(blank.ok && blank.change?.new).toEqual({ type: 'literal', value: '' });
    // An empty cell left empty changes nothing.
    const unbound = { uri: row.uri! };
    expect(cellChange(column({ whenEmptyField: 'remove-triple' }), empty, target(column(), unbound), unbound, undefined, en)).toEqual({ ok: true, change: null });
  });

  it('stores the chosen term of a dropdown', () => {
    const c = column({ componentType: 'searchable-dropdown' });
    const status = { type: 'uri' as const, value: `${EX}status/open` };
    expect(initialDraft(c, row)).toEqual({ kind: 'choice', term: row.naam, label: 'Domtoren' });
    const made = cellChange(c, { kind: 'choice', term: status, label: 'Open' }, target(c), row, undefined, en);
    expect(made.ok && made.change?.new).toEqual(status);
  });
});

describe('dropdownOptions', () => {
  it('reads ?value and ?label, else the first and second variable, once each', () => {
    const results: SparqlJsonResults = {
      head: { vars: ['label', 'value'] },
      results: {
        bindings: [
          { value: { type: 'literal', value: 'open' }, label: { type: 'literal', value: 'Open' } },
          { value: { type: 'literal', value: 'open' }, label: { type: 'literal', value: 'Open again' } },
          { value: { type: 'uri', value: 'open' } },
        ],
      },
    };
    expect(dropdownOptions(results).map((o) => [o.key, o.label])).toEqual([
      ['text:open', 'Open'],
      ['iri:open', 'open'],
    ]);
    expect(dropdownOptions({ head: { vars: ['s'] }, results: { bindings: [{ s: { type: 'literal', value: 'a' } }] } }).map((o) => o.label)).toEqual(['a']);
  });
});

describe('table rows', () => {
  it('keeps a row\'s object while its binding is the same, and names repeated rows apart', () => {
    const cache = new WeakMap();
    const other: SparqlBinding = { uri: row.uri! };
    const first = gridRows([row, other], 'uri', cache);
    expect(first.map((r) => r.key)).toEqual([`${EX}dom`, `${EX}dom#1`]);
    const patched = patchBinding(row, { naam: { type: 'literal', value: 'Dom' } });
    const second = gridRows([patched, other], 'uri', cache);
    expect(second[1]).toBe(first[1]);
    expect(second[0]).not.toBe(first[0]);
    expect(gridRows([row], null, cache)[0]!.key).toBe('#0');
  });

  it('replaces or removes one binding in a cached answer', () => {
    const results: SparqlJsonResults = { head: { vars: ['uri', 'naam'] }, results: { bindings: [row, { uri: row.uri! }] } };
    const next = patchBinding(row, { naam: null });
    expect(next).toEqual({ uri: row.uri });
    const replaced = replaceBinding(results, row, next);
    expect(replaced && 'results' in replaced && replaced.results.bindings).toEqual([next, results.results.bindings[1]]);
    const removed = replaceBinding(results, row, null);
    expect(removed && 'results' in removed && removed.results.bindings).toHaveLength(1);
    expect(replaceBinding(results, next, null)).toBe(results);
  });

  it('sorts numbers by value and empty cells last', () => {
    const lit = (value: string) => ({ type: 'literal' as const, value });
    const sorted = [lit('10'), undefined, lit('9'), lit('b'), lit('A')].sort(compareTerms).map((t) => t?.value);
    expect(sorted).toEqual(['9', '10', 'A', 'b', undefined]);
  });
});

describe('the row-edit texts', () => {
  it('are the original product texts in English, and Dutch for a Dutch reader', async () => {
    expect(rowEditTexts(await translator('en'))).toEqual(TEXTS);
    const dutch = rowEditTexts(await translator('nl'));
    expect(dutch.rowDeleted).toBe('rij verwijderd');
    expect(confirmationText({ actions: [{ type: 'send-row-delete-request' }] }, dutch)).toBe('Weet je zeker dat je deze rij wilt verwijderen?');
    expect(confirmationText({ actions: [{ type: 'send-row-delete-request' }] })).toBe('Are you sure you want to delete this row?');
  });
});
