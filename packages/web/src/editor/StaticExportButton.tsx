import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformClient } from '../api/platformClient';

/**
 * "Export as static site": the app as a zip of a folder any static web server can serve, its
 * queries going straight to this server's endpoint (README: Static export). The saved app is
 * exported, not unsaved edits.
 */
export function StaticExportButton({ projectPath, appPath }: { projectPath: string; appPath: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const zip = await platformClient.downloadStaticSite(projectPath, appPath);
      const url = URL.createObjectURL(zip);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${projectPath}-${appPath}-static.zip`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('editor.staticExport.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('editor.staticExport.text')}
      </Text>
      <Button size="compact-sm" variant="light" w="fit-content" leftSection={<IconFileZip size={14} />} loading={state.busy} onClick={() => void download()}>
        {t('editor.staticExport.button')}
      </Button>
      {state.error && (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
