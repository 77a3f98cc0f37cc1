import { describe, expect, it } from 'vitest';
import { importAppConfig } from './importAppConfig.js';

const original = {
  title: 'Gemeenten',
  path: 'gemeenten',
  id: 'ab12',
  version: 7,
  mainArea: { widget: 'BBEChart', color: ['V', '#ff4444', 'M', '#0000ff'], customStyling: false },
  bbsparqlendpoint: 'repo=demo',
  createdAt: '2024-01-01T00:00:00Z',
  project: { id: 'p1', path: 'other', title: 'Other' },
  somethingNew: { kept: [1, 2, 3] },
};

describe('importAppConfig', () => {
  it('keeps every key of the file, in its order, without the fields the server gives an app', () => {
    const imported = importAppConfig(JSON.stringify(original), []);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(JSON.stringify(imported.config)).toBe(
      JSON.stringify({ title: 'Gemeenten', path: 'gemeenten', mainArea: original.mainArea, bbsparqlendpoint: 'repo=demo', somethingNew: { kept: [1, 2, 3] } }),
    );
  });

  it('makes the path unique in the project and usable in URLs', () => {
    const taken = ['gemeenten', 'gemeenten-2'];
    const imported = importAppConfig(JSON.stringify(original), taken);
    expect(imported.ok && imported.path).toBe('gemeenten-3');
    const odd = importAppConfig(JSON.stringify({ ...original, path: ' Mijn app/2024! ' }), []);
    expect(odd.ok && odd.path).toBe('Mijn-app-2024');
    const none = importAppConfig(JSON.stringify({ mainArea: {} }), ['imported-app']);
    expect(none.ok && none.path).toBe('imported-app-2');
  });

  it('says why a file that is not an app config is refused', () => {
    expect(importAppConfig('{"title": ', [])).toEqual({ ok: false, message: expect.stringMatching(/^The file is not JSON: /) });
    expect(importAppConfig('[1, 2]', [])).toEqual({ ok: false, message: expect.stringContaining('not an app config') });
    expect(importAppConfig('{"name": "package", "version": "1.0.0"}', [])).toEqual({ ok: false, message: expect.stringContaining('mainArea') });
    expect(importAppConfig('{"mainArea": {"widget": 5}}', [])).toEqual({ ok: false, message: expect.stringContaining('mainArea.widget') });
  });
});
