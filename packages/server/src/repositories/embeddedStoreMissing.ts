import { RepositoryError } from './repository.js';
import type { OpenEmbedded } from './repositoryRegistry.js';

/**
 * Opener used until the embedded Oxigraph store (repositories/embedded/) is part of the build:
 * an embedded repository then answers with a clear 502 instead of the server failing to start.
 */
export const embeddedStoreMissing: OpenEmbedded = async ({ name }) => {
  throw new RepositoryError('unavailable', `Repository "${name}" is embedded, and this build of Grafiek has no embedded store yet.`);
};
