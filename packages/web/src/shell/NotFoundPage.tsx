import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShellPage } from './ShellPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ShellPage pageTitle={t('notFound.title')} size="sm" header={{ title: t('product.name') }}>
      <Stack align="center" gap="md" py={48} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapQuestion size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h2" c="grafiek.9">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.text', { path: pathname })}
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />} mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </ShellPage>
  );
}
