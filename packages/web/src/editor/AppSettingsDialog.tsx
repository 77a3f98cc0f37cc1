import { Alert, Button, Divider, Group, Modal, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { toBoolean, toList } from '@grafiek/core';
import { useEffect, useState } from 'react';
import type { AppConfig } from '../api/platformTypes';
import type { AppDocument } from '../viewer/appDocument';
import { CodeEditor } from './CodeEditor';
import { EmbedSection } from './EmbedSection';
import { StaticExportButton } from './StaticExportButton';
import { exportFileName } from './exportFileName';
import { JsonEditorPanel } from './JsonEditorPanel';

/** Kept from the open app whatever the whole-config JSON says. */
const KEPT_FIELDS = ['id', 'user', 'path', 'project', 'createdAt'] as const;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value, null, 4) : String(value);
}

function listText(value: unknown): string {
  return toList(value).join(', ');
}

export function AppSettingsDialog({ opened, document, onClose }: { opened: boolean; document: AppDocument; onClose: () => void }) {
  const [draft, setDraft] = useState<AppConfig>(document.get());
  const [configText, setConfigText] = useState('');
  const [configError, setConfigError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    const current = document.get();
    setDraft(current);
    setConfigText(JSON.stringify(current, null, 4));
    setConfigError(null);
  }, [opened, document]);

  const update = (patch: Partial<AppConfig>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      setConfigText(JSON.stringify(next, null, 4));
      return next;
    });
  };
  const onConfigText = (value: string) => {
    setConfigText(value);
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('The config must be a JSON object');
      const current = document.get();
      const next = { ...(parsed as AppConfig) };
      for (const field of KEPT_FIELDS) {
        if (current[field] === undefined) delete next[field];
        else (next as Record<string, unknown>)[field] = current[field];
      }
      setDraft(next);
      setConfigError(null);
    } catch (error) {
      setConfigError(error instanceof Error ? error.message : String(error));
    }
  };

  const flag = (key: string, label: string, help?: string) => (
    <Switch label={label} description={help} checked={toBoolean(draft[key])} onChange={(event) => update({ [key]: event.currentTarget.checked })} />
  );
  const field = (key: string, label: string, help?: string, placeholder?: string) => (
    <TextInput label={label} description={help} placeholder={placeholder} value={text(draft[key])} onChange={(event) => update({ [key]: event.currentTarget.value })} />
  );
  const project = draft.project && typeof draft.project === 'object' ? draft.project.path : '';

  return (
    <Modal opened={opened} onClose={onClose} title="App settings" size="xl" zIndex={1300} closeOnClickOutside={false} data-testid="app-settings">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500}>
            Layout
          </Text>
          <SegmentedControl
            value={draft.layoutName === 'CUSTOM' ? 'CUSTOM' : 'ORIGINAL'}
            onChange={(value) => update({ layoutName: value, layout: { ...(typeof draft.layout === 'object' && draft.layout ? draft.layout : {}), showFooter: value !== 'CUSTOM' } })}
            data={[
              { value: 'CUSTOM', label: 'Custom' },
              { value: 'ORIGINAL', label: 'Original' },
            ]}
          />
        </div>
        {field('title', 'Title')}
        {field('subtitle', 'Subtitle')}
        <Textarea label="Info message" description="Shown by the info button; URLs become links." autosize minRows={2} value={text(draft.infoMessage)} onChange={(event) => update({ infoMessage: event.currentTarget.value })} />
        {flag('popupInfoAtStart', 'Show popup info at start')}
        <div>
          <Text size="sm" fw={500}>
            Pre-app JavaScript
          </Text>
          <Text size="xs" c="dimmed">
            Runs once when the app opens, in the script sandbox: it can read and publish app variables, not the page; errors are only logged.
          </Text>
          <CodeEditor ariaLabel="Pre-app JavaScript" language="javascript" value={text(draft.prejs)} onChange={(value) => update({ prejs: value })} height="80px" />
        </div>
        {field('bbsparqlendpoint', 'Repository and app parameters', 'Query-string-like text: repo=...&repo2=...&login=...&psw=... . With repo= the app needs its repository login.')}
        {field('repoURL', 'Sparql endpoint', 'A repository of this server (e.g. demo) or the full URL of a SPARQL endpoint.')}
        {field('localRepoURL', 'Local sparql endpoint', 'Used instead when the app is opened on localhost.')}
        {field('sparqlErrorMessage', 'Sparql endpoint error message')}
        {field('logoURL', 'Logo URL')}
        {field('css', 'Global CSS as JSON', 'Style properties for the main area, e.g. {"height": "100%"}. Ignored when it does not parse.')}
        {field('pageWidth', 'Page width', undefined, 'e.g. 99% or 1200px')}
        <JsonEditorPanel label="Default parameter values" value={text(draft.parameterValues)} onChange={(value) => update({ parameterValues: value })} fileName="parameter-values.json" />
        {flag('update60Enabled', 'Enable update60 refresh (60 s interval)')}
        {flag('parseUrlProperties', 'Parse URL parameters as property values')}
        {flag('notShowTop', 'Do not show top')}
        {flag('logoutbutton', 'Show logout button in header')}
        {flag('notShowBottom', 'Do not show bottom')}
        <TextInput
          label="App variables replaced in the URL"
          description="Comma-separated. Each change replaces the current history entry, so Back skips it."
          value={listText(draft.updateURLVariables)}
          onChange={(event) => update({ updateURLVariables: event.currentTarget.value.split(',').map((name) => name.trim()).filter(Boolean) })}
        />
        <TextInput
          label="App variables pushed to the URL"
          description="Comma-separated. Each change adds a history entry, so Back returns to the previous value."
          value={listText(draft.pushURLVariables)}
          onChange={(event) => update({ pushURLVariables: event.currentTarget.value.split(',').map((name) => name.trim()).filter(Boolean) })}
        />
        <Divider />
        <JsonEditorPanel label="Whole config as JSON" value={configText} onChange={onConfigText} fileName={exportFileName(project ?? '', draft.path)} />
        {configError && (
          <Alert color="red" variant="light" role="alert" data-testid="config-json-error">
            {configError}
          </Alert>
        )}
        {flag('public', 'Public', 'Anyone may open the app without logging in.')}
        {project && draft.path ? (
          <>
            <EmbedSection projectPath={project} appPath={draft.path} isPublic={toBoolean(draft.public)} />
            <StaticExportButton projectPath={project} appPath={draft.path} />
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={configError !== null}
            onClick={() => {
              document.set(draft, 'edit');
              onClose();
            }}
          >
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
