import { describe, expect, it } from 'vitest';
import { opt } from '../kit';
import { optionSections } from './optionSections';

const options = [
  ['panelstyle', opt.text({ label: 'Panel style', group: 'Panel' })],
  ['query', opt.sparql({ label: 'Query' })],
  ['selectionMode', opt.text({ label: 'Selection mode', group: 'Selection' })],
  ['publishVariable', opt.variable({ label: 'Publish variable', help: 'Set on a click.' })],
  ['selectedRowsTopic', opt.variable({ label: 'Selected rows variable', group: 'Selection' })],
] as const;

describe('optionSections', () => {
  it('gathers options by group in the order groups first appear; ungrouped ones under the widget', () => {
    const sections = optionSections([...options], 'Table++');
    expect(sections.map((section) => [section.title, section.options.map(([key]) => key)])).toEqual([
      ['Panel', ['panelstyle']],
      ['Table++', ['query', 'publishVariable']],
      ['Selection', ['selectionMode', 'selectedRowsTopic']],
    ]);
  });

  it('filters on key, label and help, every word, and drops empty sections', () => {
    expect(optionSections([...options], 'Table++', 'click').map((section) => section.title)).toEqual(['Table++']);
    expect(optionSections([...options], 'Table++', 'selected rows').flatMap((section) => section.options.map(([key]) => key))).toEqual(['selectedRowsTopic']);
    expect(optionSections([...options], 'Table++', 'nothing like this')).toEqual([]);
  });
});
