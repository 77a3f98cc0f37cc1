import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads its mode once, as it loads: load it afresh for each setting. */
async function load() {
  vi.resetModules();
  return import('./deploymentMode');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deploymentMode', () => {
  it('is platform when neither the server nor the build says otherwise', async () => {
    vi.stubEnv('VITE_GRAFIEK_MODE', undefined);
    expect((await load()).deploymentMode).toBe('platform');
  });

  it('takes the build-time mode (VITE_GRAFIEK_MODE)', async () => {
    vi.stubEnv('VITE_GRAFIEK_MODE', 'static');
    expect((await load()).deploymentMode).toBe('static');
  });

  it("prefers the server's run-time mode over the build's", async () => {
    vi.stubEnv('VITE_GRAFIEK_MODE', 'static');
    vi.stubGlobal('window', { GRAFIEK_SETTINGS: { mode: 'local' } });
    expect((await load()).deploymentMode).toBe('local');
  });

  it('falls back to platform for an unknown mode, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('window', { GRAFIEK_SETTINGS: { mode: 'cloud' } });
    expect((await load()).deploymentMode).toBe('platform');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"cloud"'));
  });
});

describe('standaloneSettings', () => {
  it('reads the single app from window.GRAFIEK_SETTINGS before the build variables', async () => {
    vi.stubEnv('VITE_GRAFIEK_PROJECT', 'built-project');
    vi.stubEnv('VITE_GRAFIEK_VIEWER', 'built-viewer');
    vi.stubGlobal('window', { GRAFIEK_SETTINGS: { viewerPath: 'exported-viewer' } });
    expect((await load()).standaloneSettings()).toEqual({ projectPath: 'built-project', viewerPath: 'exported-viewer', configUrl: 'config.json' });
  });

  it('has empty paths and config.json without any settings', async () => {
    vi.stubEnv('VITE_GRAFIEK_PROJECT', undefined);
    vi.stubEnv('VITE_GRAFIEK_VIEWER', undefined);
    vi.stubEnv('VITE_GRAFIEK_CONFIG_URL', undefined);
    expect((await load()).standaloneSettings()).toEqual({ projectPath: '', viewerPath: '', configUrl: 'config.json' });
  });
});
