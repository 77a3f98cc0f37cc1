import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/SessionProvider';
import { loginUrlReturningTo, returnPathFor } from './returnPath';

export function SessionCheckSpinner() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Loader size={32} aria-label={t('common.loading')} />
    </Center>
  );
}

/** The spec's login protection: a logged-out visitor goes to /login and comes back after. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <SessionCheckSpinner />;
  if (status !== 'loggedIn') {
    return <Navigate to={loginUrlReturningTo(returnPathFor(location.pathname, location.search))} replace />;
  }
  return <>{children}</>;
}
