import { Alert, Button, Divider, Image, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDatabase, IconLock, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginToRepository } from '../../api/repositoryLogin';
import { useSession } from '../../api/SessionProvider';
import { fetchSsoProviders, readSsoError, ssoAuthorizeUrl } from '../../api/ssoConfig';
import { readReturnPath } from '../returnPath';
import { ShellPage } from '../ShellPage';
import { decodeRepositoryBundle, type RepositoryBundle } from './repositoryBundle';

/** The page the user came from, to go back to once the repository knows them. */
function previousLocation(search: string): string {
  const returnPath = readReturnPath(search);
  if (returnPath) return new URL(returnPath, window.location.origin).href;
  if (document.referrer && new URL(document.referrer).origin === window.location.origin) return document.referrer;
  return new URL('/', window.location.origin).href;
}

export function RepositoryLoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const bundle = decodeRepositoryBundle(new URLSearchParams(location.search).get('id'));

  return (
    <ShellPage pageTitle={t('repoLogin.title')} size="sm" header={{ title: t('product.name'), noLoginButton: true }}>
      {bundle ? (
        <RepositoryLoginForm bundle={bundle} returnTo={previousLocation(location.search)} />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" maw={440} mx="auto">
          {t('repoLogin.invalid')}
        </Alert>
      )}
    </ShellPage>
  );
}

function RepositoryLoginForm({ bundle, returnTo }: { bundle: RepositoryBundle; returnTo: string }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ username: false, password: false });
  const [busy, setBusy] = useState(false);
  // A single sign-on that failed comes back here with its reason.
  const [error, setError] = useState<string | null>(() => readSsoError(window.location.search));

  const providers = useQuery({
    queryKey: ['sso-providers', bundle.repo, bundle.viewerPath],
    queryFn: ({ signal }) => fetchSsoProviders(bundle.repo, bundle.viewerPath, signal),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = { username: !username.trim(), password: !password };
    setMissing(nowMissing);
    if (nowMissing.username || nowMissing.password) return;
    setBusy(true);
    setError(null);
    const outcome = await loginToRepository(bundle.repo, username.trim(), password);
    if (outcome.ok) {
      window.location.assign(returnTo);
      return;
    }
    setBusy(false);
    setError(
      outcome.reason === 'wrongRepo'
        ? t('repoLogin.wrongRepo')
        : outcome.reason === 'network'
          ? t('repoLogin.requestFailure')
          : t('repoLogin.loginError'),
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }} maw={440} mx="auto">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="repo-login-title">
        <Stack gap="md">
          <Title order={1} size="h3" id="repo-login-title" c="grafiek.9">
            {t('repoLogin.title')}
          </Title>
          {me?.role === 'superadmin' && (
            <Text size="sm" c="dimmed" data-testid="repo-name">
              <IconDatabase size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 6 }} />
              {t('repoLogin.repository', { repo: bundle.repo })}
            </Text>
          )}
          <TextInput
            label={t('login.username')}
            name="login"
            autoComplete="username"
            required
            leftSection={<IconUser size={16} aria-hidden />}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={missing.username ? t('login.required') : undefined}
            disabled={busy}
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            name="psw"
            autoComplete="current-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={missing.password ? t('login.required') : undefined}
            disabled={busy}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth disabled={busy} leftSection={busy ? <Loader size={16} color="white" /> : undefined}>
            {t('login.submit')}
          </Button>
          {(providers.data ?? []).length > 0 && (
            <>
              <Divider label={t('repoLogin.or')} labelPosition="center" />
              <Stack gap="xs">
                {(providers.data ?? []).map((provider) => (
                  <Button
                    key={provider.ssoClientId}
                    component="a"
                    href={ssoAuthorizeUrl(provider.ssoClientId, returnTo, `${window.location.pathname}${window.location.search}`)}
                    variant="default"
                    size="md"
                    fullWidth
                    leftSection={provider.image ? <Image src={provider.image} alt="" h={20} w={20} fit="contain" /> : undefined}
                  >
                    {t('repoLogin.signInWith', { label: provider.label })}
                  </Button>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
