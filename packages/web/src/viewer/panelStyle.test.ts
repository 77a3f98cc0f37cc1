import { describe, expect, it } from 'vitest';
import { panelClasses } from './panelStyle';
import classes from './WidgetFrame.module.css';

describe('panelClasses', () => {
  it('gives the class of a known panel style', () => {
    expect(panelClasses('paper', undefined)).toEqual([classes.paper]);
  });

  it('adds up to four known extra styles, in the order written', () => {
    expect(panelClasses('border', ' padding1  noScrollBars ')).toEqual([classes.border, classes.padding1, classes.noScrollBars]);
    expect(panelClasses(undefined, 'padding1 padding2 padding3 toolbar paper')).toEqual([
      classes.padding1,
      classes.padding2,
      classes.padding3,
      classes.toolbar,
    ]);
  });

  it("ignores names that are no panel style, so a config cannot reach the frame's own classes", () => {
    expect(panelClasses('frame', 'overlay lockOverlay nonsense')).toEqual([]);
    expect(panelClasses('Paper', undefined)).toEqual([]);
  });

  it('ignores values that are not text', () => {
    expect(panelClasses(3, ['paper'])).toEqual([]);
    expect(panelClasses(null, null)).toEqual([]);
  });
});
