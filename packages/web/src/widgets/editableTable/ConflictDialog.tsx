import { Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SparqlTerm } from '@grafiek/core';
import type { TFunction } from 'i18next';

export interface ConflictLine {
  label: string;
  /** What the user saw when they started. */
  before: readonly SparqlTerm[];
  /** What is stored now. */
  current: readonly SparqlTerm[];
  /** What the user wants stored; null removes. */
  mine: SparqlTerm | null;
}

function shown(terms: readonly (SparqlTerm | null)[], empty: string): string {
  const values = terms.filter((term): term is SparqlTerm => term !== null).map((term) => term.value);
  return values.length ? values.map((value) => (value === '' ? '""' : value)).join(', ') : empty;
}

/**
 * Asks what to do with an edit that was not saved because another user changed a value it was
 * based on: keep mine (save it again over the current value) or take the current value. Closing
 * the dialog takes the current value: nothing is overwritten unasked.
 */
export function askConflict(lines: readonly ConflictLine[], t: TFunction): Promise<'mine' | 'current'> {
  const empty = t('widget.editableTable.empty');
  return new Promise((resolve) => {
    let settled = false;
    const settle = (choice: 'mine' | 'current') => {
      if (settled) return;
      settled = true;
      resolve(choice);
    };
    modals.openConfirmModal({
      title: t('widget.editableTable.conflictTitle'),
      size: 'lg',
      children: (
        <>
          <Text size="sm" mb="sm">
            {t('widget.editableTable.conflict', { count: lines.length })}
          </Text>
          <Table withTableBorder data-conflict>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('widget.editableTable.column')}</Table.Th>
                <Table.Th scope="col">{t('widget.editableTable.whenStarted')}</Table.Th>
                <Table.Th scope="col">{t('widget.editableTable.nowStored')}</Table.Th>
                <Table.Th scope="col">{t('widget.editableTable.yours')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.label}>
                  <Table.Th scope="row">{line.label}</Table.Th>
                  <Table.Td>{shown(line.before, empty)}</Table.Td>
                  <Table.Td data-current>{shown(line.current, empty)}</Table.Td>
                  <Table.Td data-mine>{shown([line.mine], empty)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ),
      labels: { confirm: t('widget.editableTable.keepMine'), cancel: t('widget.editableTable.takeCurrent') },
      onConfirm: () => settle('mine'),
      onCancel: () => settle('current'),
      onClose: () => settle('current'),
    });
  });
}
