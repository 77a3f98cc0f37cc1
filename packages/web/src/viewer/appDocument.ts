import { updateLayoutNode, type AreaPath, type LayoutNode } from '@grafiek/core';
import type { AppConfig } from '../api/platformTypes';

/** Why the app changed: an author's edit is saved; the others are not. */
export type AppChangeSource = 'edit' | 'load' | 'saved' | 'revert';

type Listener = (app: AppConfig, source: AppChangeSource) => void;

/**
 * The open app's config as one small external store: the viewer renders from it, the editor
 * changes it and saves every change whose source is 'edit'.
 */
export class AppDocument {
  #app: AppConfig;
  readonly #listeners = new Set<Listener>();

  constructor(app: AppConfig) {
    this.#app = app;
  }

  get = (): AppConfig => this.#app;

  set(app: AppConfig, source: AppChangeSource): void {
    if (app === this.#app) return;
    this.#app = app;
    for (const listener of this.#listeners) listener(app, source);
  }

  /** Changes one node of the layout tree; the rest of the app stays as it is. */
  updateNode(path: AreaPath, change: (node: LayoutNode | null) => LayoutNode | null, source: AppChangeSource): void {
    this.set({ ...this.#app, mainArea: updateLayoutNode(this.#app.mainArea, path, change) }, source);
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => this.listen(() => listener());

  listen(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
