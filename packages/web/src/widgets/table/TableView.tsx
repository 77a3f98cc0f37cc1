import { ActionIcon, Table, Text } from '@mantine/core';
import { columnHasExtra, type Row } from '@grafiek/core';
import { IconTrash } from '@tabler/icons-react';
import { Fragment, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, usePublish, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import type { TableSettings } from '.';
import { SafeHtml } from '../../kit/SafeHtml';
import { CellContent } from '../../kit/cells/CellContent';
import { headerLabels } from './headerLabels';
import { rowClickScript, runRowClickScript } from './rowClickScript';
import { useRowDeletion } from './useRowDeletion';
import { useRowWindow } from './useRowWindow';
import { VerticalRecords } from './VerticalRecords';
import classes from './TableView.module.css';

const SOURCE = 'Table';

export default function TableView({ settings }: WidgetViewProps<TableSettings>) {
  const query = useWidgetQuery(settings.query, { source: SOURCE });
  const { t } = useTranslation();
  const { store } = useAppRuntime();
  const publish = usePublish(SOURCE);
  const [selected, setSelected] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const publishVariable = settings.publishVariable;
  const onPublish = useMemo(
    () =>
      publishVariable
        ? (uri: string) => {
            setSelected(uri);
            publish(publishVariable, uri);
          }
        : undefined,
    [publishVariable, publish],
  );

  const script = useMemo(() => rowClickScript(settings.onClick), [settings.onClick]);
  const onRowClick = useCallback(
    (row: Row) => {
      if (script) void runRowClickScript(store, script, row, SOURCE);
    },
    [script, store],
  );
  // Older configs have only the rule name; a name is reason enough to show the button.
  const deleteRule = settings.deletebuttonrule.trim();
  const withDelete = settings.deleteButton || deleteRule !== '';
  const requestDelete = useRowDeletion(deleteRule, settings.deletebuttonruleParams);
  const onDelete = withDelete ? requestDelete : undefined;

  const table = query.table;
  const rowWindow = useRowWindow(table?.rows.length ?? 0, scrollRef);
  const extraColumns = useMemo(() => (table ? table.columns.map((column) => columnHasExtra(table, column)) : []), [table]);

  // Parsed when the setting changes, not on every scroll frame of a long table.
  const replaced = useMemo(() => headerLabels(settings.replaceHeaderJSON), [settings.replaceHeaderJSON]);
  const renderEmpty = settings.renderEmpty;
  const zeroResult = settings.zeroResult;
  if (query.state === 'empty' && renderEmpty && zeroResult.trim()) {
    return <SafeHtml as="div" className={classes.zeroResult} html={zeroResult} />;
  }
  if (!table || query.state === 'error' || (query.state === 'empty' && !renderEmpty)) {
    return <WidgetMessage query={query} texts={settings} />;
  }

  const labels = table.columns.map((column) => replaced[column.name] ?? column.label);
  const firstBold = settings.isFirstItemBold;
  const title = settings.title.trim();
  const rowClass = script ? classes.clickable : undefined;

  if (settings.vertical) {
    return (
      <div className={classes.scroll} ref={scrollRef}>
        {title && <Text className={classes.title}>{title}</Text>}
        <VerticalRecords rows={table.rows} labels={labels} firstBold={firstBold} onPublish={onPublish} onRowClick={script ? onRowClick : undefined} onDelete={onDelete} />
        {table.rows.length === 0 && <WidgetMessage query={{ ...query, state: 'empty' }} texts={settings} />}
      </div>
    );
  }

  const columnCount = table.columns.length + extraColumns.filter(Boolean).length + (onDelete ? 2 : 0);
  const visibleRows = table.rows.slice(rowWindow.start, rowWindow.end);
  return (
    <div className={classes.scroll} ref={scrollRef}>
      {title && <Text className={classes.title}>{title}</Text>}
      <Table className={classes.table} striped highlightOnHover stickyHeader withRowBorders data-rows={table.rows.length}>
        <Table.Thead>
          <Table.Tr>
            {onDelete && <Table.Th className={classes.number}>#</Table.Th>}
            {labels.map((label, index) => (
              <Fragment key={index}>
                <Table.Th>{label}</Table.Th>
                {extraColumns[index] && <Table.Th aria-label={t('widget.table.more', { label })} />}
              </Fragment>
            ))}
            {onDelete && <Table.Th aria-label={t('widget.table.delete')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rowWindow.before > 0 && <tr aria-hidden style={{ height: rowWindow.before }}><td colSpan={columnCount} /></tr>}
          {visibleRows.map((row, offset) => {
            const rowIndex = rowWindow.start + offset;
            const rowSelected = selected !== null && row.cells.some((cell) => cell.uri === selected);
            return (
              <Table.Tr
                key={rowIndex}
                data-row={rowIndex}
                data-selected={rowSelected || undefined}
                className={[rowSelected ? classes.selected : '', rowClass ?? ''].join(' ').trim() || undefined}
                onClick={script ? () => onRowClick(row) : undefined}
              >
                {onDelete && <Table.Td className={classes.number}>{rowIndex + 1}</Table.Td>}
                {row.cells.map((cell, cellIndex) => (
                  <Fragment key={cellIndex}>
                    <Table.Td fw={firstBold && cellIndex === 0 ? 700 : undefined}>
                      <CellContent cell={cell} onPublish={onPublish} />
                    </Table.Td>
                    {extraColumns[cellIndex] && <Table.Td>{cell.extra ?? ''}</Table.Td>}
                  </Fragment>
                ))}
                {onDelete && (
                  <Table.Td className={classes.actions}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('widget.table.deleteRow', { number: rowIndex + 1 })}
                      onClick={(event) => {
                        event.stopPropagation();
                        onDelete(row);
                      }}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          {rowWindow.after > 0 && <tr aria-hidden style={{ height: rowWindow.after }}><td colSpan={columnCount} /></tr>}
        </Table.Tbody>
      </Table>
      {table.rows.length === 0 && <WidgetMessage query={{ ...query, state: 'empty' }} texts={settings} />}
    </div>
  );
}
