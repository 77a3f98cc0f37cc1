import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { isHorizontalBar, isPie, isStacked, parseChartType } from './chartTypes';

describe('parseChartType', () => {
  it('reads a chart type in any case as the type it names', () => {
    expect(parseChartType('bar')).toEqual({ ok: true, type: 'Bar' });
    expect(parseChartType('Gauge')).toEqual({ ok: true, type: 'gauge' });
    expect(parseChartType(' colstacked ')).toEqual({ ok: true, type: 'ColStacked' });
  });

  it('says which types there are when it does not know the one asked for, in the reader’s language', async () => {
    const result = parseChartType('Spiral');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe('Unknown chart type "Spiral"; choose one of Pie, SmallPie, Doughnut, DoughnutSmall, Bar, Col, ColStacked, BarStacked, gauge.');
    expect(parseChartType('Spiral', await translator('en'))).toEqual(result);
    expect(parseChartType('Spiral', await translator('nl'))).toEqual({ ok: false, error: expect.stringMatching(/^Onbekend grafiektype "Spiral"; kies uit Pie, SmallPie/) });
  });

  it('knows which types are pies, horizontal bars and stacks', () => {
    expect(isPie('DoughnutSmall')).toBe(true);
    expect(isPie('Bar')).toBe(false);
    expect(isHorizontalBar('BarStacked')).toBe(true);
    expect(isHorizontalBar('Col')).toBe(false);
    expect(isStacked('ColStacked')).toBe(true);
    expect(isStacked('Pie')).toBe(false);
  });
});
