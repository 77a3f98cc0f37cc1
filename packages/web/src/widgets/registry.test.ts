import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allOptions, optionError, readOption, type OptionSpec } from '../kit';
import { findWidget, loadAllWidgets, WIDGETS } from './registry';

// The map's code starts its web workers as it loads (kit/map/maplibre.ts); Node has no Worker.
beforeAll(() => {
  if (typeof Worker === 'undefined') {
    vi.stubGlobal(
      'Worker',
      class {
        postMessage() {}
        terminate() {}
        addEventListener() {}
        removeEventListener() {}
      },
    );
  }
});

// The map's code starts workers when its definition loads; the stub above runs too late for the
// top-level load below, so it is set here as well.
if (typeof Worker === 'undefined') vi.stubGlobal('Worker', class { postMessage() {} terminate() {} addEventListener() {} removeEventListener() {} });
// Which definitions the first download holds, before the test loads them all.
const EAGER = new Set(WIDGETS.filter((entry) => entry.definition).map((entry) => entry.type));
const DEFINITIONS = await loadAllWidgets();

// One test over every definition: what an author would meet as a broken dialog or a widget that
// never loads is caught here, for each widget the catalogue gains.
describe.each(DEFINITIONS.map((definition) => [definition.type, definition] as const))('widget %s', (_type, definition) => {
  const options = allOptions(definition) as Record<string, OptionSpec>;

  it('is found by its type and every alias', () => {
    for (const name of [definition.type, ...(definition.aliases ?? [])]) expect(findWidget(name)?.definition).toBe(definition);
  });

  it('has a label, a category and a description', () => {
    expect(definition.label.trim()).not.toBe('');
    expect(definition.description.trim().length).toBeGreaterThan(10);
  });

  it('names only options it has in its dependsOn conditions', () => {
    for (const [key, spec] of Object.entries(options)) {
      for (const other of Object.keys(spec.dependsOn ?? {})) expect(options, `${key} depends on ${other}`).toHaveProperty(other);
    }
  });

  it('gives every select a default among its choices, and choices without repeats', () => {
    for (const [key, spec] of Object.entries(options)) {
      if (spec.kind !== 'select' && spec.kind !== 'searchselect') continue;
      const values = (spec.choices ?? []).map((choice) => choice.value);
      expect(new Set(values).size, key).toBe(values.length);
      if (spec.default !== undefined) expect(values, key).toContain(spec.default);
    }
  });

  it('has defaults its own dialog accepts and its own reader uses without a problem', () => {
    for (const [key, spec] of Object.entries(options)) {
      if (spec.default === undefined) continue;
      expect(optionError(spec, spec.default), key).toBeNull();
      expect(readOption(spec, spec.default).problem, key).toBeUndefined();
    }
  });

  it('loads a view component', async () => {
    const view = await definition.view();
    expect(typeof view.default).toBe('function');
  });
});

describe('the registry', () => {
  it('gives each type name to one widget only', () => {
    const names = WIDGETS.flatMap((entry) => [entry.type, ...entry.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names each widget by the names its definition declares', () => {
    for (const [index, entry] of WIDGETS.entries()) {
      const definition = DEFINITIONS[index]!;
      expect([entry.type, ...entry.aliases]).toEqual([definition.type, ...(definition.aliases ?? [])]);
    }
  });

  it('has only layouts in the first download, and every layout there', () => {
    for (const definition of DEFINITIONS) expect(EAGER.has(definition.type), definition.type).toBe(Boolean(definition.layout));
  });

  it('finds nothing for an unknown or missing type', () => {
    expect(findWidget('NoSuchWidget')).toBeUndefined();
    expect(findWidget(undefined)).toBeUndefined();
  });
});
