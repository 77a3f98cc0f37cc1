import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../api/platformTypes';
import { initialVariables, urlSyncSettings } from './initialVariables';

const app = (extra: Partial<AppConfig>): AppConfig => ({ path: 'app', title: 'App', ...extra });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initialVariables', () => {
  it("starts from the app's parameterValues", () => {
    expect(initialVariables(app({ parameterValues: '{"city": "Utrecht", "year": 2024}' }), '')).toEqual({ city: 'Utrecht', year: 2024 });
  });

  it('takes the synced variables from the URL over the stored values, and no other URL parameter', () => {
    const config = app({ parameterValues: '{"city": "Utrecht"}', updateURLVariables: 'city', pushURLVariables: ['year'] });
    expect(initialVariables(config, '?city=Zwolle&year=2023&other=x')).toEqual({ city: 'Zwolle', year: '2023' });
  });

  it('takes every URL parameter when the app parses URL properties', () => {
    expect(initialVariables(app({ parseUrlProperties: 'true' }), '?a=1&b=two')).toEqual({ a: '1', b: 'two' });
  });

  it('reads parameterValues that an old save kept as an object', () => {
    expect(initialVariables(app({ parameterValues: { city: 'Delft' } }), '')).toEqual({ city: 'Delft' });
  });

  it('ignores parameterValues that are not a JSON object, and says so when they are not JSON at all', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(initialVariables(app({ parameterValues: '[1, 2]' }), '')).toEqual({});
    expect(error).not.toHaveBeenCalled();
    expect(initialVariables(app({ parameterValues: '{city:' }), '?x=1')).toEqual({});
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('urlSyncSettings', () => {
  it('picks the three URL settings of the app and nothing else', () => {
    expect(urlSyncSettings(app({ updateURLVariables: 'a', pushURLVariables: ['b'], parseUrlProperties: false, title: 'T' }))).toEqual({
      updateURLVariables: 'a',
      pushURLVariables: ['b'],
      parseUrlProperties: false,
    });
  });
});
