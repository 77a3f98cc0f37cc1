import { describe, expect, it } from 'vitest';
import { listPlaceholderVariables } from './placeholderVariables.js';

describe('listPlaceholderVariables', () => {
  it('lists each referenced name once, in order of first use', () => {
    expect(listPlaceholderVariables('<{{b}}> ?p "{{a}}" . {{b}}')).toEqual(['b', 'a']);
  });

  it('lists every alternative, not the default, and not UUID', () => {
    expect(listPlaceholderVariables('{{x||y::z}} {{!flag}} {{UUID}}')).toEqual(['x', 'y', 'flag']);
  });

  it('finds placeholders in comments and strings too, since those also change the text', () => {
    expect(listPlaceholderVariables('#title: {{t}}\n"{{s}}"')).toEqual(['t', 's']);
  });

  it('ignores braces that are not placeholders', () => {
    expect(listPlaceholderVariables('{{ a }} {{}} {a}')).toEqual([]);
  });
});
