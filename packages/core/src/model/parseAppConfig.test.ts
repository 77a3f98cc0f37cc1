import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAppConfig, serialiseAppConfig } from './parseAppConfig.js';

const fixtures = new URL('../../../../../shared/fixtures/configs/', import.meta.url);
const fixtureNames = readdirSync(fixtures).filter((name) => name.endsWith('.json'));

function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, fixtures), 'utf8')) as unknown;
}

describe('parseAppConfig on real app configs', () => {
  it('finds both fixture configs', () => {
    expect(fixtureNames).toEqual(expect.arrayContaining(['kadaster-kkg-demonstrator-v1.json', 'kadaster-rce-demonstrator.json']));
  });

  it.each(fixtureNames)('%s round-trips to the same JSON, key order included', (name) => {
    const input = readFixture(name);
    const parsed = parseAppConfig(input);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const output = JSON.parse(serialiseAppConfig(parsed.config)) as unknown;
    expect(output).toStrictEqual(input);
    // toStrictEqual ignores key order; the stored text must not change on a save without edits.
    expect(JSON.stringify(output)).toBe(JSON.stringify(input));
  });

  it('keeps keys the model does not know, such as a trigger _id', () => {
    const parsed = parseAppConfig(readFixture('kadaster-rce-demonstrator.json'));
    if (!parsed.ok) throw new Error('fixture should parse');
    expect(parsed.config.triggers?.[0]?.['_id']).toBe('67c6c1fc4aacb0002422de7a');
  });

  it('does not share objects with the input, so editing the config leaves the input alone', () => {
    const input = { title: 'a', mainArea: { widget: 'Table' } };
    const parsed = parseAppConfig(input);
    if (!parsed.ok) throw new Error('should parse');
    parsed.config.mainArea!.widget = 'List';
    expect(input.mainArea.widget).toBe('Table');
  });
});

describe('parseAppConfig on legacy forms', () => {
  it('accepts booleans stored as text and lists stored as comma-separated text', () => {
    const parsed = parseAppConfig({
      public: 'true',
      notShowTop: 'FALSE',
      updateURLVariables: 'a, b',
      pushURLVariables: ['c'],
      mainArea: { widget: 'Table', showLoadingOverlay: 'false', paginationPageSize: '20', areaSizes: ['1', 2] },
    });
    expect(parsed.ok).toBe(true);
  });

  it('accepts null areas left by old editors and unknown widget types', () => {
    expect(parsed({ mainArea: { areas: [null, { widget: 'SomethingNew' }] } }).ok).toBe(true);
  });

  function parsed(json: unknown) {
    return parseAppConfig(json);
  }
});

describe('parseAppConfig on widget options of any shape', () => {
  // Options belong to the widgets that read them; the model keeps whatever JSON they hold.
  const surprising = {
    title: 'Shapes',
    mainArea: {
      widget: 'SplitLayout',
      direction: 7,
      areaSizes: 'half and half',
      areas: [
        { widget: 'BBEChart', color: ['V', '#ff4444'], customStyling: false, charttype: { kind: 'bar' }, zoom: 'sometimes' },
        { widget: 'Table', title: 42, query: ['SELECT', '*'], showLoadingOverlay: 'sometimes', paginationPageSize: 'twenty' },
        { widget: 'Tab', tabs: [7, { label: ['x'] }, null, 'Map'], icons: { first: 'map' }, areas: [null, {}] },
        { widget: null, hidden: { when: 'never' }, height: true, columnConfigs: 'none', rowEditor: ['on'] },
        { widget: 'SomethingNew', nested: { deeper: [1, 'two', { three: false }] }, empty: {}, nothing: null },
      ],
    },
    footer: { widget: 'BBHTML', text: 0 },
  };

  it('parses', () => {
    expect(parseAppConfig(surprising)).toEqual({ ok: true, config: surprising });
  });

  it('round-trips byte for byte, key order included', () => {
    const parsed = parseAppConfig(surprising);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(JSON.stringify(parsed.config)).toBe(JSON.stringify(surprising));
    expect(serialiseAppConfig(parsed.config)).toBe(JSON.stringify(surprising, null, 4));
  });

  it('round-trips through its own serialised text', () => {
    const text = JSON.stringify(surprising);
    const parsed = parseAppConfig(JSON.parse(text));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(JSON.stringify(parsed.config)).toBe(text);
  });
});

describe('parseAppConfig on broken configs', () => {
  it('names the path and the problem of a widget type that is not text', () => {
    const result = parseAppConfig({ mainArea: { areas: [{}, {}, { widget: 42 }] } });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'mainArea.areas[2].widget', message: 'expected a widget type name (text)' }],
    });
  });

  it('explains an app field that is neither a boolean nor its text', () => {
    const result = parseAppConfig({ public: 'sometimes', mainArea: { widget: 'Table' } });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'public', message: 'expected a boolean: true or false, or the text "true" or "false"' }],
    });
  });

  it('refuses areas and tabs that are not lists, saying what was expected where', () => {
    const result = parseAppConfig({ mainArea: { areas: [{ widget: 'Tab', tabs: 'Map,Table' }, { widget: 5 }, { areas: 'x' }] } });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'mainArea.areas[0].tabs', message: 'expected a list of tabs' },
        { path: 'mainArea.areas[1].widget', message: 'expected a widget type name (text)' },
        { path: 'mainArea.areas[2].areas', message: 'expected a list of areas' },
      ],
    });
  });

  it('lists every problem, not just the first', () => {
    const result = parseAppConfig({ layoutName: 'FANCY', triggers: [{ label: 'x' }], mainArea: { areas: 'none' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path).sort()).toEqual(['layoutName', 'mainArea.areas', 'triggers[0].id']);
    expect(result.errors.find((error) => error.path === 'layoutName')?.message).toBe('expected "CUSTOM" or "ORIGINAL"');
    expect(result.errors.find((error) => error.path === 'mainArea.areas')?.message).toBe('expected a list of areas');
  });

  it('rejects a config that is not an object, with an empty path', () => {
    expect(parseAppConfig('hello')).toEqual({ ok: false, errors: [{ path: '', message: 'expected an app config (a JSON object)' }] });
  });

  it('rejects an area that is neither a widget configuration nor null', () => {
    const result = parseAppConfig({ mainArea: { areas: [{}, 'Table'] } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.path).toBe('mainArea.areas[1]');
  });
});
