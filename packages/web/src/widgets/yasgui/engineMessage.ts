/**
 * The engine's own message in the body of a failed SPARQL request. The platform answers errors
 * as JSON `{ "message": … }`; other endpoints behind the proxy may answer plain text. YASQE hands
 * YASR the body as it came, so this is where the message is taken out of it.
 */
export function engineMessage(body: string): string {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message.trim();
    } catch {
      // Not JSON after all: the text is the message.
    }
  }
  return text || 'The query failed without a message from the repository.';
}
