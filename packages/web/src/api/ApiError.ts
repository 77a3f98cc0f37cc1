/** A platform call that answered with an error status; `message` is the server's human text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * What an error answer says: the server's `message` when it sent JSON with one, else the text of
 * the answer (a remote endpoint's plain text is the best message there is), else its status.
 */
export async function readErrorBody(response: Response): Promise<{ message: string; body: unknown }> {
  const text = await response.text().catch(() => '');
  const status = `${response.status} ${response.statusText}`.trim();
  try {
    const body: unknown = JSON.parse(text);
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return { message: typeof message === 'string' ? message : response.statusText || status, body };
  } catch {
    return { message: text.trim() || status, body: text };
  }
}
