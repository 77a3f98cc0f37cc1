import { removeLegacyTokens } from '../api/tokenStore';

/**
 * Earlier versions of the product registered a service worker that served stale bundles;
 * it is removed so that every visit gets the current app.
 */
export function startupCleanup(): void {
  removeLegacyTokens();
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
  }
}
