import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../api/platformClient';
import { useSession } from '../api/SessionProvider';
import { loginUrlReturningTo, returnPathFor } from './returnPath';

/** Any platform call answering 401 ends the session and sends the user to log in, then back here. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // The listener is registered once; it reads the latest location through the ref.
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(
    () =>
      onUnauthorized(() => {
        const { pathname, search } = locationRef.current;
        if (pathname === '/login') return;
        session.expire();
        queryClient.clear();
        notifications.show({ id: 'session-expired', message: t('session.expired'), color: 'yellow' });
        void navigate(loginUrlReturningTo(returnPathFor(pathname, search)), { replace: true });
      }),
    [navigate, session, queryClient, t],
  );
  return null;
}
