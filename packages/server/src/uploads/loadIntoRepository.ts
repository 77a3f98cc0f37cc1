import { RepositoryError, type Repository } from '../repositories/repository.js';
import type { Refuse } from './uploadRefusal.js';

/** What an upload put into the repository. */
export interface Loaded {
  /** The graph loaded into; '' for the default graph or the graphs a quad file names. */
  graph: string;
  quads: number;
  /** One line for the debug messages. */
  summary: string;
}

/**
 * Loads all or nothing (the repository's promise); data the engine cannot read is the uploader's
 * error, a 400 with the engine's message, which names the line.
 */
export async function loadOrRefuse(repo: Repository, request: Parameters<Repository['load']>[0], refuse: Refuse) {
  try {
    return await repo.load(request);
  } catch (error) {
    if (error instanceof RepositoryError && (error.kind === 'data' || error.kind === 'syntax')) {
      throw refuse(400, `The file was not loaded: ${error.message}`);
    }
    throw error;
  }
}
