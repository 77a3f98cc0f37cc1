import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embedSnippet';

describe('embedSnippet', () => {
  it('frames the app\'s /embed/ address and listens to this server only', () => {
    const snippet = embedSnippet('https://grafiek.example.org', 'mijn project', 'abc12');
    expect(snippet).toContain('src="https://grafiek.example.org/embed/mijn%20project/abc12"');
    expect(snippet).toContain("event.origin !== 'https://grafiek.example.org'");
    expect(snippet).toContain("postMessage({ grafiek: 'set', variables: { gemeente: 'GM0344' } }, 'https://grafiek.example.org')");
  });
});
