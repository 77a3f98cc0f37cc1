import { describe, expect, it } from 'vitest';
import { appApiPath, takeEarlyResponse } from './earlyAppRequest';

describe('appApiPath', () => {
  it('is the viewer API path of an app address, in any of its modes', () => {
    expect(appApiPath('/projects/demo/kaart')).toBe('/api/projects/demo/viewers/kaart');
    expect(appApiPath('/projects/demo/kaart/edit')).toBe('/api/projects/demo/viewers/kaart');
    expect(appApiPath('/projects/demo/kaart/')).toBe('/api/projects/demo/viewers/kaart');
    expect(appApiPath('/embed/demo/kaart')).toBe('/api/projects/demo/viewers/kaart');
  });

  it('writes the segments as the platform client does: decoded, then encoded once', () => {
    expect(appApiPath('/projects/mijn%20project/k%C3%A4rt')).toBe('/api/projects/mijn%20project/viewers/k%C3%A4rt');
    expect(appApiPath('/projects/a b/c')).toBe('/api/projects/a%20b/viewers/c');
  });

  it('is undefined for pages that show no app, and for a malformed escape', () => {
    expect(appApiPath('/')).toBeUndefined();
    expect(appApiPath('/projects/demo')).toBeUndefined();
    expect(appApiPath('/projects/demo/kaart/edit/more')).toBeUndefined();
    expect(appApiPath('/projects/%E0%A4%A/kaart')).toBeUndefined();
  });
});

describe('takeEarlyResponse', () => {
  it('has nothing to give where the page did not start a request (no browser here)', () => {
    expect(takeEarlyResponse('/api/projects/demo/viewers/kaart', null)).toBeUndefined();
  });
});
