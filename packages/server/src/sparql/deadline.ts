import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError.js';
import { RepositoryError, repositoryErrorStatus } from '../repositories/repository.js';

/**
 * Runs repository work for a request under a deadline: the work is aborted when the time is up
 * (504) or when the client disconnects (499), so an abandoned query does not keep the engine
 * busy. Engine errors become the HTTP status that fits them.
 */
export async function runWithDeadline<T>(request: FastifyRequest, timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const disconnected = new AbortController();
  const deadline = AbortSignal.timeout(timeoutMs);
  const onClose = () => {
    if (!request.raw.complete || !request.raw.socket?.writable) disconnected.abort();
  };
  request.raw.socket?.once('close', onClose);
  try {
    return await work(AbortSignal.any([disconnected.signal, deadline]));
  } catch (error) {
    // The engine's pool keeps the same deadline and may stop the work a moment before the signal
    // fires: either way the caller hears the limit.
    if (deadline.aborted || (error instanceof RepositoryError && error.kind === 'timeout')) {
      throw new HttpError(504, `The query took longer than ${timeoutMs} ms and was stopped.`);
    }
    if (error instanceof RepositoryError) throw new HttpError(repositoryErrorStatus[error.kind], error.message);
    if ((error as Error).name === 'AbortError') throw new HttpError(499, 'The request was cancelled.');
    throw error;
  } finally {
    request.raw.socket?.off('close', onClose);
  }
}
