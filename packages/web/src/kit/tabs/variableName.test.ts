import { describe, expect, it } from 'vitest';
import { variableName } from './variableName';

describe('variableName', () => {
  it('reads a bare name and a {{placeholder}} as the same variable', () => {
    expect(variableName('tabChoice')).toBe('tabChoice');
    expect(variableName(' {{ tabChoice }} ')).toBe('tabChoice');
  });

  it('reads an empty option as no variable', () => {
    expect(variableName('')).toBeNull();
    expect(variableName('   ')).toBeNull();
  });
});
