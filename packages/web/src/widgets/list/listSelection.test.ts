import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { list } from '.';
import { selectionFromValue, valueForSelection } from './listSelection';

const A = 'http://example.org/appel';
const B = 'http://example.org/banaan';

describe('List selection', () => {
  it('selects the one value a single-select list\'s variable holds', () => {
    expect(selectionFromValue(A, false, 'csv as uri')).toEqual([A]);
  });

  it('selects nothing for an empty or reset variable', () => {
    expect(selectionFromValue(undefined, true, 'csv as uri')).toEqual([]);
    expect(selectionFromValue('', false, 'csv as uri')).toEqual([]);
    expect(selectionFromValue(RESET_VALUE, true, 'JSON array')).toEqual([]);
  });

  it('reads a multiple selection in the list\'s format', () => {
    expect(selectionFromValue(`<${A}>,<${B}>`, true, 'csv as uri')).toEqual([A, B]);
    expect(selectionFromValue(`<${A}> <${B}>`, true, 'sparql value uri')).toEqual([A, B]);
    expect(selectionFromValue(JSON.stringify([A, B]), true, 'JSON array')).toEqual([A, B]);
  });

  it('throws for a value that is not in the format, so the list can say so', () => {
    expect(() => selectionFromValue(`<${A}> <${B}>`, true, 'csv as uri')).toThrow();
  });

  it('publishes one value, a list in the chosen format, or the reset value when nothing is left', () => {
    expect(valueForSelection([A], false, 'csv as uri', RESET_VALUE)).toBe(A);
    expect(valueForSelection([A, B], true, 'sparql value uri', RESET_VALUE)).toBe(`<${A}> <${B}>`);
    expect(valueForSelection([A], true, 'csv as string', RESET_VALUE)).toBe(`"${A}"`);
    expect(valueForSelection([], true, 'csv as uri', 'niets')).toBe('niets');
  });
});

describe('List settings', () => {
  it('reads a list without settings as a single select that publishes the reset value', () => {
    const { settings, problems } = readSettings(list.options, {});
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ multipleselect: false, multipleselectparametertype: 'csv as uri', resetValue: RESET_VALUE, allLabel: 'All' });
  });

  it('reads the forms older editors stored', () => {
    const { settings, problems } = readSettings(list.options, { multipleselect: 'true', defaultSelectAll: 1, multipleselectparametertype: 'json array', publishVariable: ' fruit ' });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ multipleselect: true, defaultSelectAll: true, multipleselectparametertype: 'JSON array', publishVariable: 'fruit' });
  });
});
