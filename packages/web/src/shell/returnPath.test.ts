import { describe, expect, it } from 'vitest';
import { loginUrlReturningTo, readReturnPath, returnPathFor } from './returnPath';

describe('returnPathFor', () => {
  it('returns to an app in preview, whichever mode of it was open', () => {
    expect(returnPathFor('/projects/demo/kaart')).toBe('/projects/demo/kaart');
    expect(returnPathFor('/projects/demo/kaart/edit', '?x=1')).toBe('/projects/demo/kaart');
    expect(returnPathFor('/projects/demo/kaart/')).toBe('/projects/demo/kaart');
  });

  it('returns to any other page with its query string', () => {
    expect(returnPathFor('/projects/demo', '?tab=apps')).toBe('/projects/demo?tab=apps');
    expect(returnPathFor('/users')).toBe('/users');
  });
});

describe('loginUrlReturningTo', () => {
  it('carries the path, encoded, to the login page', () => {
    expect(loginUrlReturningTo('/projects/demo?tab=apps&x=1')).toBe('/login?returnTo=%2Fprojects%2Fdemo%3Ftab%3Dapps%26x%3D1');
  });

  it('does not return to the start page or to the login page itself', () => {
    expect(loginUrlReturningTo('/')).toBe('/login');
    expect(loginUrlReturningTo('/login')).toBe('/login');
    expect(loginUrlReturningTo('/login?returnTo=%2Fusers')).toBe('/login');
  });

  it('round-trips through readReturnPath', () => {
    const path = '/projects/a b/c?d=e&f=g';
    const url = loginUrlReturningTo(path);
    expect(readReturnPath(url.slice(url.indexOf('?')))).toBe(path);
  });
});

describe('readReturnPath', () => {
  it('reads a path on this site', () => {
    expect(readReturnPath('?returnTo=%2Fusers')).toBe('/users');
  });

  it('refuses anything that could lead to another site', () => {
    expect(readReturnPath('?returnTo=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readReturnPath('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(readReturnPath('?returnTo=%2F%5Cevil.example')).toBeNull();
    expect(readReturnPath('?returnTo=javascript%3Aalert(1)')).toBeNull();
  });

  it('is null without a return path', () => {
    expect(readReturnPath('')).toBeNull();
    expect(readReturnPath('?returnTo=')).toBeNull();
  });
});
