import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../api/SessionProvider';
import { SessionCheckSpinner } from '../RequireLogin';
import { readReturnPath } from '../returnPath';
import { ShellPage } from '../ShellPage';
import { LoginForm } from './LoginForm';

/** Where a successful login lands: the remembered page, else the project list. A full load follows. */
export function goAfterLogin(search: string): void {
  window.location.assign(readReturnPath(search) ?? '/');
}

export function LoginPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();

  if (status === 'checking') return <SessionCheckSpinner />;
  // Someone already logged in who follows a link to /login is simply sent on.
  if (status === 'loggedIn') return <Navigate to={readReturnPath(location.search) ?? '/'} replace />;

  return (
    <ShellPage pageTitle={t('login.welcome')} size="sm" header={{ title: t('product.name'), noLoginButton: true }}>
      <LoginForm onLoggedIn={() => goAfterLogin(location.search)} />
    </ShellPage>
  );
}
