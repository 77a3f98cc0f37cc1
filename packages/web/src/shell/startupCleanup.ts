import { removeStoredTokens } from '../api/loginCookie';

/**
 * Earlier versions of the product kept the login token in the browser's storage, where every
 * script could read it (the login is an HttpOnly cookie now), and registered a service worker
 * that served stale bundles; both are removed, so that every visit gets the current app.
 */
export function startupCleanup(): void {
  removeStoredTokens();
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
  }
}
