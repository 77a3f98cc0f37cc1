import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/SessionProvider';
import { ShellPage } from '../ShellPage';

/** The length the server asks of a new password; the server also refuses common ones. */
const MIN_PASSWORD_LENGTH = 10;
const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The logged-in user's own account: who they are, and changing their password. */
export function AccountPage() {
  const { t } = useTranslation();
  const { me, changePassword } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      currentPassword: values.currentPassword ? undefined : t('login.required'),
      newPassword: values.newPassword.length >= MIN_PASSWORD_LENGTH ? undefined : t('account.tooShort'),
      repeatPassword: values.repeatPassword === values.newPassword ? undefined : t('account.mismatch'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setProblem(null);
    setBusy(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      notifications.show({ message: t('account.changed'), color: 'teal' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ShellPage pageTitle={t('account.heading')} header={{ title: t('product.name') }}>
      <Title order={1} size="h2" c="grafiek.9" mb="lg">
        {t('account.heading')}
      </Title>
      {me && (
        <Text mb="xl" data-testid="account-who">
          {me.name} · {me.email} · {t('account.role')}: {t(`roles.${me.role}`)}
          {me.project ? ` · ${t('account.project')}: ${me.project.title}` : ''}
        </Text>
      )}
      <Paper withBorder p="lg" maw={480}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('account.changePassword')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('account.changePassword')}
            </Title>
            <PasswordInput label={t('account.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
            <PasswordInput label={t('account.newPassword')} description={t('account.passwordRule')} autoComplete="new-password" {...field('newPassword')} />
            <PasswordInput label={t('account.repeatPassword')} autoComplete="new-password" {...field('repeatPassword')} />
            {problem && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {t('account.changePassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </ShellPage>
  );
}
