import { listPlaceholderVariables } from '@grafiek/core';
import { Alert, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticationRequiredError, runSparqlQuery } from '../../api/sparqlClient';
import { useAppRuntime } from '../../kit/runtime';
import { CodeEditor } from '../CodeEditor';
import { appDeclaredPrefixes, REPOSITORY_TERMS_QUERY, suggestedPrefixes } from './prefixSuggestions';
import { missingPlaceholders, PREVIEW_ROWS, previewTable, resolveForRun, type PreviewTable } from './queryRun';
import { prefixCompletion, sparqlChecking, type PrefixSource } from './sparqlEditing';
import type { SparqlProblem } from './sparqlCheck';

export interface QueryFieldProps {
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  height: string;
}

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'rows'; table: PreviewTable; values: string }
  | { kind: 'failed'; title: string; message: string };

/** How long the repository's namespaces are kept for completion. */
const TERMS_STALE_MS = 10 * 60_000;

/** "name = value" for each variable the query mentions, as Run used them. */
function usedValues(template: string, get: (name: string) => unknown): string {
  return listPlaceholderVariables(template)
    .map((name) => {
      const value = get(name);
      return `${name} = ${typeof value === 'string' ? value : JSON.stringify(value) ?? ''}`;
    })
    .join(', ');
}

/**
 * A widget's query in the settings dialog: the SPARQL editor with the syntax check and prefix
 * completion (sparqlEditing.ts), and Run, which shows the first rows of the query as the widget
 * would send it now, with the app variables' current values.
 */
export function QueryField({ value, onChange, ariaLabel, height }: QueryFieldProps) {
  const { t } = useTranslation();
  const { endpoint, store, app, requestLogin } = useAppRuntime();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<SparqlProblem | null>(null);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  // The completion reads the newest app and endpoint through a ref, so the editor keeps its extensions.
  const prefixSource = useRef<() => Promise<PrefixSource>>(async () => ({ prefixes: {}, iris: [] }));
  useEffect(() => {
    prefixSource.current = async () => {
    const iris = endpoint
      ? await queryClient
          .fetchQuery({
            queryKey: ['grafiek', 'editor', 'repository-terms', endpoint.queryUrl],
            queryFn: ({ signal }) => runSparqlQuery(endpoint, REPOSITORY_TERMS_QUERY, { signal }),
            staleTime: TERMS_STALE_MS,
          })
          .then(
            (results) => ('results' in results ? results.results.bindings.flatMap((row) => (row.term?.type === 'uri' ? [row.term.value] : [])) : []),
            // Without the repository's namespaces, the app's own and the well-known ones still complete.
            () => [],
          )
      : [];
    return { prefixes: suggestedPrefixes(appDeclaredPrefixes(app), iris), iris };
    };
  }, [app, endpoint, queryClient]);
  const extensions = useMemo(() => [sparqlChecking(setProblem), prefixCompletion(() => prefixSource.current())], []);

  const fail = (title: string, message: string) => setRun({ kind: 'failed', title, message });
  const runQuery = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const get = (name: string) => store.get(name);
    if (!value.trim()) return fail(t('editor.queryField.failed'), t('editor.queryField.noQuery'));
    if (!endpoint) return fail(t('editor.queryField.failed'), t('editor.queryField.noRepository'));
    const missing = missingPlaceholders(value, get);
    if (missing.length) return fail(t('editor.queryField.failed'), t('editor.queryField.missingValues', { names: missing.join(', ') }));
    setRun({ kind: 'running' });
    try {
      const resolved = await resolveForRun(value, get);
      if (!resolved.ok) return fail(t('editor.queryField.cannotResolve'), resolved.error);
      const results = await runSparqlQuery(endpoint, resolved.text, { signal: controller.signal, extra: { limit: String(PREVIEW_ROWS + 1) } });
      if (!controller.signal.aborted) setRun({ kind: 'rows', table: previewTable(results), values: usedValues(value, get) });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof AuthenticationRequiredError) {
        requestLogin();
        return fail(t('editor.queryField.loginNeeded'), message);
      }
      fail(t('editor.queryField.endpointError'), message);
    }
  };

  return (
    <Stack gap={4}>
      <CodeEditor ariaLabel={ariaLabel} language="sparql" value={value} height={height} onChange={onChange} extensions={extensions} />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c={problem?.severity === 'error' ? 'red.7' : 'yellow.9'} data-testid="query-problem" data-severity={problem?.severity} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {problem && t('editor.queryField.problem', { line: problem.line, column: problem.column, message: problem.message })}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          loading={run.kind === 'running'}
          onClick={() => void runQuery()}
          title={t('editor.queryField.runHelp')}
          style={{ flexShrink: 0 }}
        >
          {t('editor.queryField.run')}
        </Button>
      </Group>
      {run.kind === 'failed' && (
        <Alert color="red" variant="light" title={run.title} data-testid="query-run-result" data-result="error" p="xs">
          <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {run.message}
          </Text>
        </Alert>
      )}
      {run.kind === 'rows' && <PreviewRows table={run.table} values={run.values} />}
    </Stack>
  );
}

function PreviewRows({ table, values }: { table: PreviewTable; values: string }) {
  const { t } = useTranslation();
  const summary = table.rows.length === 0 ? t('editor.queryField.noRows') : table.more ? t('editor.queryField.firstRows', { count: table.rows.length }) : t('editor.queryField.rows', { count: table.rows.length });
  return (
    <Box data-testid="query-run-result" data-result="rows" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }} p={6}>
      <Text size="xs" c="dimmed">
        {summary}
        {values && ` · ${t('editor.queryField.values', { values })}`}
      </Text>
      {table.rows.length > 0 && (
        <Box style={{ maxHeight: 260, overflow: 'auto' }}>
          <Table fz="xs" withColumnBorders striped verticalSpacing={2} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, index) => (
                <Table.Tr key={index}>
                  {row.map((cell, column) => (
                    <Table.Td key={column} title={cell} style={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
