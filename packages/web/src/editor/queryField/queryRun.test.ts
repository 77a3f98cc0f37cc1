import { describe, expect, it } from 'vitest';
import { missingPlaceholders, previewTable, resolveForRun } from './queryRun';

describe('the query field\'s Run', () => {
  it('names every placeholder that has no value yet, once', () => {
    const template = 'SELECT * { <{{place}}> ?p "{{name}}" . FILTER(?x = "{{place}}" || "{{lang::nl}}" = "" || "{{a||b}}" = "") }';
    expect(missingPlaceholders(template, { b: 'x', name: '  ' })).toEqual(['{{place}}', '{{name}}']);
    expect(missingPlaceholders(template, { place: 'http://x', name: 'n', a: '1' })).toEqual([]);
  });

  it('resolves with the current values, escaped for where they stand', async () => {
    expect(await resolveForRun('SELECT * { ?s ?p "{{name}}" }', { name: 'say "hi"' })).toEqual({ ok: true, text: 'SELECT * { ?s ?p "say \\"hi\\"" }' });
    const refused = await resolveForRun('SELECT * { <{{iri}}> ?p ?o }', { iri: 'http://x> } DROP ALL' });
    expect(refused.ok).toBe(false);
    const missing = await resolveForRun('SELECT * { ?s ?p {{thing}} }', {});
    expect(missing).toEqual({ ok: false, error: 'Template-placeholder {{thing}} did not resolve to a value' });
  });

  it('shows the first rows of an answer as text', () => {
    const bindings = Array.from({ length: 12 }, (_, index) => ({ s: { type: 'uri' as const, value: `http://x/${index}` } }));
    const table = previewTable({ head: { vars: ['s', 'label'] }, results: { bindings } });
    expect(table.columns).toEqual(['s', 'label']);
    expect(table.rows).toHaveLength(10);
    expect(table.rows[0]).toEqual(['http://x/0', '']);
    expect(table.more).toBe(true);
    expect(previewTable({ head: {}, boolean: true })).toEqual({ columns: ['boolean'], rows: [['true']], more: false });
  });
});
