import { Anchor, Group, Table, Text } from '@mantine/core';
import { toBoolean, type Cell, type Row } from '@grafiek/core';
import { useState, type ReactNode } from 'react';
import { CopyButton, SafeHtml, usePublish, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { headerLabels } from './headerLabels';
import classes from './TableView.module.css';

function CellContent({ cell, onPublish }: { cell: Cell; onPublish?: (uri: string) => void }) {
  let content: ReactNode = cell.html ? <SafeHtml html={cell.text} /> : cell.text;
  if (cell.url) {
    content = (
      <Anchor href={cell.url} target="_blank" rel="noopener noreferrer" size="sm">
        {content}
      </Anchor>
    );
  } else if (cell.uri && onPublish) {
    const uri = cell.uri;
    content = (
      <Anchor component="button" type="button" size="sm" onClick={() => onPublish(uri)} className={classes.publishLink}>
        {content}
      </Anchor>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" style={cell.textColor ? { color: cell.textColor } : undefined}>
      <span>{content}</span>
      {cell.extra !== undefined && <Text span size="sm" c="dimmed">{cell.extra}</Text>}
      {cell.copyValue !== undefined && <CopyButton value={cell.copyValue} />}
    </Group>
  );
}

/** One row as key-value pairs, each value with a copy button (the `vertical` layout). */
function VerticalRow({ row, labels, firstBold, onPublish }: { row: Row; labels: string[]; firstBold: boolean; onPublish?: (uri: string) => void }) {
  return (
    <Table className={classes.table} withRowBorders striped={false}>
      <Table.Tbody>
        {row.cells.map((cell, index) => (
          <Table.Tr key={index}>
            <Table.Th className={classes.key}>{labels[index]}</Table.Th>
            <Table.Td fw={firstBold && index === 0 ? 700 : undefined}>
              <Group gap={4} wrap="nowrap" justify="space-between">
                <CellContent cell={cell} onPublish={onPublish} />
                {cell.copyValue === undefined && cell.text !== '' && <CopyButton value={cell.text} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function TableView({ config }: WidgetViewProps) {
  const query = useWidgetQuery(config.query, { source: 'Table' });
  const publish = usePublish('Table');
  const [selected, setSelected] = useState<string | null>(null);
  const publishVariable = typeof config.publishVariable === 'string' ? config.publishVariable.trim() : '';
  const onPublish = publishVariable
    ? (uri: string) => {
        setSelected(uri);
        publish(publishVariable, uri);
      }
    : undefined;

  const table = query.table;
  if (query.state === 'empty' && toBoolean(config.renderEmpty) && typeof config.zeroResult === 'string' && config.zeroResult) {
    return <SafeHtml as="div" className={classes.zeroResult} html={config.zeroResult} />;
  }
  if (!table || query.state === 'error' || (query.state === 'empty' && !toBoolean(config.renderEmpty))) {
    return <WidgetMessage query={query} config={config} />;
  }

  const replaced = headerLabels(config.replaceHeaderJSON);
  const labels = table.columns.map((column) => replaced[column.name] ?? column.label);
  const firstBold = toBoolean(config.isFirstItemBold);

  if (toBoolean(config.vertical)) {
    return (
      <div className={classes.scroll}>
        {table.rows.map((row, index) => (
          <VerticalRow key={index} row={row} labels={labels} firstBold={firstBold} onPublish={onPublish} />
        ))}
      </div>
    );
  }

  return (
    <div className={classes.scroll}>
      <Table className={classes.table} striped highlightOnHover stickyHeader withRowBorders>
        <Table.Thead>
          <Table.Tr>
            {labels.map((label, index) => (
              <Table.Th key={index}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, rowIndex) => {
            const rowSelected = selected !== null && row.cells.some((cell) => cell.uri === selected);
            return (
              <Table.Tr key={rowIndex} data-selected={rowSelected || undefined} className={rowSelected ? classes.selected : undefined}>
                {row.cells.map((cell, cellIndex) => (
                  <Table.Td key={cellIndex} fw={firstBold && cellIndex === 0 ? 700 : undefined}>
                    <CellContent cell={cell} onPublish={onPublish} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {table.rows.length === 0 && <WidgetMessage query={{ ...query, state: 'empty' }} config={config} />}
    </div>
  );
}
