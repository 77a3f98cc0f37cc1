import type { Role } from '../../api/platformTypes';

/** The roles a user may hand out: only a superadmin may make another superadmin. */
export function roleChoices(actorRole: Role | undefined): Role[] {
  const roles: Role[] = ['viewer', 'editor', 'admin'];
  return actorRole === 'superadmin' ? [...roles, 'superadmin'] : roles;
}
