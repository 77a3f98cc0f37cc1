import { Alert, Button, Divider, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { LayoutNode } from '@grafiek/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { allOptions, applyWidgetType, OPTION_KINDS, optionApplies, optionError, type AnyWidgetDefinition, type OptionSpec } from '../kit';
import { findWidget, loadAllWidgets, widgetCatalogue } from '../widgets/registry';
import { OptionField } from './OptionField';
import { optionSections } from './optionSections';

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

export function invalidFieldsText(count: number): string {
  return count === 1 ? '1 field above is invalid' : `${count} fields above are invalid`;
}

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
    <Modal opened={props.opened} onClose={props.onCancel} title="Widget Settings" size="xl" zIndex={1300} data-testid="widget-settings">
      {failure ? (
        <Alert color="red" variant="light" title="The widget settings could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            <Button
              size="xs"
              onClick={() => {
                setFailure(null);
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading the widget settings" />
      )}
    </Modal>
  );
}

function SettingsDialog({ opened, node, variables, onPreview, onApply, onCancel, definitions }: WidgetSettingsDialogProps & { definitions: readonly AnyWidgetDefinition[] }) {
  const [draft, setDraft] = useState<LayoutNode>(node);
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
  const options = useMemo(() => (definition ? allOptions(definition) : {}), [definition]);
  const [filter, setFilter] = useState('');
  const visible = Object.entries(options).filter(([, spec]) => optionApplies(spec, draft, options));
  const errors = visible.map(([key, spec]) => [key, optionError(spec, draft[key])] as const).filter(([, error]) => error !== null);
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
    <Modal opened={opened} onClose={onCancel} title="Widget Settings" size="xl" zIndex={1300} closeOnClickOutside={false} data-testid="widget-settings">
      <Stack gap="sm">
        <Select
          label="Widget"
          placeholder="Search widgets..."
          nothingFoundMessage="No widgets found"
          searchable
          data={catalogue}
          value={definition?.type ?? null}
          onChange={chooseType}
          comboboxProps={{ withinPortal: true, zIndex: 1500 }}
          data-option="widget"
        />
        {typeof draft.widget === 'string' && draft.widget && !definition && (
          <Alert color="gray" variant="light">
            The type {draft.widget} is not available in this version; its settings are kept as they are.
          </Alert>
        )}
        {definition && visible.length > FILTER_FROM && (
          <TextInput
            aria-label="Filter settings"
            placeholder={`Filter ${visible.length} settings by name or help text`}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            data-testid="settings-filter"
          />
        )}
        {definition &&
          sections.map((section) => (
            <section key={section.title} aria-label={section.title} data-settings-section={section.title}>
              <Divider label={section.title} labelPosition="left" mb="xs" />
              <Stack gap="sm">{section.options.map(field)}</Stack>
            </section>
          ))}
        {definition && filter && sections.length === 0 && (
          <Text size="sm" c="dimmed">
            No settings match "{filter}".
          </Text>
        )}
        {errors.length > 0 && (
          <Alert color="red" variant="light" role="alert" data-testid="settings-errors">
            <Text size="sm">{invalidFieldsText(errors.length)}</Text>
            {filteredOut.length > 0 && (
              <Text size="sm">Hidden by the filter: {filteredOut.map(([key]) => options[key]?.label ?? key).join(', ')}</Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={errors.length > 0} onClick={() => onApply(finalNode(draft, options))}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
