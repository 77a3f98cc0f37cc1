import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resolvePlaceholders } from '@grafiek/core';
import { IconDeviceFloppy, IconRowInsertBottom } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ClientSideRowModelModule, TextEditorModule, themeQuartz, type ColDef, type Module, type ValueSetterParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runSparqlUpdate } from '../../api/sparqlUpdate';
import { uploadFile } from '../../api/uploadClient';
import { sparqlQueryKeys, useAppRuntime, usePublish, WidgetProblem } from '../../kit';
import type { ExcelSettings } from '.';
import { cellText, editedValue, isFormula, sheetGrid, sheetSizeProblem, type GridRow } from './sheetGrid';
import { replaceGraphUpdate, SAVE_COMMAND, savePlan, workbookFileName } from './sheetSave';
import { workbookBlob, type Workbook } from './workbookIo';

const SOURCE = 'Excel widget';
/** The upload failure text visitors know: a save is an upload. */

const MODULES: Module[] = [ClientSideRowModelModule, TextEditorModule];
const THEME = themeQuartz.withParams({ fontFamily: 'inherit', fontSize: 13, headerFontSize: 13, spacing: 5, rowHeight: 30, headerHeight: 32, wrapperBorderRadius: 0 });

interface SheetEditorProps {
  workbook: Workbook;
  fileName: string;
  settings: ExcelSettings;
  /** The Open button, when the visitor may open a workbook of their own. */
  toolbar: ReactNode;
}

/** The first sheet with a value, as the server reads workbooks. */
function firstSheetWithValues(workbook: Workbook): string | undefined {
  return (workbook.worksheets.find((sheet) => sheet.actualRowCount > 0) ?? workbook.worksheets[0])?.name;
}

export function SheetEditor({ workbook, fileName, settings, toolbar }: SheetEditorProps) {
  const sheetNames = workbook.worksheets.map((sheet) => sheet.name);
  const wanted = settings.sheetName.trim();
  const { t } = useTranslation();
  const [sheetName, setSheetName] = useState(() => (wanted && sheetNames.includes(wanted) ? wanted : firstSheetWithValues(workbook)));
  const sheet = sheetName === undefined ? undefined : workbook.getWorksheet(sheetName);
  const [changes, setChanges] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const changed = useCallback(() => {
    setChanges((n) => n + 1);
    setSaved(null);
  }, []);
  const savedAs = useCallback((text: string) => {
    setChanges(0);
    setSaved(text);
  }, []);
  const missingSheet = wanted && !sheetNames.includes(wanted) ? t('widget.excel.noSuchSheet', { wanted, shown: sheetName }) : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', padding: 'var(--mantine-spacing-xs)', gap: 'var(--mantine-spacing-xs)' }}>
      <Group gap="xs" wrap="wrap">
        {toolbar}
        <Text size="sm" fw={600}>
          {fileName}
        </Text>
        {sheetNames.length > 1 && (
          <Select
            size="xs"
            aria-label={t('widget.excel.sheet')}
            data={sheetNames}
            value={sheetName ?? null}
            allowDeselect={false}
            onChange={(name) => name && setSheetName(name)}
            w={180}
          />
        )}
      </Group>
      {missingSheet && <WidgetProblem size="xs">{missingSheet}</WidgetProblem>}
      {!sheet ? (
        <WidgetProblem>{t('widget.excel.noSheets')}</WidgetProblem>
      ) : (
        <SheetGridView
          key={sheet.id}
          workbook={workbook}
          sheet={sheet}
          fileName={fileName}
          settings={settings}
          changes={changes}
          onChange={changed}
          onSaved={savedAs}
          saved={saved}
        />
      )}
    </div>
  );
}

interface SheetGridViewProps {
  workbook: Workbook;
  sheet: Workbook['worksheets'][number];
  fileName: string;
  settings: ExcelSettings;
  /** Edits since the last save, in any sheet of the workbook. */
  changes: number;
  onChange: () => void;
  onSaved: (text: string) => void;
  saved: string | null;
}

interface GridData {
  rowNumber: number;
  values: GridRow['values'];
}

function SheetGridView({ workbook, sheet, fileName, settings, changes, onChange, onSaved, saved }: SheetGridViewProps) {
  const { endpoint, store, mode } = useAppRuntime();
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const queryClient = useQueryClient();
  const sizeProblem = sheetSizeProblem({ name: sheet.name, rowCount: sheet.rowCount, columnCount: sheet.columnCount }, t);
  const grid = useMemo(() => (sizeProblem ? null : sheetGrid(sheet.getSheetValues() as Parameters<typeof sheetGrid>[0], sheet.columnCount)), [sheet, sizeProblem]);
  const [rows, setRows] = useState<GridData[]>(() => grid?.rows.map((row) => ({ rowNumber: row.rowNumber, values: [...row.values] })) ?? []);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editable = settings.editable;

  const columnDefs = useMemo((): ColDef<GridData>[] => {
    if (!grid) return [];
    const numbers: ColDef<GridData> = {
      headerName: '#',
      colId: 'row',
      valueGetter: (params) => params.data?.rowNumber,
      width: 64,
      pinned: 'left',
      editable: false,
      sortable: false,
    };
    return [
      numbers,
      ...grid.columns.map((column, i): ColDef<GridData> => ({
        colId: column.letter,
        headerName: column.header || column.letter,
        headerTooltip: t('widget.excel.column', { letter: column.letter }),
        minWidth: 90,
        flex: 1,
        sortable: false,
        valueGetter: (params) => (params.data ? cellText(params.data.values[i]) : ''),
        editable: (params) => editable && !!params.data && !isFormula(params.data.values[i]),
        valueSetter: (params: ValueSetterParams<GridData>) => {
          const previous = params.data.values[i];
          const next = editedValue(params.newValue == null ? '' : String(params.newValue), previous);
          if (next === previous) return false;
          params.data.values[i] = next;
          sheet.getCell(params.data.rowNumber, column.index).value = next;
          onChange();
          return true;
        },
      })),
    ];
  }, [grid, editable, sheet, onChange, t]);

  if (sizeProblem) return <WidgetProblem>{sizeProblem}</WidgetProblem>;
  if (!grid) return <WidgetProblem>{t('widget.excel.emptySheet', { name: sheet.name })}</WidgetProblem>;

  const words = (text: string) => {
    const resolved = resolvePlaceholders(text, (name) => store.get(name), { mode: 'plain', unresolved: 'emptyValue' });
    return resolved.ok ? resolved.text : text;
  };

  const addRow = () => {
    const last = rows.length > 0 ? rows[rows.length - 1]!.rowNumber : grid.headerRow;
    setRows([...rows, { rowNumber: last + 1, values: grid.columns.map(() => null) }]);
  };

  const save = async () => {
    setFailure(null);
    const fail = (reason: string) => {
      const title = words(settings.failureMessage).trim() || t('widget.excel.failed');
      setFailure(`${title}: ${reason}`);
      notifications.show({ color: 'red', title, message: reason });
    };
    if (!endpoint) return fail(t('widget.noRepo'));
    const plan = savePlan(words(settings.graph), settings.namespace, t);
    if (!plan.ok) return fail(plan.error);
    setSaving(true);
    try {
      const answer = await uploadFile(endpoint, {
        command: SAVE_COMMAND,
        file: await workbookBlob(workbook),
        fileName: workbookFileName(fileName),
        fields: plan.fields,
        debugMode: mode === 'edit',
      });
      if (!answer.success) return fail(answer.errors.join(' ') || t('widget.excel.notLoaded'));
      let graph = answer.graph ?? '';
      if (plan.graph && graph) {
        try {
          await runSparqlUpdate(endpoint, replaceGraphUpdate(graph, plan.graph));
        } catch (error) {
          // The target graph is as it was; the rows loaded aside are removed again.
          await runSparqlUpdate(endpoint, `DROP SILENT GRAPH <${graph}>`).catch(() => undefined);
          throw error;
        }
        graph = plan.graph;
      }
      await queryClient.invalidateQueries({ queryKey: sparqlQueryKeys.endpoint(endpoint.queryUrl) });
      if (settings.resultVariable && graph) publish(settings.resultVariable, graph);
      const text = words(settings.successMessage).trim() || t('widget.excel.saved', { count: answer.quads ?? 0, graph });
      onSaved(text);
      notifications.show({ color: 'green', message: text });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div style={{ flex: 1, minHeight: 160 }}>
        <AgGridReact<GridData>
          modules={MODULES}
          theme={THEME}
          rowData={rows}
          columnDefs={columnDefs}
          getRowId={(params) => String(params.data.rowNumber)}
          stopEditingWhenCellsLoseFocus
          animateRows={false}
        />
      </div>
      {editable && (
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconRowInsertBottom size={16} aria-hidden />} onClick={addRow}>
            {t('widget.excel.addRow')}
          </Button>
          <Button size="xs" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} disabled={changes === 0} onClick={() => void save()}>
            {t('widget.excel.save')}
          </Button>
          <Text size="xs" c="dimmed" aria-live="polite">
            {changes > 0 ? t('widget.excel.unsaved', { count: changes }) : (saved ?? '')}
          </Text>
        </Group>
      )}
      {failure && <WidgetProblem size="xs">{failure}</WidgetProblem>}
    </>
  );
}
