import { ActionIcon, Button, Group, SegmentedControl, Select, Text, Textarea } from '@mantine/core';
import { listPlaceholderVariables, type ResultTable } from '@grafiek/core';
import { IconArrowDown, IconArrowUp, IconMarkdown, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import { ResultGrid } from '../../kit/cells/ResultGrid';
import { SafeHtml } from '../../kit/SafeHtml';
import type { NotebookSettings } from '.';
import { DISPLAYS, insertCell, moveCell, newCell, reachedCells, readCells, removeCell, replaceCell, writeCells, type CellType, type Display, type NotebookCell } from './notebookCells';
import { markdownCellHtml } from './notebookMarkdown';
import classes from './Notebook.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'notebooks';
const NotebookChart = lazy(() => import('./NotebookChart'));

interface CellReport {
  state: WidgetState;
  error?: string;
}

export default function NotebookView({ settings, mode, updateConfig }: WidgetViewProps<NotebookSettings>) {
  const { t } = useTranslation();
  const { cells, problems: notes } = useMemo(() => readCells(settings.cells), [settings.cells]);
  const problems = notes.map((note) => t(note.key, note.values));
  const editing = mode === 'edit';

  // Top to bottom: a SPARQL cell runs once every SPARQL cell above it has settled.
  const [reports, setReports] = useState<ReadonlyMap<number, CellReport>>(new Map());
  const onReport = useCallback((index: number, report: CellReport) => {
    setReports((current) => {
      const old = current.get(index);
      if (old && old.state === report.state && old.error === report.error) return current;
      return new Map(current).set(index, report);
    });
  }, []);
  const settled = useMemo(() => new Set([...reports].filter(([, report]) => report.state !== 'loading').map(([index]) => index)), [reports]);
  const [reached, setReached] = useState(0);
  const reachedNow = reachedCells(cells, settled, reached);
  useEffect(() => setReached(reachedNow), [reachedNow]);

  const sparqlReports = cells.flatMap((cell, index) => (cell.type === 'sparql' ? [reports.get(index) ?? { state: 'loading' as const }] : []));
  const failed = sparqlReports.find((report) => report.state === 'error');
  const state: WidgetState = problems.length > 0 && cells.length === 0 ? 'error' : failed ? 'error' : sparqlReports.some((report) => report.state === 'loading') ? 'loading' : 'ready';
  useReportWidgetState(state, problems.length > 0 && cells.length === 0 ? problems[0] : failed?.error);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const onPublish = useMemo(() => (publishVariable ? (iri: string) => publish(publishVariable, iri) : undefined), [publishVariable, publish]);
  // Each edit applies to the config as it is then, so that quick edits (leaving a field by
  // clicking a button) build on each other.
  const edit = (change: (cells: NotebookCell[]) => NotebookCell[]) => updateConfig((config) => ({ ...config, cells: writeCells(change(readCells(config.cells).cells)) }));

  return (
    <div className={classes.root}>
      {problems.map((problem) => (
        <WidgetProblem key={problem} size="xs">
          {problem}
        </WidgetProblem>
      ))}
      {cells.length === 0 && !editing && (
        <Text size="sm" c="gray.7" p="sm">
          {settings.textNoResults.trim() || t('widget.notebook.noCells')}
        </Text>
      )}
      {cells.map((cell, index) => (
        <section key={index} className={classes.cell} aria-label={t('widget.notebook.cell', { number: index + 1 })} data-cell-type={cell.type}>
          {editing && <CellEditor cell={cell} index={index} count={cells.length} onChange={edit} />}
          {cell.type === 'markdown' ? (
            <MarkdownCell source={cell.source} />
          ) : (
            <SparqlCell cell={cell} index={index} enabled={index <= reachedNow} onReport={onReport} onPublish={onPublish} texts={settings} />
          )}
        </section>
      ))}
      {editing && (
        <Group gap="xs" p="xs">
          <Button size="compact-sm" variant="light" leftSection={<IconMarkdown size={14} />} onClick={() => edit((current) => insertCell(current, current.length, newCell('markdown')))}>
            {t('widget.notebook.addMarkdown')}
          </Button>
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => edit((current) => insertCell(current, current.length, newCell('sparql')))}>
            {t('widget.notebook.addSparql')}
          </Button>
        </Group>
      )}
    </div>
  );
}

/** A Markdown cell: {{variables}} filled, rendered with marked, sanitised. */
function MarkdownCell({ source }: { source: string }) {
  const keys = useMemo(() => listPlaceholderVariables(source), [source]);
  const values = useVariables(keys);
  const html = useMemo(() => {
    const lookup: Record<string, unknown> = {};
    keys.forEach((key, index) => (lookup[key] = values[index]));
    return markdownCellHtml(source, lookup);
  }, [source, keys, values]);
  return <SafeHtml html={html} as="div" className={classes.markdown} />;
}

interface SparqlCellProps {
  cell: NotebookCell;
  index: number;
  enabled: boolean;
  onReport: (index: number, report: CellReport) => void;
  onPublish?: (iri: string) => void;
  texts: NotebookSettings;
}

/** A SPARQL cell: its query with {{variables}} filled, run when its turn comes, its rows as a table or chart. */
function SparqlCell({ cell, index, enabled, onReport, onPublish, texts }: SparqlCellProps) {
  const { t } = useTranslation();
  const query = useWidgetQuery(cell.source, { source: SOURCE, report: false, enabled });
  const state: WidgetState = enabled ? query.state : 'loading';
  useEffect(() => onReport(index, { state, error: query.error }), [onReport, index, state, query.error]);

  if (!enabled) {
    return (
      <Text size="sm" c="gray.6" p="xs">
        {t('widget.notebook.waiting')}
      </Text>
    );
  }
  if (query.state !== 'ready' || !query.table) return <WidgetMessage query={query} texts={texts} />;
  return cell.display === 'table' ? (
    <CellGrid table={query.table} onPublish={onPublish} />
  ) : (
    <Suspense fallback={<Text size="sm" c="gray.6" p="xs">{t('widget.notebook.drawing')}</Text>}>
      <NotebookChart table={query.table} display={cell.display} onPublish={onPublish} />
    </Suspense>
  );
}

const IGNORE = () => undefined;
const ROW_HEIGHT = 42;

/** The rows in the Table++ grid, as tall as they need up to a screenful. */
function CellGrid({ table, onPublish }: { table: ResultTable; onPublish?: (iri: string) => void }) {
  const height = Math.min(52 + table.rows.length * ROW_HEIGHT, 420);
  return (
    <div className={classes.grid} style={{ height }}>
      <ResultGrid table={table} onPublish={onPublish} onRowsShown={IGNORE} />
    </div>
  );
}

interface CellEditorProps {
  cell: NotebookCell;
  index: number;
  count: number;
  /** A change to the whole list of cells, saved to the config. */
  onChange: (change: (cells: NotebookCell[]) => NotebookCell[]) => void;
}

/** Edit mode: the cell's type, display and text, and moving or removing it. Text is saved when the field is left. */
function CellEditor({ cell, index, count, onChange }: CellEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(cell.source);
  useEffect(() => setDraft(cell.source), [cell.source]);
  const name = t('widget.notebook.cellName', { number: index + 1 });
  return (
    <div className={classes.editor}>
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          size="xs"
          aria-label={t('widget.notebook.typeOf', { name })}
          value={cell.type}
          data={[
            { value: 'markdown', label: t('widget.notebook.types.markdown') },
            { value: 'sparql', label: t('widget.notebook.types.sparql') },
          ]}
          onChange={(type) => onChange((cells) => replaceCell(cells, index, { type: type as CellType }))}
        />
        {cell.type === 'sparql' && (
          <Select
            size="xs"
            w={130}
            aria-label={t('widget.notebook.displayOf', { name })}
            data={DISPLAYS.map((display) => ({ value: display.value, label: t(`widget.notebook.displays.${display.value}`) }))}
            value={cell.display}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(display) => onChange((cells) => replaceCell(cells, index, { display: (display ?? 'table') as Display }))}
          />
        )}
        <Group gap={2} ml="auto" wrap="nowrap">
          <ActionIcon size="sm" variant="subtle" aria-label={t('widget.notebook.moveUp', { name })} disabled={index === 0} onClick={() => onChange((cells) => moveCell(cells, index, -1))}>
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" aria-label={t('widget.notebook.moveDown', { name })} disabled={index === count - 1} onClick={() => onChange((cells) => moveCell(cells, index, 1))}>
            <IconArrowDown size={14} />
          </ActionIcon>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('widget.notebook.remove', { name })} onClick={() => onChange((cells) => removeCell(cells, index))}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Group>
      <Textarea
        aria-label={t('widget.notebook.textOf', { name })}
        autosize
        minRows={2}
        maxRows={16}
        classNames={{ input: classes.source }}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => {
          if (draft !== cell.source) onChange((cells) => replaceCell(cells, index, { source: draft }));
        }}
      />
    </div>
  );
}
