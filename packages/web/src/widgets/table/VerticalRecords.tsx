import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import type { Row } from '@grafiek/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../kit';
import { CellContent } from '../../kit/cells/CellContent';
import classes from './TableView.module.css';

/** Records shown at first in the key-value layout; more on request. */
const RECORDS_PER_PAGE = 100;

export interface VerticalRecordsProps {
  rows: readonly Row[];
  labels: readonly string[];
  firstBold: boolean;
  onPublish?: (uri: string) => void;
  onRowClick?: (row: Row) => void;
  /** Present when the table has a delete button; records are numbered then. */
  onDelete?: (row: Row) => void;
}

/** Each row as key-value pairs, every value with a copy button (the `vertical` layout). */
export function VerticalRecords({ rows, labels, firstBold, onPublish, onRowClick, onDelete }: VerticalRecordsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(RECORDS_PER_PAGE);
  return (
    <>
      {rows.slice(0, shown).map((row, index) => (
        <div key={index} className={classes.record} data-row={index} onClick={onRowClick ? () => onRowClick(row) : undefined}>
          {onDelete && (
            <Group justify="space-between" px="xs" pt={4}>
              <Text size="xs" c="dimmed">
                {index + 1}
              </Text>
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('widget.table.deleteRow', { number: index + 1 })} onClick={(event) => (event.stopPropagation(), onDelete(row))}>
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          )}
          <Table className={classes.table} withRowBorders>
            <Table.Tbody>
              {row.cells.map((cell, cellIndex) => (
                <Table.Tr key={cellIndex}>
                  <Table.Th className={classes.key} scope="row">
                    {labels[cellIndex]}
                  </Table.Th>
                  <Table.Td fw={firstBold && cellIndex === 0 ? 700 : undefined}>
                    <Group gap={4} wrap="nowrap" justify="space-between">
                      <Group gap={4} wrap="nowrap">
                        <CellContent cell={cell} onPublish={onPublish} />
                        {cell.extra !== undefined && (
                          <Text span size="sm" c="dimmed">
                            {cell.extra}
                          </Text>
                        )}
                      </Group>
                      {cell.copyValue === undefined && cell.text !== '' && <CopyButton value={cell.text} label={t('widget.copyValue', { value: labels[cellIndex] })} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
      {rows.length > shown && (
        <Group justify="center" p="xs">
          <Button size="xs" variant="light" onClick={() => setShown((count) => count + RECORDS_PER_PAGE)}>
            {t('widget.table.showMore', { count: Math.min(RECORDS_PER_PAGE, rows.length - shown), rest: rows.length - shown })}
          </Button>
        </Group>
      )}
    </>
  );
}
