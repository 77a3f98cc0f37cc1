/** The longest error text the widget shows: Mermaid quotes the whole diagram in some messages. */
const MAX_LENGTH = 600;

/**
 * Mermaid's message for a diagram it cannot draw, as the author should read it: its parsers throw
 * Errors, jison's hash-carrying objects or plain strings, and quote the input in some of them.
 */
export function mermaidErrorMessage(error: unknown): string {
  let message: string;
  if (error instanceof Error) message = error.message;
  else if (typeof error === 'string') message = error;
  else if (error && typeof error === 'object' && 'str' in error && typeof error.str === 'string') message = error.str;
  else message = String(error);
  message = message.trim() || 'Mermaid could not draw this diagram.';
  return message.length > MAX_LENGTH ? `${message.slice(0, MAX_LENGTH)}…` : message;
}
