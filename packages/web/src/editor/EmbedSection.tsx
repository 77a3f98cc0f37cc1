import { Button, CopyButton, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { embedOrigins } from '../api/deploymentMode';
import { embedSnippet } from './embedSnippet';

/** The app settings' "Embed in another site": the snippet to copy, and what it needs to work. */
export function EmbedSection({ projectPath, appPath, isPublic }: { projectPath: string; appPath: string; isPublic: boolean }) {
  const snippet = embedSnippet(window.location.origin, projectPath, appPath);
  const origins = embedOrigins();
  return (
    <Stack gap={4} data-testid="embed-snippet">
      <Text size="sm" fw={500}>
        Embed in another site
      </Text>
      <Text size="xs" c="dimmed">
        {origins.length > 0
          ? `Sites allowed to show apps in a frame: ${origins.join(', ')} (the server's GRAFIEK_EMBED_ORIGINS).`
          : 'No other site may show apps in a frame yet: the server administrator lists the sites in GRAFIEK_EMBED_ORIGINS.'}{' '}
        {isPublic ? '' : 'Visitors of another site are not logged in here: make the app public for them to see it.'}
      </Text>
      <Textarea aria-label="Embed snippet" readOnly autosize minRows={4} maxRows={12} value={snippet} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }} />
      <CopyButton value={snippet}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant="light" w="fit-content" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
            {copied ? 'Copied' : 'Copy snippet'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
