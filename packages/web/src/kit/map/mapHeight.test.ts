import { describe, expect, it } from 'vitest';
import { mapHeight } from './mapHeight';

describe('mapHeight', () => {
  it('lets the map fill its panel when empty or 100%', () => {
    expect(mapHeight('')).toBeUndefined();
    expect(mapHeight(' 100% ')).toBeUndefined();
  });

  it('fixes the height it is given; a bare number is pixels', () => {
    expect(mapHeight('400px')).toEqual({ height: '400px', flex: '0 0 auto' });
    expect(mapHeight('400')).toEqual({ height: '400px', flex: '0 0 auto' });
    expect(mapHeight('50vh')).toEqual({ height: '50vh', flex: '0 0 auto' });
  });
});
