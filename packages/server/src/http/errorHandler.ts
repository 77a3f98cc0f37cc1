import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RepositoryError, repositoryErrorStatus } from '../repositories/repository.js';
import { HttpError } from './httpError.js';

/** Fastify's own error codes for bad requests, with the message a person can act on. */
const frameworkMessages: Record<string, (e: FastifyError) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) => `Unsupported content type: ${e.message.replace(/^Unsupported Media Type:?\s*/i, '')}`,
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_INVALID_JSON_BODY: (e) => `Malformed JSON: ${e.message}`,
};

function describeValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }, context?: string) {
  const where = context === 'body' ? 'request body' : context === 'params' ? 'path' : context === 'querystring' ? 'query string' : 'request';
  const details = error.validation
    .map((v) => {
      // /mainArea/areas/2/widget → mainArea.areas[2].widget, the form config errors use.
      const field = v.instancePath
        .split('/')
        .filter(Boolean)
        .map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`))
        .join('');
      return field ? `${field}: ${v.message ?? 'invalid'}` : (v.message ?? 'invalid');
    })
    .join('; ');
  return `Invalid ${where}: ${details}`;
}

const DISK_FULL = "The server's disk is full, so nothing was saved. Please tell the administrator and try again later.";

/** A full disk, raised by the file system directly or passed on in a repository's message. */
function isDiskFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as NodeJS.ErrnoException).code === 'ENOSPC' || /\bENOSPC\b/.test(error.message);
}

/**
 * Every error leaves the server as JSON `{ message }` with a fitting status and never a stack
 * trace; unexpected errors are logged in full and answered with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'the disk is full');
      return reply.status(507).send({ message: DISK_FULL });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error instanceof RepositoryError) {
      return reply.status(repositoryErrorStatus[error.kind]).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error, error.validationContext) });
    }
    const code = error.code ?? '';
    const describe = frameworkMessages[code];
    if (describe) {
      return reply.status(error.statusCode ?? 400).send({ message: describe(error) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Please wait a minute and try again.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/servlets/');
    if (options.spaFallback && request.method === 'GET' && !isApi && request.headers.accept?.includes('text/html')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `No such route: ${request.method} ${request.url.split('?')[0]}` });
  });
}
