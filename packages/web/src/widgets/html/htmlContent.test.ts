import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { htmlContent } from './htmlContent';

const literal = (value: string): SparqlTerm => ({ type: 'literal', value });

function table(vars: string[], rows: Record<string, string>[]) {
  return toResultTable({
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, literal(value)]))) },
  });
}

const noVariables = () => undefined;

describe('htmlContent without a template', () => {
  it('shows the html column of every row, one after the other', () => {
    const rows = table(['title', 'html'], [{ title: 'a', html: '<p>One</p>' }, { title: 'b', html: '<p>Two</p>' }]);
    expect(htmlContent('', rows, noVariables)).toEqual({ ok: true, html: '<p>One</p><p>Two</p>' });
  });

  it('keeps a "&&" inside the HTML, which would split a table cell', () => {
    const rows = table(['html'], [{ html: '<a href="?a=1&&b=2">link</a>' }]);
    expect(htmlContent('', rows, noVariables)).toEqual({ ok: true, html: '<a href="?a=1&&b=2">link</a>' });
  });

  it('takes an xHTML column, else the first column, when no column is called html', () => {
    expect(htmlContent('', table(['name', 'bodyHTML'], [{ name: 'x', bodyHTML: '<b>Body</b>' }]), noVariables)).toEqual({ ok: true, html: '<b>Body</b>' });
    expect(htmlContent('', table(['text', 'other'], [{ text: 'First', other: 'Second' }]), noVariables)).toEqual({ ok: true, html: 'First' });
  });

  it('has nothing to show without rows, so the no-results HTML shows', () => {
    expect(htmlContent('', table(['html'], []), noVariables).ok).toBe(false);
    expect(htmlContent('  ', undefined, noVariables).ok).toBe(false);
  });
});

describe('htmlContent with a template', () => {
  it('fills placeholders from the first row, before app variables of the same name', () => {
    const rows = table(['naam'], [{ naam: 'De Hoop' }, { naam: 'Grote Kerk' }]);
    const variables = (name: string) => ({ naam: 'from the variable', monument: 'http://example.org/mill' })[name];
    expect(htmlContent('<p>{{naam}}: {{monument}}</p>', rows, variables)).toEqual({ ok: true, html: '<p>De Hoop: http://example.org/mill</p>' });
  });

  it('fills a template from app variables alone when there is no query', () => {
    expect(htmlContent('<h4>Welkom, {{visitor}}</h4>', undefined, (name) => (name === 'visitor' ? 'bezoeker' : undefined))).toEqual({
      ok: true,
      html: '<h4>Welkom, bezoeker</h4>',
    });
  });

  it('fails on a placeholder nothing fills, so the no-results HTML shows instead of a half page', () => {
    const content = htmlContent('<h4>Gekozen: {{nothingPublished}}</h4>', undefined, noVariables);
    expect(content.ok).toBe(false);
    expect(content.ok ? '' : content.reason).toContain('nothingPublished');
  });

  it('says why word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    expect(htmlContent('', undefined, noVariables, en)).toEqual(htmlContent('', undefined, noVariables));
    expect(htmlContent('{{nothingPublished}}', undefined, noVariables, en)).toEqual(htmlContent('{{nothingPublished}}', undefined, noVariables));
    expect(htmlContent('', undefined, noVariables, nl)).toEqual({ ok: false, reason: 'Er is geen HTML-sjabloon en geen rij van de query om te tonen.' });
    const unfilled = htmlContent('{{nothingPublished}}', undefined, noVariables, nl);
    expect(unfilled.ok ? '' : unfilled.reason).toMatch(/^Sjabloonplaatshouder .*nothingPublished.* kreeg geen waarde$/);
  });
});
