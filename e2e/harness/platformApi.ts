/** The platform API as tests use it to set the scene quickly, without clicking through screens. */

// The shapes of the platform API are the web client's; tests use the same ones.
import type { Me, Project, Role } from '../../packages/web/src/api/platformTypes.js';

export type { Me, Project, ProjectRef, Role } from '../../packages/web/src/api/platformTypes.js';

export interface App {
  id: string;
  path: string;
  title: string;
  version: number;
  [key: string]: unknown;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export class PlatformApi {
  constructor(
    readonly url: string,
    readonly token: string | null = null,
    readonly me: Me | null = null,
  ) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // keep the text
    }
    if (!response.ok) throw new ApiCallError(response.status, parsed, `${method} ${path}`);
    return parsed as T;
  }

  /** A client logged in as that account. */
  async loginAs(email: string, password: string): Promise<PlatformApi> {
    const result = await this.request<{ token: string; me: Me }>('POST', '/api/login', { email, password });
    return new PlatformApi(this.url, result.token, result.me);
  }

  createProject(title: string, path: string): Promise<Project> {
    return this.request('POST', '/api/projects', { title, path });
  }

  createUser(user: { name: string; email: string; password: string; role: Role; project?: string }): Promise<Me> {
    return this.request('POST', '/api/users', user);
  }

  /** Creates a user and returns a client logged in as them. */
  async createAndLogin(user: { name: string; email: string; password: string; role: Role; project?: string }): Promise<PlatformApi> {
    await this.createUser(user);
    return this.loginAs(user.email, user.password);
  }

  createApp(projectPath: string, app: Record<string, unknown> & { path: string; title: string }): Promise<App> {
    return this.request('POST', `/api/projects/${encodeURIComponent(projectPath)}/viewers`, app);
  }

  getApp(projectPath: string, appPath: string): Promise<App> {
    return this.request('GET', `/api/projects/${encodeURIComponent(projectPath)}/viewers/${encodeURIComponent(appPath)}`);
  }

  deleteApp(id: string): Promise<{ success: boolean }> {
    return this.request('POST', '/api/delete-project', { id });
  }
}
