import { Alert, Button, Divider, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { LayoutNode } from '@grafiek/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allOptions, applyWidgetType, OPTION_KINDS, optionApplies, optionError, type AnyWidgetDefinition, type OptionSpec } from '../kit';
import { LOADING_GROUP, PANEL_GROUP, VISIBILITY_GROUP } from '../kit/commonOptions';
import { findWidget, loadAllWidgets, widgetCatalogue } from '../widgets/registry';
import { OptionField } from './OptionField';
import { optionSections } from './optionSections';
import { localizedGroup, localizedOptions } from './optionTexts';
import { useOptionTexts } from './useOptionTexts';

/** Edits show in the preview after a 200 ms pause, as in the original product. */
export const PREVIEW_DELAY_MS = 200;

export interface WidgetSettingsDialogProps {
  opened: boolean;
  node: LayoutNode;
  variables: readonly string[];
  /** Shows a draft in the page without saving it. */
  onPreview: (node: LayoutNode) => void;
  /** OK: apply, save and close. */
  onApply: (node: LayoutNode) => void;
  /** Cancel: the original comes back. */
  onCancel: () => void;
}

/** Above this many fields the dialog offers a filter box. */
const FILTER_FROM = 12;

/** The option groups every widget shares (kit's common and message options), by their key in the texts. */
const SHARED_SECTIONS: Readonly<Record<string, string>> = {
  [PANEL_GROUP]: 'panel',
  [LOADING_GROUP]: 'loading',
  [VISIBILITY_GROUP]: 'visibility',
  Messages: 'messages',
};

/**
 * The node the draft stands for: JSON options parsed, and the type's setup applied (e.g. one area
 * per tab), so that neither the preview nor OK leaves the view to fix the node up, which would be
 * saved as an edit of its own.
 */
function finalNode(node: LayoutNode, options: Record<string, OptionSpec>): LayoutNode {
  const next: LayoutNode = { ...node };
  for (const [key, spec] of Object.entries(options)) if (key in next) next[key] = OPTION_KINDS[spec.kind].toStored(next[key], spec);
  const definition = findWidget(next.widget)?.definition;
  return definition?.setup ? definition.setup(next) : next;
}

/**
 * The Widget Settings dialog, generated from the widget definitions: the common part in the
 * original product's order, then the widget's own options, in sections by their group. The
 * definitions are not in the viewer's first download; the editor asks for all of them when it
 * opens, so that the dialog is ready when an author first needs it.
 */
export function WidgetSettingsDialog(props: WidgetSettingsDialogProps) {
  const [definitions, setDefinitions] = useState<readonly AnyWidgetDefinition[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { t } = useTranslation();
  useEffect(() => {
    let current = true;
    loadAllWidgets().then(
      (loaded) => current && setDefinitions(loaded),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  if (definitions) return <SettingsDialog {...props} definitions={definitions} />;
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t('editor.widgetSettings.title')} size="xl" zIndex={1300} data-testid="widget-settings">
      {failure ? (
        <Alert color="red" variant="light" title={t('editor.widgetSettings.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            <Button
              size="xs"
              onClick={() => {
                setFailure(null);
                setAttempt((count) => count + 1);
              }}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Loader size="sm" aria-label={t('editor.widgetSettings.loading')} />
      )}
    </Modal>
  );
}

function SettingsDialog({ opened, node, variables, onPreview, onApply, onCancel, definitions }: WidgetSettingsDialogProps & { definitions: readonly AnyWidgetDefinition[] }) {
  const [draft, setDraft] = useState<LayoutNode>(node);
  const { t } = useTranslation();
  const original = useRef(node);
  useEffect(() => {
    if (opened) {
      original.current = node;
      setDraft(node);
    }
    // Only a fresh opening resets the draft; the node changes while previewing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const definition = findWidget(draft.widget)?.definition;
  const optionTexts = useOptionTexts();
  const options = useMemo(() => (definition ? localizedOptions(optionTexts, definition.type, allOptions(definition)) : {}), [definition, optionTexts]);
  const [filter, setFilter] = useState('');
  const visible = Object.entries(options).filter(([, spec]) => optionApplies(spec, draft, options));
  const errors = visible.map(([key, spec]) => [key, optionError(spec, draft[key], t)] as const).filter(([, error]) => error !== null);
  const sections = optionSections(visible, definition?.label ?? '', filter);
  const shownKeys = new Set(sections.flatMap((section) => section.options.map(([key]) => key)));
  const filteredOut = errors.filter(([key]) => !shownKeys.has(key));

  // The live preview: a pause after the last edit, and only for drafts that have no errors.
  useEffect(() => {
    if (!opened || draft === original.current || errors.length > 0) return;
    const timer = setTimeout(() => onPreview(finalNode(draft, options)), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, opened]);

  const catalogue = useMemo(() => widgetCatalogue(definitions).map((widget) => ({ value: widget.type, label: widget.label })), [definitions]);
  const set = (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value }));
  const chooseType = (type: string | null) => {
    const chosen = findWidget(type)?.definition;
    if (!chosen) return;
    setDraft((current) => applyWidgetType(current, chosen));
  };

  const field = ([key, spec]: readonly [string, OptionSpec]) => (
    <OptionField key={key} name={key} spec={spec} value={draft[key]} error={errors.find(([name]) => name === key)?.[1] ?? null} onChange={(value) => set(key, value)} variables={variables} />
  );

  return (
    <Modal opened={opened} onClose={onCancel} title={t('editor.widgetSettings.title')} size="xl" zIndex={1300} closeOnClickOutside={false} data-testid="widget-settings">
      <Stack gap="sm">
        <Select
          label={t('editor.widgetSettings.widget')}
          placeholder={t('editor.widgetSettings.searchWidgets')}
          nothingFoundMessage={t('editor.widgetSettings.noWidgets')}
          searchable
          data={catalogue}
          value={definition?.type ?? null}
          onChange={chooseType}
          comboboxProps={{ withinPortal: true, zIndex: 1500 }}
          data-option="widget"
        />
        {typeof draft.widget === 'string' && draft.widget && !definition && (
          <Alert color="gray" variant="light">
            {t('editor.widgetSettings.unknownType', { type: draft.widget })}
          </Alert>
        )}
        {definition && visible.length > FILTER_FROM && (
          <TextInput
            aria-label={t('editor.widgetSettings.filter')}
            placeholder={t('editor.widgetSettings.filterPlaceholder', { count: visible.length })}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            data-testid="settings-filter"
          />
        )}
        {definition &&
          sections.map((section) => {
            const shared = SHARED_SECTIONS[section.title];
            const title = shared ? t(`editor.widgetSettings.sections.${shared}`) : localizedGroup(optionTexts, section.title);
            return (
              <section key={section.title} aria-label={title} data-settings-section={section.title}>
                <Divider label={title} labelPosition="left" mb="xs" />
                <Stack gap="sm">{section.options.map(field)}</Stack>
              </section>
            );
          })}
        {definition && filter && sections.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('editor.widgetSettings.noMatch', { filter })}
          </Text>
        )}
        {errors.length > 0 && (
          <Alert color="red" variant="light" role="alert" data-testid="settings-errors">
            <Text size="sm">{t('editor.widgetSettings.invalidFields', { count: errors.length })}</Text>
            {filteredOut.length > 0 && (
              <Text size="sm">{t('editor.widgetSettings.hiddenByFilter', { names: filteredOut.map(([key]) => options[key]?.label ?? key).join(', ') })}</Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button disabled={errors.length > 0} onClick={() => onApply(finalNode(draft, options))}>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
