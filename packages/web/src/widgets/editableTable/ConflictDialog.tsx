import { Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SparqlTerm } from '@grafiek/core';

export interface ConflictLine {
  label: string;
  /** What the user saw when they started. */
  before: readonly SparqlTerm[];
  /** What is stored now. */
  current: readonly SparqlTerm[];
  /** What the user wants stored; null removes. */
  mine: SparqlTerm | null;
}

export const CONFLICT_TITLE = 'Changed by someone else';
export const KEEP_MINE = 'Keep mine';
export const TAKE_CURRENT = 'Take the current value';

function shown(terms: readonly (SparqlTerm | null)[]): string {
  const values = terms.filter((term): term is SparqlTerm => term !== null).map((term) => term.value);
  return values.length ? values.map((value) => (value === '' ? '""' : value)).join(', ') : '(empty)';
}

/**
 * Asks what to do with an edit that was not saved because another user changed a value it was
 * based on: keep mine (save it again over the current value) or take the current value. Closing
 * the dialog takes the current value: nothing is overwritten unasked.
 */
export function askConflict(lines: readonly ConflictLine[]): Promise<'mine' | 'current'> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (choice: 'mine' | 'current') => {
      if (settled) return;
      settled = true;
      resolve(choice);
    };
    modals.openConfirmModal({
      title: CONFLICT_TITLE,
      size: 'lg',
      children: (
        <>
          <Text size="sm" mb="sm">
            Someone else changed {lines.length === 1 ? 'this value' : 'these values'} after you started editing, so your change was not saved.
          </Text>
          <Table withTableBorder data-conflict>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Column</Table.Th>
                <Table.Th scope="col">When you started</Table.Th>
                <Table.Th scope="col">Now stored</Table.Th>
                <Table.Th scope="col">Yours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.label}>
                  <Table.Th scope="row">{line.label}</Table.Th>
                  <Table.Td>{shown(line.before)}</Table.Td>
                  <Table.Td data-current>{shown(line.current)}</Table.Td>
                  <Table.Td data-mine>{shown([line.mine])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ),
      labels: { confirm: KEEP_MINE, cancel: TAKE_CURRENT },
      onConfirm: () => settle('mine'),
      onCancel: () => settle('current'),
      onClose: () => settle('current'),
    });
  });
}
