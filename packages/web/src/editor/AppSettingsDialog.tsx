import { Alert, Button, Divider, Group, Modal, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { toBoolean, toList } from '@grafiek/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(t('editor.appSettings.notAnObject'));
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
    <Modal opened={opened} onClose={onClose} title={t('editor.appSettings.title')} size="xl" zIndex={1300} closeOnClickOutside={false} data-testid="app-settings">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500}>
            {t('editor.appSettings.layout')}
          </Text>
          <SegmentedControl
            value={draft.layoutName === 'CUSTOM' ? 'CUSTOM' : 'ORIGINAL'}
            onChange={(value) => update({ layoutName: value, layout: { ...(typeof draft.layout === 'object' && draft.layout ? draft.layout : {}), showFooter: value !== 'CUSTOM' } })}
            data={[
              { value: 'CUSTOM', label: t('editor.appSettings.layoutCustom') },
              { value: 'ORIGINAL', label: t('editor.appSettings.layoutOriginal') },
            ]}
          />
        </div>
        {field('title', t('editor.appSettings.appTitle'))}
        {field('subtitle', t('editor.appSettings.subtitle'))}
        <Textarea label={t('editor.appSettings.infoMessage')} description={t('editor.appSettings.infoMessageHelp')} autosize minRows={2} value={text(draft.infoMessage)} onChange={(event) => update({ infoMessage: event.currentTarget.value })} />
        {flag('popupInfoAtStart', t('editor.appSettings.popupInfoAtStart'))}
        <div>
          <Text size="sm" fw={500}>
            {t('editor.appSettings.preJs')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('editor.appSettings.preJsHelp')}
          </Text>
          <CodeEditor ariaLabel={t('editor.appSettings.preJs')} language="javascript" value={text(draft.prejs)} onChange={(value) => update({ prejs: value })} height="80px" />
        </div>
        {field('bbsparqlendpoint', t('editor.appSettings.endpointParameters'), t('editor.appSettings.endpointParametersHelp'))}
        {field('repoURL', t('editor.appSettings.repoURL'), t('editor.appSettings.repoURLHelp'))}
        {field('localRepoURL', t('editor.appSettings.localRepoURL'), t('editor.appSettings.localRepoURLHelp'))}
        {field('sparqlErrorMessage', t('editor.appSettings.sparqlErrorMessage'))}
        {field('logoURL', t('editor.appSettings.logoURL'))}
        {field('css', t('editor.appSettings.css'), t('editor.appSettings.cssHelp'))}
        {field('pageWidth', t('editor.appSettings.pageWidth'), undefined, t('editor.appSettings.pageWidthPlaceholder'))}
        <JsonEditorPanel label={t('editor.appSettings.parameterValues')} value={text(draft.parameterValues)} onChange={(value) => update({ parameterValues: value })} fileName="parameter-values.json" />
        {flag('update60Enabled', t('editor.appSettings.update60'))}
        {flag('parseUrlProperties', t('editor.appSettings.parseUrlProperties'))}
        {flag('notShowTop', t('editor.appSettings.notShowTop'))}
        {flag('logoutbutton', t('editor.appSettings.logoutButton'))}
        {flag('notShowBottom', t('editor.appSettings.notShowBottom'))}
        <TextInput
          label={t('editor.appSettings.replaceUrlVariables')}
          description={t('editor.appSettings.replaceUrlVariablesHelp')}
          value={listText(draft.updateURLVariables)}
          onChange={(event) => update({ updateURLVariables: event.currentTarget.value.split(',').map((name) => name.trim()).filter(Boolean) })}
        />
        <TextInput
          label={t('editor.appSettings.pushUrlVariables')}
          description={t('editor.appSettings.pushUrlVariablesHelp')}
          value={listText(draft.pushURLVariables)}
          onChange={(event) => update({ pushURLVariables: event.currentTarget.value.split(',').map((name) => name.trim()).filter(Boolean) })}
        />
        <Divider />
        <JsonEditorPanel label={t('editor.appSettings.wholeConfig')} value={configText} onChange={onConfigText} fileName={exportFileName(project ?? '', draft.path)} />
        {configError && (
          <Alert color="red" variant="light" role="alert" data-testid="config-json-error">
            {configError}
          </Alert>
        )}
        {flag('public', t('editor.appSettings.public'), t('editor.appSettings.publicHelp'))}
        {project && draft.path ? (
          <>
            <EmbedSection projectPath={project} appPath={draft.path} isPublic={toBoolean(draft.public)} />
            <StaticExportButton projectPath={project} appPath={draft.path} />
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={configError !== null}
            onClick={() => {
              document.set(draft, 'edit');
              onClose();
            }}
          >
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
