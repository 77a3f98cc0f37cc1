import { ActionIcon, Button, Center, ColorInput, Group, Loader, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLetterT, IconLine, IconOval, IconPointer, IconRectangle, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAppRuntime, useAreaActive, useReportWidgetState, useRunRule, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import { sanitizeInlineSvg } from '../../kit/diagram/inlineSvg';
import { svgFromRows } from '../../kit/diagram/svgFromRows';
import { failureNotice, messageText, ruleTexts } from '../../kit/ruleRuns';
import type { SvgEditorSettings } from '.';
import { saveRequest } from './saveRequest';
import { SvgCanvas, type CanvasStatus, type Paint, type Tool } from './svgCanvas';
import classes from './SvgEditorView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BB SVGEditor';
const DEFAULT_PAINT: Paint = { fill: '#a5d8ff', stroke: '#1c7ed6', strokeWidth: 2, text: 'Tekst', fontSize: 20 };
/** What an arrow key moves the selection by, in drawing units (with Shift: ten times as far). */
const NUDGE = 1;

/** The colours the toolbar sets: of the inside of shapes and texts, and of lines and outlines. */
const COLOURS = ['fill', 'stroke'] as const;

/** The drawing tools; their names are the texts widget.svgEditor.tools.<tool>. */
const TOOLS: { tool: Tool; icon: ReactNode }[] = [
  { tool: 'select', icon: <IconPointer size={16} aria-hidden /> },
  { tool: 'rect', icon: <IconRectangle size={16} aria-hidden /> },
  { tool: 'ellipse', icon: <IconOval size={16} aria-hidden /> },
  { tool: 'line', icon: <IconLine size={16} aria-hidden /> },
  { tool: 'text', icon: <IconLetterT size={16} aria-hidden /> },
];

export default function SvgEditorView({ settings, panelTitle }: WidgetViewProps<SvgEditorSettings>) {
  const { t } = useTranslation();
  const { store } = useAppRuntime();
  const runRule = useRunRule();
  const active = useAreaActive();
  const hasQuery = settings.query.trim() !== '';
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const rule = settings.saveRule.trim();

  // The drawing can be edited once its stored version is known: no query, or a query that answered.
  const answered = query.state === 'ready' || (query.state === 'empty' && query.waitingFor.length === 0 && query.resolvedQuery !== null);
  const editable = !hasQuery || answered;
  // The last answer counts while the widget is in a tab that is not shown (the query then rests).
  const stored = hasQuery && answered && query.table ? svgFromRows(query.table) : '';
  const clean = useMemo(() => (stored ? sanitizeInlineSvg(stored) : ''), [stored]);
  const storedProblem = stored.trim() && !clean ? 'The stored drawing has no <svg> element: a new drawing was started.' : undefined;

  let state: WidgetState;
  let error: string | undefined;
  if (hasQuery && !answered) {
    state = query.state;
    error = query.error;
  } else if (!rule) {
    state = 'error';
    error = t('widget.svgEditor.noRule');
  } else if (!active) {
    // In a tab that is not shown, like every widget there.
    state = 'empty';
  } else {
    state = 'ready';
  }
  useReportWidgetState(state, error);

  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<SvgCanvas | null>(null);
  const loaded = useRef<{ source: string | null; svg: string } | null>(null);
  const [status, setStatus] = useState<CanvasStatus>({ selected: null, dirty: false });
  const [tool, setTool] = useState<Tool>('select');
  const [paint, setPaint] = useState<Paint>(DEFAULT_PAINT);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paintNow = useRef(paint);
  paintNow.current = paint;

  useEffect(() => {
    if (!editable || !host.current) return;
    const drawing = new SvgCanvas(host.current, paintNow.current, setStatus);
    canvas.current = drawing;
    return () => {
      drawing.destroy();
      canvas.current = null;
      loaded.current = null;
    };
  }, [editable]);

  // A drawing of another subject always replaces the one shown; a newer stored version of the
  // same one does not replace changes that were not saved.
  const source = query.resolvedQuery;
  const { width, height } = settings;
  useEffect(() => {
    const drawing = canvas.current;
    if (!editable || !drawing) return;
    const previous = loaded.current;
    const sameSource = previous !== null && previous.source === source;
    if (sameSource && (previous.svg === clean || drawing.isDirty())) return;
    drawing.load(clean, { width: width > 0 ? width : 800, height: height > 0 ? height : 500 });
    drawing.setTool(tool);
    loaded.current = { source, svg: clean };
    setFailure(null);
    // The tool is set where it changes; a new drawing only takes it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editable, source, clean, width, height]);

  const chooseTool = (next: Tool) => {
    setTool(next);
    canvas.current?.setTool(next);
  };
  const changePaint = (change: Partial<Paint>) => {
    setPaint((current) => ({ ...current, ...change }));
    canvas.current?.setPaint(change);
  };

  const lookup = (name: string) => store.get(name);
  const save = async () => {
    const drawing = canvas.current;
    if (!drawing || saving || !rule) return;
    // What is stored is sanitised too, so that no other reader of the literal meets script.
    const request = saveRequest(store.getSnapshot(), settings.ruleparameters, sanitizeInlineSvg(drawing.toSvg()), settings.subjectVariable, t, lookup);
    if (!request.ok) {
      setFailure(request.error);
      return;
    }
    if (request.skipped.length > 0) console.warn(`${SOURCE}: extra rule parameters that are not text were skipped: ${request.skipped.join(', ')}`);
    setSaving(true);
    try {
      await runRule({ rule, command: settings.saveRuleIsTag ? 'runSparqlRulesWithTag' : 'runSparqlRule', parameters: request.parameters });
    } catch (saveError) {
      // The drawing stays as it is, unsaved, so that it can be saved again.
      const notice = failureNotice(saveError, messageText(settings.failureMessage, lookup), ruleTexts(t));
      console.error(notice.title, saveError);
      setFailure(`${notice.title}: ${notice.message}`);
      return;
    } finally {
      setSaving(false);
    }
    drawing.markSaved();
    setFailure(null);
    notifications.show({ color: 'green', message: messageText(settings.successMessage, lookup) || t('widget.svgEditor.saved') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const drawing = canvas.current;
    if (!drawing || event.target !== event.currentTarget) return;
    const step = event.shiftKey ? NUDGE * 10 : NUDGE;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (event.key === 'Delete' || event.key === 'Backspace') drawing.deleteSelected();
    else if (event.key === 'Escape') drawing.select(null);
    else if (moves[event.key] && status.selected) drawing.nudge(...moves[event.key]!);
    else return;
    event.preventDefault();
  };

  if (hasQuery && !answered) return <WidgetMessage query={query} texts={settings} />;

  return (
    <div className={classes.editor}>
      <Group gap={6} p={6} wrap="wrap" className={classes.toolbar} role="toolbar" aria-label={t('widget.svgEditor.tools.label')}>
        <ActionIcon.Group>
          {TOOLS.map((entry) => (
            <Tooltip key={entry.tool} label={t(`widget.svgEditor.tools.${entry.tool}`)} openDelay={400}>
              <ActionIcon variant={tool === entry.tool ? 'filled' : 'default'} aria-label={t(`widget.svgEditor.tools.${entry.tool}`)} aria-pressed={tool === entry.tool} onClick={() => chooseTool(entry.tool)}>
                {entry.icon}
              </ActionIcon>
            </Tooltip>
          ))}
        </ActionIcon.Group>
        {COLOURS.map((key) => (
          <ColorInput
            key={key}
            size="xs"
            w={125}
            aria-label={t(`widget.svgEditor.colour.${key}`)}
            format="hex"
            value={paint[key]}
            onChange={(colour) => changePaint({ [key]: colour })}
            eyeDropperButtonProps={{ 'aria-label': t(`widget.svgEditor.pickColour.${key}`) }}
          />
        ))}
        <TextInput size="xs" w={120} aria-label={t('widget.svgEditor.text')} placeholder={t('widget.svgEditor.textPlaceholder')} value={paint.text} onChange={(event) => changePaint({ text: event.currentTarget.value })} />
        <Tooltip label={t('widget.svgEditor.deleteTip')} openDelay={400}>
          <ActionIcon variant="default" aria-label={t('widget.svgEditor.delete')} disabled={!status.selected} onClick={() => canvas.current?.deleteSelected()}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button size="xs" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} disabled={!rule || !status.dirty} onClick={() => void save()}>
          {t('widget.svgEditor.save')}
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          {status.dirty ? t('widget.svgEditor.unsaved') : t('widget.svgEditor.savedShort')}
        </Text>
      </Group>
      {(!rule || storedProblem || failure) && (
        <div className={classes.problems}>
          {!rule && <WidgetProblem size="xs">{t('widget.svgEditor.noRule')}</WidgetProblem>}
          {storedProblem && <WidgetProblem size="xs">{storedProblem}</WidgetProblem>}
          {failure && <WidgetProblem size="xs">{failure}</WidgetProblem>}
        </div>
      )}
      {/* The drawing (sanitised before it is shown); arrow keys move the selection, Delete removes it. */}
      <div
        ref={host}
        className={classes.canvas}
        tabIndex={0}
        role="application"
        aria-label={t('widget.svgEditor.canvas', { name: panelTitle.trim() || t('widget.svgEditor.drawing') })}
        data-tool={tool}
        onKeyDown={onKeyDown}
      />
      {saving && (
        <Center className={classes.busy}>
          <Loader size="sm" aria-label={t('widget.svgEditor.saving')} />
        </Center>
      )}
    </div>
  );
}
