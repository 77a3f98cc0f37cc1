import type { VariableStore } from '@grafiek/core';
import type { AppConfig } from '../api/platformTypes';
import { createContext, useContext } from 'react';
import type { SparqlEndpoint } from '../api/sparqlEndpoint';
import type { ViewMode } from './defineWidget';
import type { UserActionLock } from './userActionLock';

/** What one open app gives its widgets. One per viewer page. */
export interface AppRuntime {
  app: AppConfig;
  store: VariableStore;
  mode: ViewMode;
  /** `null` when the app has no endpoint set; widgets then say 'Repo URL is not set!'. */
  endpoint: SparqlEndpoint | null;
  lock: UserActionLock;
  /** Runs the login flow that a 401/403 from the endpoint asks for. */
  requestLogin: () => void;
}

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('A widget was rendered outside an app (no AppRuntimeContext).');
  return runtime;
}
