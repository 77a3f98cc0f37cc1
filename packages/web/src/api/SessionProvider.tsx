import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from './ApiError';
import { platformClient } from './platformClient';
import type { Me } from './platformTypes';
import { hasLogin } from './loginCookie';

/**
 * `checking` is the moment at start-up when the browser has a login cookie but /api/me has not
 * answered yet; screens wait instead of flashing the login form at a user who is in fact logged in.
 */
export type SessionStatus = 'checking' | 'loggedOut' | 'loggingIn' | 'loggedIn';

export interface Session {
  status: SessionStatus;
  me: Me | null;
  isLoggedIn: boolean;
  isLoggingIn: boolean;
  /** Resolves on success; rejects with the message to show on failure. */
  login: (email: string, password: string) => Promise<Me>;
  /** Resolves once the server has removed the login cookies (or could not be reached). */
  logout: () => Promise<void>;
  /** A platform call answered 401: the login is no good any more (the server removed its cookies). */
  expire: () => void;
  /**
   * Changes the user's own password; this browser keeps its login under a new token, every other
   * login of the account ends. Rejects with the server's message.
   */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Asks the server to remove the login cookies (a page script cannot: they are HttpOnly). */
function endLogin(): Promise<void> {
  return platformClient.logout().catch((error: unknown) => console.error('Logging out failed', error));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (hasLogin() ? 'checking' : 'loggedOut'));
  const [me, setMe] = useState<Me | null>(null);

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    platformClient
      .me()
      .then((user) => {
        if (cancelled) return;
        if (!user) {
          console.error('The answer of /api/me is not a user; the login is ended. In development, use the dev script (`npm run dev -w packages/web`), which sends /api to the platform server.');
          void endLogin();
        }
        setMe(user);
        setStatus(user ? 'loggedIn' : 'loggedOut');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A 401 has already removed the cookies; a 403 means the login may not be used here.
        if (isApiError(error, 403)) void endLogin();
        setMe(null);
        setStatus('loggedOut');
      });
    return () => {
      cancelled = true;
    };
  }, [status]);

  const login = useCallback(async (email: string, password: string) => {
    setStatus('loggingIn');
    try {
      // The server answers with the login cookies; the token in the body is for API clients.
      const result = await platformClient.login(email, password);
      setMe(result.me);
      setStatus('loggedIn');
      return result.me;
    } catch (error) {
      setMe(null);
      setStatus('loggedOut');
      throw error;
    }
  }, []);

  const expire = useCallback(() => {
    setMe(null);
    setStatus('loggedOut');
  }, []);

  const logout = useCallback(async () => {
    await endLogin();
    expire();
  }, [expire]);

  const changePassword = useCallback(async (currentPassword: string, newPassword: string) => {
    const result = await platformClient.changePassword(currentPassword, newPassword);
    setMe(result.me);
  }, []);

  const value = useMemo<Session>(
    () => ({
      status,
      me,
      isLoggedIn: status === 'loggedIn',
      isLoggingIn: status === 'loggingIn',
      login,
      logout,
      expire,
      changePassword,
    }),
    [status, me, login, logout, expire, changePassword],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
