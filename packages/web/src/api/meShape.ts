import { ROLES, type Me, type ProjectRef, type Role } from './platformTypes';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseProjectRef(value: unknown): ProjectRef | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return undefined;
  const { id, path, title } = value;
  if (typeof id !== 'string' || typeof path !== 'string' || typeof title !== 'string') return undefined;
  return { id, path, title };
}

/** The spec requires a user of the user shape with one of the four roles; anything else is refused. */
export function parseMe(value: unknown): Me | null {
  if (!isRecord(value)) return null;
  const { id, email, name, role } = value;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
  const project = parseProjectRef(value.project);
  if (project === undefined) return null;
  return { id, email, name, role: role as Role, project };
}
