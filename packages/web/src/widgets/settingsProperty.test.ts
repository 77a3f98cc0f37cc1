import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOptions, readSettings, type OptionKind, type OptionSpec } from '../kit';
import { loadAllWidgets } from './registry';

const WIDGETS = await loadAllWidgets();

// Real configs hold any JSON where a widget expects text, lists, numbers or booleans. Whatever is
// stored, every widget's settings read without throwing, have the type the view is promised, and
// the stored node is left exactly as it was.

const TYPE_CHECKS: Record<OptionKind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  textarea: (value) => typeof value === 'string',
  searchselect: (value) => typeof value === 'string',
  sparql: (value) => typeof value === 'string',
  javascript: (value) => typeof value === 'string',
  variable: (value) => typeof value === 'string' && value === value.trim(),
  boolean: (value) => typeof value === 'boolean',
  number: (value) => value === undefined || (typeof value === 'number' && Number.isFinite(value)),
  select: () => true,
  array: (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  json: () => true,
  jsonText: () => true,
};

const storedValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('', 'true', 'FALSE', 'yes', '0', '12', ' 7.5 ', 'a,b,,c', '{"a":1}', '[1,2', null, false, true, 0, 1),
);

describe.each(WIDGETS.map((definition) => [definition.type, definition] as const))('settings of %s', (_type, definition) => {
  const options = allOptions(definition) as Record<string, OptionSpec>;
  const keys = Object.keys(options);

  it('read any stored JSON without throwing, typed as declared, leaving the node as stored', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), storedValue, { maxKeys: keys.length }), (values) => {
        const node = { widget: definition.type, ...values };
        const before = JSON.stringify(node);
        const { settings, problems } = readSettings(options, node);
        expect(JSON.stringify(node)).toBe(before);
        for (const [key, spec] of Object.entries(options)) {
          expect(TYPE_CHECKS[spec.kind]((settings as Record<string, unknown>)[key]), `${key} (${spec.kind})`).toBe(true);
          if (spec.kind === 'select' && spec.choices) expect(['', ...spec.choices.map((choice) => choice.value)]).toContain((settings as Record<string, unknown>)[key]);
        }
        for (const problem of problems) expect(keys).toContain(problem.option);
      }),
      { numRuns: 60 },
    );
  });
});
