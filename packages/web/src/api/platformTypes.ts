import type { LayoutNode } from '@grafiek/core';
export const ROLES = ['superadmin', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export interface ProjectRef {
  id: string;
  path: string;
  title: string;
}

export interface Me {
  id: string;
  email: string;
  name: string;
  role: Role;
  project: ProjectRef | null;
}

export interface Project extends ProjectRef {
  createdAt: string;
}

export interface AppSummary {
  id: string;
  path: string;
  title: string;
  public: boolean;
  noConfigCache: boolean;
  user: { id: string; name: string } | null;
  createdAt: string;
  /** The server's own answer to "may this user delete it", when it gives one. */
  canDelete?: boolean;
}

export interface ProjectDetail extends Project {
  viewers: AppSummary[];
}

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  project: ProjectRef | null;
  /** A disabled user cannot log in (older servers leave it out). */
  disabled?: boolean;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
  project?: string;
}

export interface NewProject {
  title: string;
  path: string;
}

/**
 * An app as stored. Only the fields the shell reads are typed; everything else is kept as it
 * came, because existing configs carry keys this version does not know.
 */
export interface AppConfig {
  id?: string;
  path: string;
  title: string;
  subtitle?: string;
  logoURL?: string;
  infoMessage?: string;
  logoutbutton?: boolean | string;
  version?: number;
  new?: boolean;
  deleted?: boolean | string;
  mainArea?: AppArea | null;
  project?: ProjectRef;
  user?: { id?: string; name?: string };
  createdAt?: string;
  [key: string]: unknown;
}

/** One run of a rule or rule chain, as the repository's rule log keeps it. */
export interface RuleLog {
  id: string;
  tag: string;
  uri: string;
  params: Record<string, unknown>;
  success: boolean;
  messages: { level: 'INFO' | 'WARN' | 'ERROR'; text: string }[];
  items: { type: 'before-rule' | 'after-rule'; rule: string; timestamp: string }[];
  createdAt: string;
}

/** A node of the app's layout tree: core's model, which keeps unknown keys. */
export type AppArea = LayoutNode;
