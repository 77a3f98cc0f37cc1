import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';

describe('exportFileName', () => {
  it('names the export after project, app and the local time, zero-padded', () => {
    expect(exportFileName('demo', 'kaart', new Date(2024, 0, 5, 9, 7))).toBe('demo-kaart-config.2024-01-05.0907.json');
    expect(exportFileName('demo', 'kaart', new Date(2024, 11, 31, 23, 59))).toBe('demo-kaart-config.2024-12-31.2359.json');
  });

  it('stands in `local` and `app` for a missing project and app', () => {
    expect(exportFileName('', '', new Date(2024, 5, 1, 12, 0))).toBe('local-app-config.2024-06-01.1200.json');
  });
});
