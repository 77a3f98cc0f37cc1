import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { buildTree, type TreeModel } from './treeModel';
import { idsFromValue, listValue, selectionValue } from './treeSelection';

const A = 'http://example.org/a';
const B = 'http://example.org/b';

function treeOf(ids: string[]): TreeModel {
  const reading = buildTree({ variables: ['uri'], rows: ids.map((id) => ({ cells: [], bindings: { uri: { type: 'uri', value: id } } })) });
  if (!reading.ok) throw new Error(JSON.stringify(reading.error));
  return reading.model;
}

const model = treeOf([A, B]);

describe('idsFromValue', () => {
  it('reads nothing from a variable that was never published, none from an empty or reset one', () => {
    expect(idsFromValue(undefined, 'csv as uri', model)).toBeUndefined();
    expect(idsFromValue('', 'csv as uri', model)).toEqual([]);
    expect(idsFromValue(RESET_VALUE, 'csv as uri', model)).toEqual([]);
  });

  it('reads one item\'s uri as it is, and lists in the format', () => {
    expect(idsFromValue(A, 'csv as uri', model)).toEqual([A]);
    expect(idsFromValue(`<${A}>,<${B}>`, 'csv as uri', model)).toEqual([A, B]);
    expect(idsFromValue(`<${A}> <${B}>`, 'sparql value uri', model)).toEqual([A, B]);
    expect(idsFromValue(JSON.stringify([B]), 'JSON array', model)).toEqual([B]);
    expect(idsFromValue([A, B], 'csv as uri', model)).toEqual([A, B]);
  });

  it('takes text that is neither as one item the tree may not have', () => {
    expect(idsFromValue('iets anders', 'csv as uri', model)).toEqual(['iets anders']);
  });
});

describe('publishing', () => {
  it('gives one item or the reset value for a single selection, a list in the format for several', () => {
    expect(selectionValue([A], false, 'csv as uri')).toBe(A);
    expect(selectionValue([], false, 'csv as uri')).toBe(RESET_VALUE);
    expect(selectionValue([A, B], true, 'sparql value uri')).toBe(`<${A}> <${B}>`);
    expect(selectionValue([], true, 'sparql value uri')).toBe(RESET_VALUE);
    expect(listValue([A], 'csv as string')).toBe(`"${A}"`);
  });
});
