import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { searchAutocomplete } from '.';
import { autocompleteMatches } from './autocompleteMatches';

const choices = ['Amersfoort', 'Amsterdam', 'Nieuw-Amsterdam', 'Rotterdam', 'Zaandam'].map((label) => ({ value: `http://example.org/${label}`, label }));
const labels = (typed: string, limit?: number) => autocompleteMatches(choices, typed, limit).map((choice) => choice.label);

describe('SearchAutocomplete suggestions', () => {
  it('lists labels that start with the text first, then those that contain it, ignoring case', () => {
    expect(labels('AMSTER')).toEqual(['Amsterdam', 'Nieuw-Amsterdam']);
    expect(labels('dam')).toEqual(['Amsterdam', 'Nieuw-Amsterdam', 'Rotterdam', 'Zaandam']);
  });

  it('keeps the query\'s own order within each group', () => {
    expect(labels('am')).toEqual(['Amersfoort', 'Amsterdam', 'Nieuw-Amsterdam', 'Rotterdam', 'Zaandam']);
  });

  it('lists the first choices for an empty text, and no more than the limit', () => {
    expect(labels('  ', 2)).toEqual(['Amersfoort', 'Amsterdam']);
    expect(labels('xyz')).toEqual([]);
  });
});

describe('SearchAutocomplete settings', () => {
  it('reads timestamp parameters as comma text, and an unknown alignment as centred with a problem', () => {
    const { settings, problems } = readSettings(searchAutocomplete.options, { timestampParameters: 'a, b', alignItems: 'sideways', nullSelectionResetVariable: 'yes' });
    expect(settings.timestampParameters).toEqual(['a', 'b']);
    expect(settings.nullSelectionResetVariable).toBe(true);
    expect(settings.alignItems).toBe('center');
    expect(problems.map((problem) => problem.option)).toEqual(['alignItems']);
  });
});
