import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { importAppConfig } from '@grafiek/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { platformClient } from '../../api/platformClient';
import type { AppConfig } from '../../api/platformTypes';
import { importRefusalText, importTooLargeText } from './importText';

/** Largest config file the import reads; real app configs are a few hundred kB at most. */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * "Import app": a config file exported from Grafiek or from the original product becomes a new app
 * of this project, under its own path made unique. A file that is not an app config stores nothing
 * and says why.
 */
export function ImportAppButton({ projectPath, existingPaths, onImported }: { projectPath: string; existingPaths: readonly string[]; onImported: (app: AppConfig) => void }) {
  const { t } = useTranslation();
  // Cleared after each import, so that choosing the same file again imports it again.
  const resetRef = useRef<() => void>(null);
  const importApp = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_IMPORT_BYTES) throw new Error(importTooLargeText(file.size, MAX_IMPORT_BYTES, t));
      const imported = importAppConfig(await file.text(), existingPaths);
      if (!imported.ok) throw new Error(importRefusalText(imported.message, t));
      // Stored as the file has it: the web type names only the fields the shell reads.
      return platformClient.createApp(projectPath, imported.config as unknown as AppConfig);
    },
    onSuccess: (app) => {
      notifications.show({ color: 'teal', message: t('project.imported', { title: app.title || app.path, path: app.path }) });
      onImported(app);
    },
    onSettled: () => resetRef.current?.(),
    onError: (error) => {
      if (isApiError(error, 401)) return;
      notifications.show({ color: 'red', autoClose: false, message: t('project.importFailed', { message: error instanceof Error ? error.message : String(error) }) });
    },
  });
  return (
    <FileButton resetRef={resetRef} accept="application/json,.json" onChange={(file) => file && importApp.mutate(file)}>
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconFileImport size={18} />} loading={importApp.isPending} data-testid="import-app">
          {importApp.isPending ? t('project.importing') : t('project.importApp')}
        </Button>
      )}
    </FileButton>
  );
}
