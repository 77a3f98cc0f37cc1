import { Button, CopyButton, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { embedOrigins } from '../api/deploymentMode';
import { embedSnippet } from './embedSnippet';

/** The app settings' "Embed in another site": the snippet to copy, and what it needs to work. */
export function EmbedSection({ projectPath, appPath, isPublic }: { projectPath: string; appPath: string; isPublic: boolean }) {
  const snippet = embedSnippet(window.location.origin, projectPath, appPath);
  const origins = embedOrigins();
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="embed-snippet">
      <Text size="sm" fw={500}>
        {t('editor.embed.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {origins.length > 0
          ? t('editor.embed.allowed', { origins: origins.join(', ') })
          : t('editor.embed.noneAllowed')}{' '}
        {isPublic ? '' : t('editor.embed.notPublic')}
      </Text>
      <Textarea aria-label={t('editor.embed.snippet')} readOnly autosize minRows={4} maxRows={12} value={snippet} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }} />
      <CopyButton value={snippet}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant="light" w="fit-content" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
            {copied ? t('editor.embed.copied') : t('editor.embed.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
