import type { VariableStore } from '@grafiek/core';
import { useEffect, useState } from 'react';
import type { AppConfig } from '../api/platformTypes';
import { repositoryLoginOf, checkRepositoryLogin, LOGIN_CHECK_INTERVAL_MS, skipsRepositoryLogin } from './repositoryLoginCheck';

/** The viewer asks the shell to log in: to the platform, or to a repository. */
export interface LoginRequest {
  /** The repository whose login the app needs, or null for the platform login. */
  repo: string | null;
  repoUrl: string;
  viewerPath: string;
  message?: string;
}

/**
 * The repository login of an app whose endpoint text names a repo:
 * checked at open and every 5 minutes; user parameters become app variables; a missing login
 * goes to the repository login page; a refusal is shown. Returns the refusal text, if any.
 */
export function useRepositoryLogin(options: {
  app: AppConfig;
  viewerPath: string;
  localMode: boolean;
  store: VariableStore;
  onLoginRequired: (request: LoginRequest) => void;
}): string | null {
  const { app, viewerPath, localMode, store, onLoginRequired } = options;
  const [problem, setProblem] = useState<string | null>(null);
  const login = repositoryLoginOf(app);
  const skip = !login || skipsRepositoryLogin(app, { localMode, search: window.location.search, location: window.location });
  const repo = login?.repo ?? null;
  const loginKey = login ? JSON.stringify(login) : '';

  useEffect(() => {
    if (skip || !repo) return;
    const controller = new AbortController();
    const check = async () => {
      try {
        const outcome = await checkRepositoryLogin(JSON.parse(loginKey), viewerPath, controller.signal);
        if (outcome.kind === 'loggedIn') {
          setProblem(null);
          for (const [key, value] of Object.entries(outcome.variables)) store.publish(key, value, 'repository login');
        } else if (outcome.kind === 'denied') {
          setProblem(outcome.message);
        } else {
          onLoginRequired({ repo: outcome.repo, repoUrl: `/api/sparql/${encodeURIComponent(outcome.repo)}`, viewerPath, message: outcome.message });
        }
      } catch (error) {
        if (!controller.signal.aborted) console.error('The repository login check failed.', error);
      }
    };
    void check();
    const every = setInterval(() => void check(), LOGIN_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(every);
    };
  }, [skip, repo, loginKey, viewerPath, store, onLoginRequired]);

  return problem;
}
