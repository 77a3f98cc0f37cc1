import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from './ApiError';
import { platformClient } from './platformClient';
import type { Me } from './platformTypes';
import { clearToken, readToken, writeToken } from './tokenStore';

/**
 * `checking` is the moment at start-up when a stored token exists but /api/me has not answered
 * yet; screens wait instead of flashing the login form at a user who is in fact logged in.
 */
export type SessionStatus = 'checking' | 'loggedOut' | 'loggingIn' | 'loggedIn';

export interface Session {
  status: SessionStatus;
  me: Me | null;
  isLoggedIn: boolean;
  isLoggingIn: boolean;
  /** Resolves on success; rejects with the message to show on failure. */
  login: (email: string, password: string) => Promise<Me>;
  logout: () => void;
  /** A platform call answered 401: the token is no good any more. */
  expire: () => void;
  /**
   * Changes the user's own password; this browser keeps its login under a new token, every other
   * login of the account ends. Rejects with the server's message.
   */
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? 'checking' : 'loggedOut'));
  const [me, setMe] = useState<Me | null>(null);

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    platformClient
      .me()
      .then((user) => {
        if (cancelled) return;
        if (!user) {
          console.error('The answer of /api/me is not a user; the token is cleared. In development, use the dev script (`npm run dev -w packages/web`), which sends /api to the platform server.');
          clearToken();
        }
        setMe(user);
        setStatus(user ? 'loggedIn' : 'loggedOut');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isApiError(error, 401) || isApiError(error, 403)) clearToken();
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
      const result = await platformClient.login(email, password);
      writeToken(result.token);
      setMe(result.me);
      setStatus('loggedIn');
      return result.me;
    } catch (error) {
      clearToken();
      setMe(null);
      setStatus('loggedOut');
      throw error;
    }
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setMe(null);
    setStatus('loggedOut');
  }, []);

  const expire = logout;

  const changePassword = useCallback(async (currentPassword: string, newPassword: string) => {
    const result = await platformClient.changePassword(currentPassword, newPassword);
    writeToken(result.token);
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
