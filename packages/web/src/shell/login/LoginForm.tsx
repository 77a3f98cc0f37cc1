import { Alert, Button, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError';
import { useSession } from '../../api/SessionProvider';
import { isEmail } from './emailPattern';

interface LoginFormProps {
  /** Called after a successful login; the caller decides where to go. */
  onLoggedIn: () => void;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const validate = (): FieldErrors => ({
    username: !username.trim() ? t('login.required') : !isEmail(username.trim()) ? t('login.invalidEmail') : undefined,
    password: !password ? t('login.required') : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setError(null);
    try {
      await session.login(username.trim(), password);
      onLoggedIn();
    } catch (failure) {
      // The server's own words when it has them (for example a rate limit), else the spec's text.
      const message = failure instanceof ApiError && failure.status !== 200 && failure.message ? failure.message : t('login.failed');
      setError(message);
    }
  };

  const busy = session.isLoggingIn;

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }} maw={440} mx="auto" w="100%">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} id="login-title" size="h2" c="grafiek.9">
              {t('login.welcome')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.intro')}
            </Text>
          </Stack>
          <TextInput
            label={t('login.username')}
            type="email"
            name="username"
            autoComplete="username"
            required
            leftSection={<IconAt size={16} aria-hidden />}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={fieldErrors.username}
            disabled={busy}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            disabled={busy}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth disabled={busy} leftSection={busy ? <Loader size={16} color="white" aria-label={t('login.loggingIn')} /> : undefined}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
