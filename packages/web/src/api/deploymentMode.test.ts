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

describe('embedded apps', () => {
  it('are the platform server\'s /embed/{project}/{app} pages, the app named by the address', async () => {
    vi.stubGlobal('window', { GRAFIEK_SETTINGS: { mode: 'platform', embedOrigins: ['https://host.example.org', 7] }, location: { pathname: '/embed/mijn%20project/abc12/preview' } });
    const module = await load();
    expect(module.deploymentMode).toBe('embedded');
    expect(module.standaloneSettings()).toMatchObject({ projectPath: 'mijn project', viewerPath: 'abc12' });
    expect(module.routerBasename()).toBe('/embed/mijn%20project/abc12');
    expect(module.embedOrigins()).toEqual(['https://host.example.org']);
  });

  it('are not any other address, nor one with a malformed escape', async () => {
    vi.stubGlobal('window', { GRAFIEK_SETTINGS: { mode: 'platform' }, location: { pathname: '/projects/demo/abc12' } });
    expect((await load()).deploymentMode).toBe('platform');
    const { embedLocation } = await load();
    expect(embedLocation('/embed/demo')).toBeUndefined();
    expect(embedLocation('/embeddings/demo/abc12')).toBeUndefined();
    expect(embedLocation('/embed/%E0%A4%A/abc12')).toBeUndefined();
    expect(embedLocation('/embed/demo/abc12')).toEqual({ projectPath: 'demo', viewerPath: 'abc12', basename: '/embed/demo/abc12' });
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
