import { describe, expect, it } from 'vitest';
import { mermaidErrorMessage } from './mermaidError';

describe('mermaidErrorMessage', () => {
  it('reads Errors, jison hash errors and strings', () => {
    expect(mermaidErrorMessage(new Error('Parse error on line 2:\n...A --> B[\n-----------^\nExpecting \'SQE\''))).toBe(
      "Parse error on line 2:\n...A --> B[\n-----------^\nExpecting 'SQE'",
    );
    expect(mermaidErrorMessage({ str: 'Lexical error on line 1', hash: {} })).toBe('Lexical error on line 1');
    expect(mermaidErrorMessage('No diagram type detected')).toBe('No diagram type detected');
  });

  it('says something for an empty error and shortens a message that quotes a long diagram', () => {
    expect(mermaidErrorMessage(new Error(''))).toBe('Mermaid could not draw this diagram.');
    const long = mermaidErrorMessage(new Error(`No diagram type detected matching given configuration for text: ${'x'.repeat(2000)}`));
    expect(long.length).toBe(601);
    expect(long.endsWith('…')).toBe(true);
  });
});
