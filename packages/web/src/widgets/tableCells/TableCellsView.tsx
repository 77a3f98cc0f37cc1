import { Table, Text, UnstyledButton } from '@mantine/core';
import type { Cell } from '@grafiek/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { CellContent } from '../../kit/cells/CellContent';
import type { TableCellsSettings } from '.';
import { cellKey, toMatrix, type MatrixLine } from './matrix';
import classes from './TableCellsView.module.css';

const SOURCE = 'TableCells';

/** A row's or column's name; a button that publishes its URI when that is set up. */
function LineName({ line, onPublish }: { line: MatrixLine; onPublish: ((uri: string) => void) | undefined }) {
  const uri = line.uri;
  if (!uri || !onPublish) return <>{line.label}</>;
  return (
    <UnstyledButton className={classes.lineButton} onClick={() => onPublish(uri)} data-uri={uri}>
      {line.label}
    </UnstyledButton>
  );
}

export default function TableCellsView({ settings }: WidgetViewProps<TableCellsSettings>) {
  // Reported below: a result without ?row, ?column and ?value is this widget's error, not the query's.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const [selected, setSelected] = useState<string | null>(null);
  const { rowOrder, columnOrder } = settings;
  const reading = useMemo(() => (query.table ? toMatrix(query.table, { rows: rowOrder, columns: columnOrder }, t) : undefined), [query.table, rowOrder, columnOrder, t]);
  const showsQueryState = query.state === 'error' || query.state === 'loading';
  const problem = !showsQueryState && reading && !reading.ok ? reading.error : undefined;
  useReportWidgetState(problem ? 'error' : query.state, problem ?? query.error);

  const rowVariable = settings.rowPublishVariable;
  const columnVariable = settings.columnPublishVariable;
  const cellVariable = settings.publishVariable;
  const publishRow = rowVariable ? (uri: string) => publish(rowVariable, uri) : undefined;
  const publishColumn = columnVariable ? (uri: string) => publish(columnVariable, uri) : undefined;

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (showsQueryState || query.state === 'empty' || !reading?.ok) return <WidgetMessage query={query} texts={settings} />;

  const { rows, columns, cells } = reading.matrix;
  const title = settings.title.trim();

  /** A click on a value publishes what its row, its column and the value itself stand for. */
  const valuePublishes = (row: MatrixLine, column: MatrixLine, cell: Cell) => {
    const sets: [string, string][] = [];
    if (rowVariable && row.uri) sets.push([rowVariable, row.uri]);
    if (columnVariable && column.uri) sets.push([columnVariable, column.uri]);
    if (cellVariable && cell.uri) sets.push([cellVariable, cell.uri]);
    return sets;
  };

  const renderValue = (row: MatrixLine, column: MatrixLine, cell: Cell, index: number) => {
    const sets = valuePublishes(row, column, cell);
    // A link or a copy button is a control of its own, which a button must not hold.
    if (sets.length === 0 || cell.url !== undefined || cell.copyValue !== undefined) return <CellContent key={index} cell={cell} />;
    return (
      <UnstyledButton
        key={index}
        className={classes.value}
        data-uri={cell.uri}
        onClick={() => {
          setSelected(cellKey(row.key, column.key));
          for (const [variable, value] of sets) publish(variable, value);
        }}
      >
        <CellContent cell={cell} />
      </UnstyledButton>
    );
  };

  return (
    <div className={classes.scroll}>
      {title && <Text className={classes.title}>{title}</Text>}
      <Table className={classes.table} stickyHeader withColumnBorders withRowBorders highlightOnHover data-rows={rows.length} data-columns={columns.length}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={`${classes.rowHeader} ${classes.corner}`}>{settings.cornerText}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                <LineName line={column} onPublish={publishColumn} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" className={classes.rowHeader}>
                <LineName line={row} onPublish={publishRow} />
              </Table.Th>
              {columns.map((column) => {
                const key = cellKey(row.key, column.key);
                const values = cells.get(key);
                return (
                  <Table.Td key={column.key} className={classes.cell} data-selected={selected === key || undefined} data-empty={values ? undefined : true}>
                    {values?.map((cell, index) => renderValue(row, column, cell, index))}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
