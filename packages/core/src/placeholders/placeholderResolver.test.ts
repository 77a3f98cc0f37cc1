import { describe, expect, it } from 'vitest';
import { RESET_VALUE } from '../model/resetValue.js';
import { resolvePlaceholders } from './placeholderResolver.js';

const values = { a: 'alpha', empty: '', blank: '  ', reset: RESET_VALUE, yes: 'true', no: false, n: 42, list: [], ok: 'b' };

function resolved(text: string, options = {}): string {
  const result = resolvePlaceholders(text, values, options);
  if (!result.ok) throw new Error(result.error);
  return result.text;
}

describe('resolvePlaceholders: the placeholder rules', () => {
  it('replaces {{name}} with the published value', () => {
    expect(resolved('"{{a}}"')).toBe('"alpha"');
  });

  it('takes the first alternative that has a value', () => {
    expect(resolved('"{{missing||empty||a}}"')).toBe('"alpha"');
  });

  it('uses the default after :: when no alternative has a value', () => {
    expect(resolved('"{{missing||empty::fallback}}"')).toBe('"fallback"');
    expect(resolved('"{{missing::}}"')).toBe('""');
  });

  it('allows letters, digits and | : . _ / in names', () => {
    const result = resolvePlaceholders('"{{ns:my.var_1/x}}"', { 'ns:my.var_1/x': 'v' });
    expect(result).toEqual({ ok: true, text: '"v"' });
  });

  it('leaves braces that are not a placeholder alone', () => {
    expect(resolved('SELECT * WHERE {{ ?s ?p ?o }} # {{ not a placeholder }}')).toBe('SELECT * WHERE {{ ?s ?p ?o }} # {{ not a placeholder }}');
  });

  it('negates a boolean with a leading !', () => {
    expect(resolved('{{!yes}}')).toBe('false');
    expect(resolved('{{!no}}')).toBe('true');
    expect(resolved('{{!missing::true}}')).toBe('false');
  });

  it('gives a fresh UUID for {{UUID}} each time it appears', () => {
    let counter = 0;
    const text = resolved('<urn:uuid:{{UUID}}> <urn:uuid:{{UUID}}>', { uuid: () => `id-${++counter}` });
    expect(text).toBe('<urn:uuid:id-1> <urn:uuid:id-2>');
  });

  it('uses crypto.randomUUID by default', () => {
    expect(resolved('"{{UUID}}"')).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/);
  });

  it('treats the reset marker, blank text and empty arrays as having no value', () => {
    expect(resolved('"{{reset||blank||list||a}}"')).toBe('"alpha"');
  });

  it('writes numbers as their text', () => {
    expect(resolved('LIMIT {{n}}')).toBe('LIMIT 42');
  });
});

describe('resolvePlaceholders: unresolved placeholders', () => {
  it('fails with the spec message by default', () => {
    expect(resolvePlaceholders('<{{reset}}> ?p ?o', values)).toEqual({
      ok: false,
      error: 'Template-placeholder {{reset}} did not resolve to a value',
    });
  });

  it('quotes the placeholder as written, alternatives included', () => {
    expect(resolvePlaceholders('"{{x||y}}"', {})).toEqual({ ok: false, error: 'Template-placeholder {{x||y}} did not resolve to a value' });
  });

  it('gives an empty result when the caller asks for that', () => {
    expect(resolvePlaceholders('SELECT * WHERE { <{{x}}> ?p ?o }', {}, { unresolved: 'emptyResult' })).toEqual({ ok: true, text: '' });
  });

  it('substitutes an empty value when the caller asks for that', () => {
    expect(resolvePlaceholders('<img src="{{x}}"/>', {}, { mode: 'plain', unresolved: 'emptyValue' })).toEqual({ ok: true, text: '<img src=""/>' });
  });

  it('still refuses an empty bare value in a query, since that would drop a term', () => {
    const result = resolvePlaceholders('SELECT * WHERE { ?s ?p {{x}} }', {}, { unresolved: 'emptyValue' });
    expect(result.ok).toBe(false);
  });
});

describe('resolvePlaceholders: values are escaped or rejected for their place', () => {
  it('keeps an IRI value inside <...>', () => {
    expect(resolvePlaceholders('<{{v}}>', { v: 'http://example.org/a#b' })).toEqual({ ok: true, text: '<http://example.org/a#b>' });
  });

  it.each([
    ['>', '">"'],
    ['a b', 'a space'],
    ['a\nb', 'a line break'],
    ['{x}', '"{"'],
    ['a"b', '"""'],
    ['a`b', '"`"'],
    ['a\\b', '"\\"'],
  ])('rejects %j inside an IRI, naming %s', (value, named) => {
    expect(resolvePlaceholders('SELECT * WHERE { <{{v}}> ?p ?o }', { v: value })).toEqual({
      ok: false,
      error: `Template-placeholder {{v}} cannot take this value: it stands inside an IRI <...>, and an IRI may not contain ${named}`,
    });
  });

  it('escapes quotes, backslashes and line breaks inside string literals', () => {
    const v = 'say "hi"\n\'there\'\\u0022';
    expect(resolvePlaceholders('"{{v}}"', { v })).toEqual({ ok: true, text: String.raw`"say \"hi\"\n\'there\'\\u0022"` });
    expect(resolvePlaceholders("'''{{v}}'''", { v: "'''" })).toEqual({ ok: true, text: String.raw`'''\'\'\''''` });
  });

  it('keeps a comment on one line', () => {
    expect(resolvePlaceholders('#title: {{v}};\n?s ?p ?o', { v: 'a\nb\r\nc' })).toEqual({ ok: true, text: '#title: a b c;\n?s ?p ?o' });
  });

  it('rejects a \\u escape in a comment, which a store could decode into a line break', () => {
    const result = resolvePlaceholders('#title: {{v}}\n', { v: String.raw`x\u000A?s ?p ?o` });
    expect(result).toEqual({
      ok: false,
      error: 'Template-placeholder {{v}} cannot take this value: it stands in a comment, and a comment may not contain a \\u escape',
    });
  });

  it.each([
    ['12', '12'],
    ['-1.5e3', '-1.5e3'],
    ['true', 'true'],
    ['ex:thing', 'ex:thing'],
    ['<http://example.org/a>', '<http://example.org/a>'],
    ['"x"@nl', '"x"@nl'],
    ['"1"^^xsd:int', '"1"^^xsd:int'],
    ['http://example.org/a?b=c', '<http://example.org/a?b=c>'],
    [' 7 ', '7'],
  ])('accepts the bare term %j', (value, written) => {
    expect(resolvePlaceholders('?s ?p {{v}} .', { v: value })).toEqual({ ok: true, text: `?s ?p ${written} .` });
  });

  it.each(['hello world', '1 . ?s ?p ?o', '"x" . ?a ?b ?c', '?x', '_:b', '5.', 'ex:a.', '<a> <b>', '"unterminated', 'a}'])(
    'rejects %j as a bare value, saying what would be allowed',
    (value) => {
      expect(resolvePlaceholders('?s ?p {{v}} .', { v: value })).toEqual({
        ok: false,
        error:
          'Template-placeholder {{v}} cannot take this value: it stands bare in the query, so its value must be a number, a boolean, a prefixed name, an IRI <...> or a literal such as "x"@nl',
      });
    },
  );

  it('accepts a list of terms inside IN ( ) and VALUES { }', () => {
    expect(resolvePlaceholders('FILTER(?x IN ({{v}}))', { v: '<a>,<b>, "c"' })).toEqual({ ok: true, text: 'FILTER(?x IN (<a>,<b>, "c"))' });
    expect(resolvePlaceholders('VALUES ?x { {{v}} }', { v: '<a> <b>' })).toEqual({ ok: true, text: 'VALUES ?x { <a> <b> }' });
    expect(resolvePlaceholders('VALUES ?x { {{v}} }', { v: '<a>, <b>' }).ok).toBe(false);
  });

  it('allows only name characters where a placeholder is part of a name', () => {
    expect(resolvePlaceholders('?{{v}}', { v: 'label_1' })).toEqual({ ok: true, text: '?label_1' });
    expect(resolvePlaceholders('ex:{{v}}', { v: 'a-b' })).toEqual({ ok: true, text: 'ex:a-b' });
    expect(resolvePlaceholders('"x"@{{v}}', { v: 'en-GB' })).toEqual({ ok: true, text: '"x"@en-GB' });
    expect(resolvePlaceholders('?{{v}}', { v: 'a } ?s' })).toEqual({
      ok: false,
      error: 'Template-placeholder {{v}} cannot take this value: it is part of a variable name, so its value may contain only letters, digits and "_"',
    });
    expect(resolvePlaceholders('{{v}}:a', { v: '_' }).ok).toBe(false);
  });

  it('substitutes as is in plain mode, for HTML and rule parameters', () => {
    expect(resolvePlaceholders('<img src="{{v}}"/>', { v: 'a"b>' }, { mode: 'plain' })).toEqual({ ok: true, text: '<img src="a"b>"/>' });
  });

  it('reads values through a function, such as a store', () => {
    expect(resolvePlaceholders('"{{k}}"', (name) => (name === 'k' ? 'v' : undefined))).toEqual({ ok: true, text: '"v"' });
  });
});
