import type { Role } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/httpError.js';
import type { RepositorySession } from '../repository-login/repositorySession.js';

/**
 * Who may do what. Every route asks this module and nothing else; the web app hides what is
 * not allowed only as a convenience. One rule per action.
 *
 * Where the product's specification leaves enforcement open ("not shown"), the restrictive
 * reading is taken; README: Who may do what lists those choices.
 */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  projectId: string | null;
  projectPath: string | null;
}

interface RepositoryRef {
  /** Absent for an endpoint given by full URL, which no repository session reaches. */
  name?: string;
  public: boolean;
  /** Paths of the projects whose users may use the repository. */
  projects: readonly string[];
}

interface AppRef {
  projectId: string;
  ownerId: string | null;
  isPublic: boolean;
}

const isAuthor = (a: Actor) => a.role !== 'viewer';
const isSuperadmin = (a: Actor | null) => a?.role === 'superadmin';
const belongsTo = (a: Actor | null, projectId: string) => a !== null && a.projectId === projectId;
/**
 * A repository session is an account of one repository, not a platform user: it reaches only
 * that repository, for reading, and for writing when the account has full access.
 */
const sessionOf = (s: RepositorySession | null, r: RepositoryRef) => s !== null && r.name !== undefined && s.repo === r.name;

export function createPolicy(deleteAdmins: readonly string[]) {
  /**
   * Public repositories: anyone; restricted ones: superadmins, users of a listed project, and
   * whoever is logged in to that repository with one of its own accounts (any app: the
   * per-app permission of an account is the logged-in check's business, since a query does not
   * say which app sent it).
   */
  const queryRepository = (a: Actor | null, r: RepositoryRef, s: RepositorySession | null = null): boolean =>
    r.public || isSuperadmin(a) || (a?.projectPath != null && r.projects.includes(a.projectPath)) || sessionOf(s, r);

  /**
   * Updates need an author (not a viewer) of a listed project, or a superadmin, or a repository
   * login with full access to that repository; public is for reading.
   */
  const updateRepository = (a: Actor | null, r: RepositoryRef, s: RepositorySession | null = null): boolean =>
    (a !== null && isAuthor(a) && (isSuperadmin(a) || (a.projectPath !== null && r.projects.includes(a.projectPath)))) ||
    (sessionOf(s, r) && s!.fullAccess);

  return {
    /** Superadmins see every project; other users their own; anonymous visitors none. */
    projectListScope: (a: Actor | null): 'all' | 'own' | 'none' => (isSuperadmin(a) ? 'all' : a ? 'own' : 'none'),

    createProject: (a: Actor | null) => isSuperadmin(a),

    /** A project page lists its public apps to anyone, and all its apps to its own users. */
    projectAppsScope: (a: Actor | null, projectId: string): 'all' | 'public' =>
      isSuperadmin(a) || belongsTo(a, projectId) ? 'all' : 'public',

    /** Superadmins see every user, admins the users of their project, nobody else any. */
    userListScope: (a: Actor | null): 'all' | 'project' | 'none' =>
      isSuperadmin(a) ? 'all' : a?.role === 'admin' && a.projectId ? 'project' : 'none',

    /** Superadmins create any user; admins create non-superadmins in their own project only. */
    createUser: (a: Actor | null, target: { role: Role; projectId: string | null }) =>
      isSuperadmin(a) ||
      (a?.role === 'admin' && a.projectId !== null && target.role !== 'superadmin' && target.projectId === a.projectId),

    /**
     * Disabling, enabling and deleting a user: superadmins any other user; admins the other
     * non-superadmin users of their own project. Nobody their own account, so that no one locks
     * themselves out.
     */
    manageUser: (a: Actor | null, target: { id: string; role: Role; projectId: string | null }) =>
      a !== null &&
      a.id !== target.id &&
      (isSuperadmin(a) || (a.role === 'admin' && a.projectId !== null && target.role !== 'superadmin' && target.projectId === a.projectId)),

    readApp: (a: Actor | null, v: AppRef) => v.isPublic || isSuperadmin(a) || belongsTo(a, v.projectId),

    /** Authors (not viewers) create apps in their own project; superadmins anywhere. */
    createApp: (a: Actor | null, projectId: string) => a !== null && isAuthor(a) && (isSuperadmin(a) || belongsTo(a, projectId)),

    updateApp: (a: Actor | null, v: AppRef) => a !== null && isAuthor(a) && (isSuperadmin(a) || belongsTo(a, v.projectId)),

    queryRepository,

    updateRepository,

    /**
     * A rule changes the repository, so running it needs what an update needs; a rule its authors
     * marked public may also be run by whoever may query the repository (a reader, an anonymous
     * visitor of a public app).
     */
    runRule: (a: Actor | null, r: RepositoryRef, rule: { isPublic: boolean }, s: RepositorySession | null = null) =>
      updateRepository(a, r, s) || (rule.isPublic && queryRepository(a, r, s)),

    /** Jobs (rule chains, uploads) are listed to whoever may query the repository. */
    listJobs: (a: Actor | null, r: RepositoryRef, s: RepositorySession | null = null) => queryRepository(a, r, s),

    /** Whether a repository account may use an app; without a viewer path only the repository counts. */
    repositoryAccountMayUseApp: (s: RepositorySession, viewerPath: string | undefined) =>
      viewerPath === undefined || viewerPath === '' || s.viewerPaths === null || s.viewerPaths.includes(viewerPath),

    manageRepositories: (a: Actor | null) => isSuperadmin(a),

    /** Only a superadmin who is on GRAFIEK_DELETE_ADMINS or owns the app (README: Who may do what). */
    deleteApp: (a: Actor | null, v: AppRef) =>
      a !== null && isSuperadmin(a) && (deleteAdmins.includes(a.email.toLowerCase()) || v.ownerId === a.id),
  };
}

export type Policy = ReturnType<typeof createPolicy>;

/** Whoever sends a request: a platform user and the browser's repository login, each maybe absent. */
export interface Caller {
  actor: Actor | null;
  repositorySession?: RepositorySession | null;
}

/** What a refused caller is told. */
export interface Refusal {
  /** To a caller who is logged in but may not do this (403). */
  forbidden?: string;
  /** To a caller who is not logged in (401): the web app then offers a login. */
  logIn?: string;
  /**
   * The repository the decision is about. Only there does a repository login count as being
   * logged in; anywhere else (apps, users, rules) it is not a login at all.
   */
  repository?: string;
}

/** Logged in for the decision at hand: a platform user, or a repository login of that repository. */
export function isLoggedIn(caller: Caller, repository?: string): boolean {
  return caller.actor !== null || (repository !== undefined && caller.repositorySession?.repo === repository);
}

/**
 * The one place where a policy decision becomes an answer. A refused caller who is not logged in
 * gets 401, so that the web app asks them to log in; a logged-in caller without the right gets
 * 403, since logging in again would not help. An expired or invalid login never gets here:
 * authentication answers 401 for it on every route, public ones included (README: Who may do what).
 */
export function authorize(caller: Caller, allowed: boolean, refusal: Refusal = {}): void {
  if (allowed) return;
  throw isLoggedIn(caller, refusal.repository) ? forbidden(refusal.forbidden) : unauthorized(refusal.logIn);
}
