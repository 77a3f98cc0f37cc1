import { isApiError } from '../api/ApiError';
import { platformClient } from '../api/platformClient';
import type { AppConfig } from '../api/platformTypes';

/** Where an app is saved; the platform by default, local storage in local mode. */
export interface AppStorage {
  create(app: AppConfig): Promise<AppConfig>;
  update(app: AppConfig): Promise<AppConfig>;
}

export function platformStorage(projectPath: string): AppStorage {
  return {
    create: (app) => platformClient.createApp(projectPath, app),
    update: (app) => platformClient.updateApp(projectPath, app),
  };
}

export type SaveOutcome =
  | { kind: 'saved'; app: AppConfig }
  | { kind: 'conflict'; current: AppConfig | null; message: string }
  | { kind: 'failed'; message: string };

/** Fields the server owns; after a save they are taken from its answer. */
export const SERVER_OWNED_FIELDS = ['id', 'version', 'createdAt', 'user', 'project'] as const;

export function isNewApp(app: AppConfig): boolean {
  return app.new === true || typeof app.id !== 'string' || app.id === '';
}

/**
 * Saves one app at a time: a save waits for the one in flight, and saves
 * asked for meanwhile collapse into one of the newest config. A new app is created with POST
 * on its first save and updated with PUT after that, carrying the version it was based on.
 */
export class AppSaver {
  #inFlight: Promise<void> | null = null;
  #queued: AppConfig | null = null;
  #version: number | undefined;
  #id: string | undefined;

  constructor(
    private readonly storage: AppStorage,
    initial: AppConfig,
    private readonly onOutcome: (outcome: SaveOutcome, sent: AppConfig) => void,
  ) {
    this.#version = typeof initial.version === 'number' ? initial.version : undefined;
    this.#id = isNewApp(initial) ? undefined : initial.id;
  }

  get busy(): boolean {
    return this.#inFlight !== null;
  }

  save(app: AppConfig): Promise<void> {
    this.#queued = app;
    if (!this.#inFlight) this.#inFlight = this.#drain().finally(() => (this.#inFlight = null));
    return this.#inFlight;
  }

  /** After a conflict: save on top of the server's version (overwrite) or adopt it (reload). */
  adoptVersion(current: AppConfig): void {
    if (typeof current.version === 'number') this.#version = current.version;
    if (typeof current.id === 'string') this.#id = current.id;
  }

  async #drain(): Promise<void> {
    while (this.#queued) {
      const app = this.#queued;
      this.#queued = null;
      const outcome = await this.#send(app);
      if (outcome.kind === 'saved') {
        this.#version = typeof outcome.app.version === 'number' ? outcome.app.version : this.#version;
        this.#id = typeof outcome.app.id === 'string' ? outcome.app.id : this.#id;
      } else {
        // Later edits were made on top of a state the server did not take; they wait for the
        // author's decision instead of being sent blind.
        this.#queued = null;
      }
      this.onOutcome(outcome, app);
    }
  }

  async #send(app: AppConfig): Promise<SaveOutcome> {
    try {
      if (this.#id === undefined) {
        const { id: _id, version: _version, ...fresh } = app;
        return { kind: 'saved', app: await this.storage.create(fresh as AppConfig) };
      }
      return { kind: 'saved', app: await this.storage.update({ ...app, id: this.#id, version: this.#version }) };
    } catch (error) {
      if (isApiError(error, 409)) {
        const body = error.body as { current?: AppConfig } | null;
        return { kind: 'conflict', current: body?.current ?? null, message: error.message };
      }
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The app after a save: the author's config with the server's own fields from its answer. */
export function withServerFields(app: AppConfig, saved: AppConfig): AppConfig {
  const next: AppConfig = { ...app, new: false };
  for (const field of SERVER_OWNED_FIELDS) if (saved[field] !== undefined) (next as Record<string, unknown>)[field] = saved[field];
  return next;
}

/** Local mode: the app lives in this browser's local storage. */
export function localStorageStorage(key: string): AppStorage {
  const write = async (app: AppConfig) => {
    const saved: AppConfig = { ...app, id: app.id ?? 'local', version: (typeof app.version === 'number' ? app.version : 0) + 1, new: false };
    localStorage.setItem(key, JSON.stringify(saved));
    return saved;
  };
  return { create: write, update: write };
}
