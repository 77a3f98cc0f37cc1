// The sandbox's code (client, protocol, script runners) loads when an app first runs author
// JavaScript: most apps have none, so it stays out of the viewer's first download.
type AuthorScripts = typeof import('./authorScripts');

export type { AuthorScript } from './authorScripts';

export async function runAuthorScript(...args: Parameters<AuthorScripts['runAuthorScript']>): ReturnType<AuthorScripts['runAuthorScript']> {
  return (await import('./authorScripts')).runAuthorScript(...args);
}

export async function runScriptBlocks(...args: Parameters<AuthorScripts['runScriptBlocks']>): ReturnType<AuthorScripts['runScriptBlocks']> {
  return (await import('./authorScripts')).runScriptBlocks(...args);
}
