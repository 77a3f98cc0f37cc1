import { describe, expect, it } from 'vitest';
import { engineMessage } from './engineMessage';

describe('engineMessage', () => {
  it("takes the platform's JSON message", () => {
    expect(engineMessage('{"message":"Parse error on line 1: unexpected \'}\'"}')).toBe("Parse error on line 1: unexpected '}'");
  });

  it('keeps plain text and broken JSON as they are', () => {
    expect(engineMessage('  Virtuoso 37000 Error SP030  ')).toBe('Virtuoso 37000 Error SP030');
    expect(engineMessage('{"message": ')).toBe('{"message":');
  });

  it('says so when there is no message at all', () => {
    expect(engineMessage('')).toMatch(/without a message/);
    expect(engineMessage('{"message":""}')).toBe('{"message":""}');
  });
});
