import { Button, Group, TextInput } from '@mantine/core';
import type { Row } from '@grafiek/core';
import { IconDownload, IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { GridApi } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import type { TablePlusPlusSettings } from '.';
import { buildGridColumns, type GridColumns } from './gridColumns';
import { tableDespiteLinkConflict } from './linkConflicts';
import { ResultGrid } from './ResultGrid';
import { rowIdReader } from './rowIdentity';
import { DEFAULT_CSV_LABEL, readTablePlusSettings } from './tablePlusSettings';
import { useGridSelection } from './useGridSelection';
import { useRowActions } from './useRowActions';
import { RowActionsContext } from '../../kit/actionColumns/ActionCell';
import classes from './TablePlusPlus.module.css';

const SOURCE = 'Table++';
const NO_ROW_ID = () => '';
const NO_COLUMNS: GridColumns = { columnDefs: [], dataColumnIds: [], problems: [] };

export default function TablePlusPlusView({ settings }: WidgetViewProps<TablePlusPlusSettings>) {
  // The view reports its state itself: it shows a table despite one kind of conversion error,
  // and it is ready only once the grid has drawn the rows.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const { t } = useTranslation();
  const layout = useMemo(() => readTablePlusSettings(settings, t), [settings, t]);
  const fallback = useMemo(() => (query.table ? undefined : tableDespiteLinkConflict(query.results, query.error)), [query.table, query.results, query.error]);
  const table = query.table ?? fallback;
  const linkConflict = fallback ? query.error : undefined;

  useEffect(() => {
    if (linkConflict) notifications.show({ color: 'red', message: linkConflict });
  }, [linkConflict, query.results]);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const onPublish = useMemo(() => (publishVariable ? (uri: string) => publish(publishVariable, uri) : undefined), [publishVariable, publish]);
  const actions = useRowActions(SOURCE);
  const showFilters = settings.showFilters;
  const columns = useMemo(
    () => (table ? buildGridColumns({ table, layout, showFilters, onPublish, t }) : undefined),
    [table, layout, showFilters, onPublish, t],
  );
  const readId = useMemo(() => (table ? rowIdReader(table) : NO_ROW_ID), [table]);

  const [api, setApi] = useState<GridApi<Row> | null>(null);
  const selection = useGridSelection(api, table?.rows, readId, settings, SOURCE);
  const [searchText, setSearchText] = useState('');
  const [shownRows, setShownRows] = useState<readonly Row[] | null>(null);

  let state: WidgetState = query.state;
  let error = query.error;
  if (fallback) {
    state = fallback.rows.length === 0 ? 'empty' : 'ready';
    error = undefined;
  }
  if (state === 'ready' && table && table.rows !== shownRows) state = 'loading';
  useReportWidgetState(state, error);

  // The grid is there from the start, hidden until it has rows: AG Grid sets itself up while the
  // query runs, so that when a big answer arrives only the rows are left to do. While loading it
  // keeps its place (invisible, under the message), so it knows its size when the rows come.
  const shown = table && columns && state !== 'error' && table.rows.length > 0 ? { table, columns } : null;
  const waiting = !shown && state === 'loading';
  const searchColumn = settings.idToFilterTextOf.trim();
  const searchIndex = shown && searchColumn ? shown.table.columns.findIndex((column) => column.name === searchColumn) : -1;
  const searchLabel = searchIndex >= 0 ? (shown?.columns.columnDefs.find((def) => def.colId === searchColumn)?.headerName ?? searchColumn) : '';
  const problems = shown
    ? [
        ...(linkConflict ? [linkConflict] : []),
        ...layout.problems,
        ...shown.columns.problems,
        ...(searchColumn && searchIndex < 0 ? [t('widget.tablePlusPlus.noSearchColumn', { column: searchColumn })] : []),
      ]
    : [];
  const csv = layout.csv;
  const buttons = !settings.hideButtons && (csv !== null || showFilters);
  const toolbar = shown && (buttons || searchIndex >= 0);
  return (
    <div className={classes.root}>
      {!shown && (
        <div className={waiting ? classes.over : undefined}>
          <WidgetMessage query={{ state: state === 'ready' ? 'empty' : state, error, waitingFor: query.waitingFor }} texts={settings} />
        </div>
      )}
      {toolbar && (
        <Group gap="xs" className={classes.toolbar}>
          {searchIndex >= 0 && (
            <TextInput
              size="xs"
              className={classes.search}
              leftSection={<IconSearch size={14} />}
              placeholder={t('widget.tablePlusPlus.filter', { column: searchLabel })}
              aria-label={t('widget.tablePlusPlus.filter', { column: searchLabel })}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
            />
          )}
          {buttons && csv && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} />}
              disabled={!api}
              onClick={() => api?.exportDataAsCsv({ columnSeparator: csv.delimiter, fileName: csv.fileName, columnKeys: shown.columns.dataColumnIds })}
            >
              {csv.label === DEFAULT_CSV_LABEL ? t('widget.tablePlusPlus.exportCsv') : csv.label}
            </Button>
          )}
          {buttons && showFilters && (
            <Button size="compact-sm" variant="subtle" leftSection={<IconFilterOff size={14} />} disabled={!api} onClick={() => api?.setFilterModel(null)}>
              {t('widget.tablePlusPlus.clearFilters')}
            </Button>
          )}
        </Group>
      )}
      {problems.length > 0 && (
        <div className={classes.problems} data-problems>
          {problems.map((problem) => (
            <WidgetProblem key={problem} size="xs">
              {problem}
            </WidgetProblem>
          ))}
        </div>
      )}
      <div className={waiting ? `${classes.grid} ${classes.waiting}` : classes.grid} hidden={!shown && !waiting}>
        <RowActionsContext.Provider value={actions}>
          <ResultGrid
            // The grid's modules are fixed when it is made: another selection mode needs another grid.
            key={settings.selectionMode === 'DISABLED' ? 'plain' : 'selectable'}
            rows={shown ? shown.table.rows : null}
            columns={shown ? shown.columns : NO_COLUMNS}
            hideColumnHeaders={settings.hideColumnHeaders}
            pageSize={layout.pageSize}
            search={searchIndex >= 0 ? { index: searchIndex, text: searchText } : null}
            selection={selection}
            onApi={setApi}
            onRowsShown={setShownRows}
          />
        </RowActionsContext.Provider>
      </div>
    </div>
  );
}
