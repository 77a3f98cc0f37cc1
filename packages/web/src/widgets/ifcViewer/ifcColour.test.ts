import { describe, expect, it } from 'vitest';
import { colourSetting, parseIfcColour } from './ifcColour';

describe('parseIfcColour', () => {
  it('reads hex colours in their short, long and alpha forms', () => {
    expect(parseIfcColour('#f00')).toEqual({ hex: '#ff0000', opacity: 1 });
    expect(parseIfcColour('#1E88E5')).toEqual({ hex: '#1e88e5', opacity: 1 });
    expect(parseIfcColour('1e88e5')).toEqual({ hex: '#1e88e5', opacity: 1 });
    expect(parseIfcColour('0x1e88e5')).toEqual({ hex: '#1e88e5', opacity: 1 });
    expect(parseIfcColour('#ff000080')).toEqual({ hex: '#ff0000', opacity: 0.502 });
    expect(parseIfcColour('#f008')).toEqual({ hex: '#ff0000', opacity: 0.533 });
  });

  it('reads rgb() and rgba(), with percentages, clamped', () => {
    expect(parseIfcColour('rgb(255, 128, 0)')).toEqual({ hex: '#ff8000', opacity: 1 });
    expect(parseIfcColour('rgba(0,0,255,0.5)')).toEqual({ hex: '#0000ff', opacity: 0.5 });
    expect(parseIfcColour('rgb(100% 0% 0% / 25%)')).toEqual({ hex: '#ff0000', opacity: 0.25 });
    expect(parseIfcColour('rgb(300, -5, 0)')).toEqual({ hex: '#ff0000', opacity: 1 });
  });

  it('reads common names in any case', () => {
    expect(parseIfcColour('Orange')).toEqual({ hex: '#ffa500', opacity: 1 });
    expect(parseIfcColour('grey')).toEqual({ hex: '#808080', opacity: 1 });
  });

  it('refuses what is not a colour', () => {
    for (const text of ['', 'reddish', '#12345', 'rgb(1,2)', 'rgb(a,b,c)', 'hsl(0, 100%, 50%)']) expect(parseIfcColour(text)).toBeNull();
  });

  it('falls back for an empty or unreadable setting', () => {
    const fallback = { hex: '#1e88e5', opacity: 1 };
    expect(colourSetting('', fallback)).toBe(fallback);
    expect(colourSetting('nonsense', fallback)).toBe(fallback);
    expect(colourSetting('red', fallback)).toEqual({ hex: '#ff0000', opacity: 1 });
  });
});
