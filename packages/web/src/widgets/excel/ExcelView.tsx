import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportWidgetState, useVariables, useWidgetQuery, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { ExcelSettings } from '.';
import { fileSizeProblem } from './sheetGrid';
import { SheetEditor } from './SheetEditor';
import { fetchWorkbookBytes, nameFromUrl, readWorkbook, WorkbookError } from './workbookIo';

const SOURCE = 'Excel widget';

/** Where the workbook comes from: a file the visitor opened, or an address. */
type WorkbookSource = { kind: 'file'; file: File; key: string } | { kind: 'url'; url: string; key: string };

let picks = 0;

/** The workbook's address from the query's first row: ?fileUrl, else its first variable. */
function addressFromRows(table: ReturnType<typeof useWidgetQuery>['table']): string | null {
  const row = table?.rows[0];
  if (!row) return null;
  const term = row.bindings.fileUrl ?? (table.variables[0] ? row.bindings[table.variables[0]] : undefined);
  return term?.value.trim() || null;
}

export default function ExcelView({ settings }: WidgetViewProps<ExcelSettings>) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<WorkbookSource | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const template = settings.fileUrl;
  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const address = useMemo(() => {
    const lookup: Record<string, unknown> = {};
    keys.forEach((key, index) => (lookup[key] = values[index]));
    const resolved = resolvePlaceholders(template, lookup, { mode: 'plain', unresolved: 'emptyResult' });
    return resolved.ok ? resolved.text.trim() : '';
  }, [template, keys, values]);
  const waitingFor = template.trim() && !address ? keys.filter((_, index) => values[index] === undefined) : [];

  const useQueryAddress = !picked && !template.trim() && settings.query.trim() !== '';
  const query = useWidgetQuery(useQueryAddress ? settings.query : '', { source: SOURCE, report: false });
  const queried = useQueryAddress ? addressFromRows(query.table) : null;

  let source: WorkbookSource | null = picked;
  if (!source && address) source = { kind: 'url', url: address, key: `url:${address}` };
  if (!source && queried) source = { kind: 'url', url: queried, key: `url:${queried}` };
  const name = source ? (source.kind === 'file' ? source.file.name : nameFromUrl(source.url)) : '';

  const workbook = useQuery({
    queryKey: ['grafiek', 'excel-workbook', source?.key ?? ''],
    queryFn: async ({ signal }) => {
      if (!source) throw new Error(t('widget.excel.nothingToOpen'));
      const bytes = source.kind === 'file' ? await source.file.arrayBuffer() : await fetchWorkbookBytes(source.url, signal, t);
      return readWorkbook(name, bytes, t);
    },
    enabled: source !== null,
    // The grid edits the workbook in place: it is never fetched again behind the visitor's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const open = (file: File | undefined) => {
    if (!file) return;
    const tooBig = fileSizeProblem(file.name, file.size, t);
    if (tooBig) {
      setPickProblem(tooBig);
      return;
    }
    setPickProblem(null);
    setPicked({ kind: 'file', file, key: `file:${++picks}` });
  };

  let problem: string | undefined;
  if (pickProblem) problem = pickProblem;
  else if (useQueryAddress && query.state === 'error') problem = query.error;
  else if (workbook.isError) problem = workbook.error instanceof WorkbookError || workbook.error instanceof Error ? workbook.error.message : String(workbook.error);
  const loading = (source !== null && workbook.isPending) || (useQueryAddress && query.state === 'loading');
  const hint = !source && !loading && !problem ? startHint(t, settings, waitingFor, useQueryAddress) : null;
  useReportWidgetState(problem ? 'error' : loading ? 'loading' : source ? 'ready' : 'empty', problem);

  const opener = settings.allowFilePick && (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={t('widget.excel.openWorkbook')}
        onChange={(event) => {
          open(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <Button size="xs" variant="light" leftSection={<IconFolderOpen size={16} aria-hidden />} onClick={() => input.current?.click()}>
        {t('widget.excel.open')}
      </Button>
    </>
  );

  if (workbook.data && source && !problem) {
    return <SheetEditor key={source.key} workbook={workbook.data} fileName={name} settings={settings} toolbar={opener || null} />;
  }
  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      {opener && <Group mb="xs">{opener}</Group>}
      {loading && (
        <Center p="md">
          <Loader size={32} aria-label={name ? t('widget.excel.opening', { name }) : t('widget.loading')} />
        </Center>
      )}
      {problem && <WidgetProblem>{problem}</WidgetProblem>}
      {hint && (
        <Text c="gray.7" size="sm" p="sm">
          {hint}
        </Text>
      )}
    </div>
  );
}

function startHint(t: TFunction, settings: ExcelSettings, waitingFor: string[], fromQuery: boolean): string {
  if (waitingFor.length > 0) return t('widget.waitingFor', { names: waitingFor.join(', ') });
  if (fromQuery) return t('widget.excel.noAddress');
  if (settings.allowFilePick) return t('widget.excel.pickHint');
  return t('widget.excel.setHint');
}
