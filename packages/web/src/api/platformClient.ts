import { ApiError, readErrorBody } from './ApiError';
import { parseMe } from './meShape';
import type {
  AppConfig,
  Me,
  NewProject,
  NewUser,
  Project,
  ProjectDetail,
  RuleLog,
  User,
} from './platformTypes';
import { takeEarlyResponse } from './earlyAppRequest';
import { csrfToken, loginHeaders } from './loginCookie';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * The shell subscribes here to send the user to /login. The client itself cannot navigate:
 * it knows no router, and some 401s (a wrong password, a stale token at start) are not a redirect.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface RequestOptions {
  body?: unknown;
  /** False for calls whose 401 means something else than "your session is gone". */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  Object.assign(headers, loginHeaders());
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const early = method === 'GET' ? takeEarlyResponse(path, csrfToken()) : undefined;
  const response = await (early ??
    fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));

  if (!response.ok) {
    const { message, body } = await readErrorBody(response);
    if (response.status === 401 && options.redirectOnUnauthorized !== false) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiError(response.status, message, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

const enc = encodeURIComponent;

export interface LoginResult {
  token: string;
  me: Me;
}

export const platformClient = {
  async login(email: string, password: string): Promise<LoginResult> {
    const result = await request<unknown>('POST', '/api/login', {
      body: { email, password },
      redirectOnUnauthorized: false,
    });
    const token = (result as { token?: unknown } | null)?.token;
    const me = parseMe((result as { me?: unknown } | null)?.me);
    if (typeof token !== 'string' || !token || !me) {
      throw new ApiError(200, 'The login response is invalid', result);
    }
    return { token, me };
  },

  /** Null when the answer is not a user: the caller then treats the session as gone. */
  async me(): Promise<Me | null> {
    const result = await request<unknown>('GET', '/api/me', { redirectOnUnauthorized: false });
    return parseMe(result);
  },

  listProjects: (signal?: AbortSignal) => request<Project[]>('GET', '/api/projects', { signal }),

  createProject: (project: NewProject) => request<Project>('POST', '/api/projects', { body: project }),

  getProject: (projectPath: string, signal?: AbortSignal) =>
    request<ProjectDetail>('GET', `/api/projects/${enc(projectPath)}`, { signal }),

  listUsers: (signal?: AbortSignal) => request<User[]>('GET', '/api/users', { signal }),

  createUser: (user: NewUser) => request<User>('POST', '/api/users', { body: user }),

  /** Disabling also ends every login of the user at once. */
  setUserDisabled: (id: string, disabled: boolean) => request<User>('PATCH', `/api/users/${enc(id)}`, { body: { disabled } }),

  deleteUser: (id: string) => request<{ success: boolean }>('DELETE', `/api/users/${enc(id)}`),

  /** Removes this browser's login cookies. */
  async logout(): Promise<void> {
    await request<unknown>('POST', '/api/logout');
  },

  /** A new token for this browser; the old one, and every other login of the account, ends. */
  async changePassword(currentPassword: string, newPassword: string): Promise<LoginResult> {
    const result = await request<unknown>('POST', '/api/me/password', { body: { currentPassword, newPassword } });
    const token = (result as { token?: unknown } | null)?.token;
    const me = parseMe((result as { me?: unknown } | null)?.me);
    if (typeof token !== 'string' || !token || !me) throw new ApiError(200, 'The answer to the password change is invalid', result);
    return { token, me };
  },

  /** The endpoint's name is historical: it deletes an app, not a project. */
  deleteApp: (appId: string) => request<{ success: boolean }>('POST', '/api/delete-project', { body: { id: appId } }),

  getApp: (projectPath: string, appPath: string, signal?: AbortSignal) =>
    request<AppConfig>('GET', `/api/projects/${enc(projectPath)}/viewers/${enc(appPath)}`, { signal }),

  /** The latest rule runs of a repository, newest first. */
  listRuleLogs: (repo: string, signal?: AbortSignal) =>
    request<RuleLog[]>('GET', `/api/repositories/${enc(repo)}/rule-logs?limit=200`, { signal }),

  /** A new app: the body is the viewer without its project field. */
  createApp: (projectPath: string, app: AppConfig) =>
    request<AppConfig>('POST', `/api/projects/${enc(projectPath)}/viewers`, { body: withoutServerFields(app) }),

  /** The app as a static site, a zip (authors only): the viewer in static mode, config.json and the assets. */
  async downloadStaticSite(projectPath: string, appPath: string): Promise<Blob> {
    const response = await fetch(`/api/projects/${enc(projectPath)}/viewers/${enc(appPath)}/static-site`, { headers: loginHeaders() });
    if (!response.ok) {
      const { message, body } = await readErrorBody(response);
      throw new ApiError(response.status, message, body);
    }
    return response.blob();
  },

  /** Carries `version`; a stale one answers 409 with the current app in the body. */
  updateApp: (projectPath: string, app: AppConfig) =>
    request<AppConfig>('PUT', `/api/projects/${enc(projectPath)}/viewers/${enc(app.path)}`, { body: withoutServerFields(app) }),
};

/** Fields the server sets itself; sending them back would only be refused or ignored. */
function withoutServerFields(app: AppConfig): AppConfig {
  const { project: _project, new: _new, loaded: _loaded, ...rest } = app;
  return rest as AppConfig;
}
