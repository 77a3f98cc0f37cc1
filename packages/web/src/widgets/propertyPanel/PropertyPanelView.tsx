import { Anchor, Table, Text } from '@mantine/core';
import { isFollowableLink, listPlaceholderVariables, resolvePlaceholders, type Cell } from '@grafiek/core';
import { useMemo } from 'react';
import { useSession } from '../../api/SessionProvider';
import { usePublish, useVariables, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import type { PropertyPanelSettings } from '.';
import { propertyRows, type PropertyRow } from './propertyRows';
import { ValueEditor } from './ValueEditor';
import classes from './PropertyPanelView.module.css';

/** `{{selection}}` names the variable a click on a linked value sets; other texts name none. */
function selectionVariable(text: string): string | null {
  const name = /^\s*\{\{\s*([A-Za-z0-9:._/]+)\s*\}\}\s*$/.exec(text)?.[1];
  // `{{a::default}}` has a default, not a single variable to set.
  return name && !name.includes('::') ? name : null;
}

function ValueContent({ cell, onSelect }: { cell: Cell; onSelect?: (iri: string) => void }) {
  if (cell.url) {
    return (
      <Anchor href={cell.url} target="_blank" rel="noopener noreferrer" size="sm">
        {cell.text}
      </Anchor>
    );
  }
  const iri = cell.uri ?? (cell.value?.kind === 'iri' ? cell.value.iri : undefined);
  if (iri && onSelect && isFollowableLink(iri)) {
    return (
      <Anchor component="button" type="button" size="sm" className={classes.link} onClick={() => onSelect(iri)}>
        {cell.text}
      </Anchor>
    );
  }
  return (
    <Text span size="sm" className={classes.literal}>
      {cell.text}
      {cell.value?.kind === 'string' && cell.value.lang && (
        <Text span size="xs" c="dimmed" ml={4}>
          @{cell.value.lang}
        </Text>
      )}
    </Text>
  );
}

export default function PropertyPanelView({ settings, mode }: WidgetViewProps<PropertyPanelSettings>) {
  const query = useWidgetQuery(settings.query, { source: 'BBPropertyPanel' });
  const rows = useMemo(() => propertyRows(query.table), [query.table]);
  const publish = usePublish('BBPropertyPanel');
  const { me } = useSession();

  const selectionText = settings.childParameterText;
  const selectionKeys = useMemo(() => listPlaceholderVariables(selectionText), [selectionText]);
  const selectionValues = useVariables(selectionKeys);
  const subject = useMemo(() => {
    const lookup = new Map(selectionKeys.map((key, index) => [key, selectionValues[index]]));
    const resolved = resolvePlaceholders(selectionText, (name) => lookup.get(name), { mode: 'plain', unresolved: 'emptyResult' });
    return resolved.ok ? resolved.text.trim() : '';
  }, [selectionText, selectionKeys, selectionValues]);
  const childVariable = selectionVariable(selectionText);
  const onSelect = childVariable ? (iri: string) => publish(childVariable, iri) : undefined;

  // Authors edit; the server still decides, and its refusal shows in the row.
  const author = mode === 'edit' || (me !== null && me.role !== 'viewer');
  const editable = settings.editable && author && subject !== '';
  const graph = settings.editGraph.trim() || undefined;

  if (query.state === 'error' || rows.length === 0) return <WidgetMessage query={query} texts={settings} />;

  const canEdit = (row: PropertyRow) => editable && row.literal && row.predicate !== undefined && row.term !== undefined;
  return (
    <div className={classes.scroll}>
      <Table className={classes.table} withRowBorders verticalSpacing={4} data-subject={subject || undefined}>
        <Table.Tbody>
          {rows.map((row, index) => {
            const repeated = index > 0 && rows[index - 1]!.label === row.label;
            const content = <ValueContent cell={row.value} onSelect={onSelect} />;
            return (
              <Table.Tr key={`${row.label}\u0000${row.term?.value ?? ''}\u0000${index}`} data-property={row.label}>
                <Table.Th className={classes.key} scope="row">
                  {repeated ? '' : row.label}
                </Table.Th>
                <Table.Td className={classes.value}>
                  {canEdit(row) ? (
                    <ValueEditor
                      label={row.label}
                      initialText={row.term!.value}
                      edit={(newText) => ({ subject, predicate: row.predicate!, oldValue: row.term!, newText, ...(graph ? { graph } : {}) })}
                    >
                      {content}
                    </ValueEditor>
                  ) : (
                    content
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
