import type { AppSummary, Me } from '../../api/platformTypes';

// The superadmins who may delete any app; configured per deployment rather than hard-coded.
const APP_DELETERS = (import.meta.env.VITE_GRAFIEK_APP_DELETERS ?? '')
  .split(',')
  .map((address) => address.trim().toLowerCase())
  .filter(Boolean);

/**
 * Only decides whether to show the delete icon; the server decides for real. The server's own
 * `canDelete` wins; without it, the spec's rule: a superadmin on the deployment's list or the owner.
 */
export function mayDeleteApp(me: Me | null, app: AppSummary): boolean {
  if (typeof app.canDelete === 'boolean') return app.canDelete;
  if (!me || me.role !== 'superadmin') return false;
  return APP_DELETERS.includes(me.email.toLowerCase()) || app.user?.id === me.id;
}
