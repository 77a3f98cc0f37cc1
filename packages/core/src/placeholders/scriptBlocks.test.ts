import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasScriptBlocks,
  parseScriptTemplate,
  resolveScriptTemplate,
  rewriteScriptBlock,
  scriptBlockCalls,
  splitScriptBlocks,
  type ScriptTemplate,
} from './scriptBlocks.js';

// What the sandbox does with a call, done here with Node's Function for the test: the rewritten
// code runs with `__v` answering from the call's data. The app itself never evaluates code on
// its own page.
function run(code: string, data: Record<string, string>): unknown {
  const __v = (key: string) => data[key] ?? '';
  return new Function('row', 'publish', 'getVariable', '__v', code)(undefined, () => undefined, () => undefined, __v);
}

function rewrite(source: string): string {
  const rewritten = rewriteScriptBlock(source);
  if (!rewritten.ok) throw new Error(rewritten.error);
  return rewritten.code;
}

function parse(text: string): ScriptTemplate {
  const parsed = parseScriptTemplate(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.template;
}

const BRP = 'SELECT * WHERE { SERVICE <{{brp}}<script> if("{{user}}"=="?persona=almere") return "?persona=system"; return "{{user}}"; </script>> { ?s ?p ?o } }';

describe('splitting a template into text and <script> blocks', () => {
  it('finds the blocks between the text, in order', () => {
    expect(splitScriptBlocks('a <script>return 1</script> b <SCRIPT >return 2</script>c')).toEqual({
      ok: true,
      parts: [
        { kind: 'text', text: 'a ' },
        { kind: 'script', source: 'return 1' },
        { kind: 'text', text: ' b ' },
        { kind: 'script', source: 'return 2' },
        { kind: 'text', text: 'c' },
      ],
    });
    expect(splitScriptBlocks(BRP)).toMatchObject({ ok: true, parts: [{ kind: 'text' }, { kind: 'script' }, { kind: 'text', text: '> { ?s ?p ?o } }' }] });
  });

  it('tells a template with blocks from one without', () => {
    expect(hasScriptBlocks(BRP)).toBe(true);
    expect(hasScriptBlocks('SELECT * WHERE { ?s ?p "{{x}}" }')).toBe(false);
    expect(splitScriptBlocks('SELECT 1')).toEqual({ ok: true, parts: [{ kind: 'text', text: 'SELECT 1' }] });
  });

  it('refuses a block that is not closed, and a close without an open', () => {
    expect(splitScriptBlocks('x <script> return 1')).toEqual({ ok: false, error: '<script> block 1 in the query has no </script>' });
    expect(splitScriptBlocks('x </script> y')).toMatchObject({ ok: false });
  });
});

describe('rewriting a block so that placeholders are data, not code', () => {
  it('turns "{{user}}" into a reference to the value passed with the call', () => {
    expect(rewrite('return "{{user}}";')).toBe('return (__v("user"));');
    expect(rewrite("return '{{user}}';")).toBe('return (__v("user"));');
  });

  it('joins a placeholder inside a literal with other text by +, in parentheses', () => {
    expect(rewrite('return "?persona={{user}}&x".length;')).toBe('return ("?persona=" + __v("user") + "&x").length;');
    expect(run(rewrite('return "?persona={{user}}&x".length;'), { user: 'ab' })).toBe('?persona=ab&x'.length);
  });

  it('makes a bare placeholder a term of its own', () => {
    expect(rewrite('return {{n}}')).toBe('return  __v("n") ');
    expect(run(rewrite('return{{n}}'), { n: '5' })).toBe('5');
  });

  it('puts a placeholder in a template literal as ${...}', () => {
    expect(rewrite('return `a{{x}}b${"{{y}}"}c`')).toBe('return `a${__v("x")}b${(__v("y"))}c`');
    expect(run(rewrite('return `a{{x}}b${"{{y}}" + `-{{x}}`}c`'), { x: '1', y: '2' })).toBe('a1b2-1c');
  });

  it('keeps the key of a placeholder with alternatives, a default or a negation', () => {
    expect(rewrite('return "{{a||b::none}}" + "{{!flag}}"')).toBe('return (__v("a||b::none")) + (__v("!flag"))');
  });

  it('leaves comments, escapes and other literals as written', () => {
    const source = '// {{x}} in a comment\n/* "{{y}}" */ return "a\\"{{z}}\\"" + \'{\' + "}";';
    expect(rewrite(source)).toBe('// {{x}} in a comment\n/* "{{y}}" */ return ("a\\"" + __v("z") + "\\"") + \'{\' + "}";');
    expect(run(rewrite(source), { z: 'Z' })).toBe('a"Z"{}');
  });

  it('tells a regular expression from a division, and refuses a placeholder inside one', () => {
    expect(run(rewrite('return "{{s}}".replace(/"/g, "") + 4 / 2'), { s: 'a"b' })).toBe('ab2');
    expect(rewriteScriptBlock('return /{{x}}/.test("a")')).toMatchObject({ ok: false, error: expect.stringContaining('regular expression') });
    expect(run(rewrite('const a = 8, b = 2; return a / b / 2 + "{{x}}"'), { x: 'x' })).toBe('2x');
  });

  it('lists each placeholder once', () => {
    const rewritten = rewriteScriptBlock('if ("{{user}}" == "x") return "{{user}}"; return {{other}}');
    expect(rewritten.ok && rewritten.placeholders.map((p) => p.token)).toEqual(['{{user}}', '{{other}}']);
  });

  const HOSTILE = ['"); fetch("x', "'); fetch('x", '`); fetch(`x', '${fetch("x")}', '\\', '" + fetch("x") + "', '*/ fetch("x") /*', '\n fetch("x") //', '\u2028fetch("x")', '</script>'];

  it.each(HOSTILE)('a hostile value %j stays data in every position', (value) => {
    const positions = ['return "{{v}}"', "return '{{v}}'", 'return "pre{{v}}post"', 'return `{{v}}`', 'return `${"{{v}}"}`', 'return {{v}}', 'const x = {{v}}; return x'];
    for (const source of positions) {
      const code = rewrite(source);
      expect(code).not.toContain(value.trim() || '\\');
      const expected = source.includes('pre') ? `pre${value}post` : value;
      expect(run(code, { v: value })).toBe(expected);
    }
  });

  // 500 runs of a small interpreter: generous on a machine busy with the browser tests beside it.
  it('any value comes back exactly as the data it was, never as code', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('"{{v}}"', "'{{v}}'", '`{{v}}`', '{{v}}', '"<{{v}}>"', "'a\\'{{v}}'"), (value, literal) => {
        const code = rewrite(`return ${literal};`);
        const expected = literal.includes('<') ? `<${value}>` : literal.includes("\\'") ? `a'${value}` : value;
        expect(run(code, { v: value })).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a query with blocks, from template to resolved query', () => {
  const values = { brp: 'https://brp.example.org/sparql', user: '?persona=almere' };

  it('gives each block its code and the values of its placeholders', () => {
    const template = parse(BRP);
    expect(template.query).toBe('SELECT * WHERE { SERVICE <{{brp}}{{__grafiek_script_0::}}> { ?s ?p ?o } }');
    expect(scriptBlockCalls(template, values)).toEqual({
      ok: true,
      calls: [
        {
          code: ' if((__v("user"))=="?persona=almere") return "?persona=system"; return (__v("user")); ',
          data: { user: '?persona=almere' },
          variables: { user: '?persona=almere' },
        },
      ],
    });
  });

  it('places a block result as a value for its position', () => {
    const template = parse(BRP);
    const call = (scriptBlockCalls(template, values) as { calls: { code: string; data: Record<string, string> }[] }).calls[0]!;
    const result = run(call.code, call.data);
    expect(result).toBe('?persona=system');
    expect(resolveScriptTemplate(template, [result], values)).toEqual({
      ok: true,
      text: 'SELECT * WHERE { SERVICE <https://brp.example.org/sparql?persona=system> { ?s ?p ?o } }',
    });
  });

  it('refuses a result that would break out of its place, naming the block', () => {
    const template = parse(BRP);
    const resolved = resolveScriptTemplate(template, ['> } DROP ALL #'], values);
    expect(resolved).toEqual({ ok: false, error: expect.stringMatching(/^The result of <script> block 1 cannot take this value: it stands inside an IRI/) });
  });

  it('escapes a result in a string literal and checks one that stands bare', () => {
    const literal = parse('SELECT * WHERE { ?s ?p "<script>return "{{x}}"</script>" }');
    expect(resolveScriptTemplate(literal, ['a" } DROP ALL #'], { x: '' })).toEqual({ ok: true, text: 'SELECT * WHERE { ?s ?p "a\\" } DROP ALL #" }' });
    const bare = parse('SELECT * WHERE { ?s ?p <script>return 5</script> }');
    expect(resolveScriptTemplate(bare, [5], {})).toEqual({ ok: true, text: 'SELECT * WHERE { ?s ?p 5 }' });
    expect(resolveScriptTemplate(bare, ['?o } . ?x ?y ?z'], {})).toMatchObject({ ok: false, error: expect.stringContaining('The result of <script> block 1') });
    expect(resolveScriptTemplate(parse('SELECT ("<script>return</script>" AS ?e) {}'), [undefined], {})).toEqual({ ok: true, text: 'SELECT ("" AS ?e) {}' });
  });

  it('runs no script while the query waits for a variable', () => {
    const template = parse(BRP);
    expect(scriptBlockCalls(template, { brp: 'https://x.org/' }, { unresolved: 'emptyResult' })).toEqual({ ok: true, calls: null });
    expect(scriptBlockCalls(template, { user: 'u' }, { unresolved: 'emptyResult' })).toEqual({ ok: true, calls: null });
    expect(scriptBlockCalls(template, { brp: 'https://x.org/' })).toMatchObject({ ok: false, error: 'Template-placeholder {{user}} did not resolve to a value' });
  });

  it('resolves alternatives and defaults in a block as the query would', () => {
    const template = parse('SELECT * WHERE { ?s ?p "<script>return "{{a||b::none}}"</script>" }');
    expect(scriptBlockCalls(template, { b: 'B' })).toMatchObject({ ok: true, calls: [{ data: { 'a||b::none': 'B' }, variables: { b: 'B' } }] });
    expect(scriptBlockCalls(template, {})).toMatchObject({ ok: true, calls: [{ data: { 'a||b::none': 'none' }, variables: {} }] });
  });

  it('reports a block that cannot be rewritten with its number', () => {
    expect(parseScriptTemplate('SELECT <script>return 1</script> <script>return /{{x}}/</script>')).toMatchObject({ ok: false, error: expect.stringMatching(/^<script> block 2: /) });
  });
});
