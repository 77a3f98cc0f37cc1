import { describe, expect, it } from 'vitest';
import { yearChartOption } from './yearChart';

describe('yearChartOption', () => {
  const option = yearChartOption({ years: [2025, 2026, 2027], yearTotals: [0, 7260, 1500.5] }, true);

  it('draws a bar per year with that year\'s total', () => {
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2025', '2026', '2027'] });
    expect(option.series).toMatchObject([{ type: 'bar', name: 'Kosten per jaar (incl. btw)', data: [0, 7260, 1500.5] }]);
    expect(yearChartOption({ years: [2025], yearTotals: [1] }, false).series).toMatchObject([{ name: 'Kosten per jaar (excl. btw)' }]);
  });

  it('describes the totals in euros for screen readers and tooltips', () => {
    const description = (option.aria as { label: { description: string } }).label.description.replace(/\s/g, ' ');
    expect(description).toBe('Kosten per jaar (incl. btw): 2025 € 0, 2026 € 7.260, 2027 € 1.501.');
    const tooltip = option.tooltip as { valueFormatter: (value: number) => string };
    expect(tooltip.valueFormatter(7260).replace(/\s/g, ' ')).toBe('€ 7.260');
  });
});
