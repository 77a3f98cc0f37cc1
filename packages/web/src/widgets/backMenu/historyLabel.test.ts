import { RESET_VALUE, VariableStore, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { historyEntryLabel, stepsBackTo, valueText } from './historyLabel';

const MAIN: LayoutNode = {
  widget: 'SplitLayout',
  areas: [{ widget: 'Table' }, { widget: 'BB Menubar', titleMenubar: 'Onderwerp', tabs: ['Kaart', { label: 'Tabel' }], areas: [{}, {}] }, { widget: 'Tab', areas: [{}, {}, {}] }],
};

describe('valueText', () => {
  it('shows an IRI by its last part and text as it is', () => {
    expect(valueText('http://example.org/gebied/wijk-3')).toBe('wijk-3');
    expect(valueText('Wijk Centrum')).toBe('Wijk Centrum');
  });

  it('names reset and empty values in words', () => {
    expect(valueText(RESET_VALUE)).toBe('(reset)');
    expect(valueText('')).toBe('(empty)');
    expect(valueText(undefined)).toBe('(empty)');
  });

  it('cuts long values and shows lists as JSON', () => {
    expect(valueText('x'.repeat(100))).toHaveLength(60);
    expect(valueText(['a', 'b'])).toBe('["a","b"]');
  });
});

describe('historyEntryLabel', () => {
  it('names a published value by its variable', () => {
    const store = new VariableStore();
    store.publish('gebied', 'http://example.org/gebied/b1');
    expect(historyEntryLabel(store.history.entries[0]!, MAIN)).toBe('gebied: b1');
  });

  it('names a tab selection by the tab widget\'s title and the tab\'s label', () => {
    const store = new VariableStore();
    store.selectTab('mainArea.areas[1]', 1);
    store.selectTab('mainArea.areas[2]', 2);
    expect(store.history.entries.map((entry) => historyEntryLabel(entry, MAIN))).toEqual(['Onderwerp: Tabel', 'Tab: Tab 3']);
  });

  it('still says something for a tab widget that is no longer in the app', () => {
    expect(historyEntryLabel({ kind: 'tab', tabsId: 'mainArea.areas[9]', index: 0, previousIndex: undefined }, MAIN)).toBe('Tab: Tab 1');
  });
});

describe('stepsBackTo', () => {
  it('undoes every step after the chosen one', () => {
    expect(stepsBackTo(0, 4)).toBe(3);
    expect(stepsBackTo(3, 4)).toBe(0);
  });
});
