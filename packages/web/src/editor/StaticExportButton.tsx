import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { platformClient } from '../api/platformClient';

/**
 * "Export as static site": the app as a zip of a folder any static web server can serve, its
 * queries going straight to this server's endpoint (README: Static export). The saved app is
 * exported, not unsaved edits.
 */
export function StaticExportButton({ projectPath, appPath }: { projectPath: string; appPath: string }) {
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
        Static site
      </Text>
      <Text size="xs" c="dimmed">
        The saved app as a folder for any static web server (also under a sub-path); its queries go straight to this server&apos;s SPARQL endpoint, so the repository must be public.
      </Text>
      <Button size="compact-sm" variant="light" w="fit-content" leftSection={<IconFileZip size={14} />} loading={state.busy} onClick={() => void download()}>
        Export as static site
      </Button>
      {state.error && (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
