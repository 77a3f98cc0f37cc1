import { Anchor, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import { RDF_VIEWS, type RdfViewerSettings } from '.';
import { compactIri, readViewerPrefixes } from './commonPrefixes';
import { back, follow, restart, shownResource, type ResourceHistory } from './resourceHistory';
import { readIri, resourceQuery, resourceTriples, TRIPLE_LIMIT, type RdfTerm, type Triple } from './resourceQuery';
import classes from './RdfViewer.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBRDFViewer';
type View = (typeof RDF_VIEWS)[number]['value'];
type Text = { view: View; key: string; text: string } | { view: View; key: string; error: string };

export default function RdfViewerView({ settings }: WidgetViewProps<RdfViewerSettings>) {
  const { t } = useTranslation();
  const variableValue = useVariable(settings.subjectVariable || null);
  const start = readIri(variableValue) ?? readIri(settings.subject);
  const startProblem =
    variableValue !== undefined && variableValue !== '' && readIri(variableValue) === null
      ? t('widget.rdfViewer.variableNotIri', { variable: settings.subjectVariable, value: String(variableValue) })
      : undefined;
  // The trail of followed links belongs to the resource the app asked for; another one starts it again.
  const [stored, setHistory] = useState<ResourceHistory>({ start, trail: [] });
  const history = restart(stored, start);
  const shown = shownResource(history);

  const query = useWidgetQuery(shown ? resourceQuery(shown) : '', { source: SOURCE, report: false });
  const triples = useMemo(() => (query.results ? resourceTriples(query.results) : []), [query.results]);
  const { prefixes, problem: prefixProblem } = useMemo(() => readViewerPrefixes(settings.prefixes, t), [settings.prefixes, t]);

  const publish = usePublish(SOURCE);
  const go = (next: ResourceHistory) => {
    setHistory(next);
    const resource = shownResource(next);
    if (settings.publishVariable && resource) publish(settings.publishVariable, resource);
  };
  const open = (iri: string) => go(follow(history, iri));

  const [view, setView] = useState<View>(settings.view || 'table');
  useEffect(() => setView(settings.view || 'table'), [settings.view]);
  const rendered = useRenderedText(view, triples, prefixes, shown);

  let state: WidgetState = query.state;
  let error = query.error;
  if (!shown) [state, error] = startProblem ? ['error', startProblem] : ['empty', undefined];
  else if (query.state === 'ready' && triples.length === 0) state = 'empty';
  useReportWidgetState(state, error);

  const name = (iri: string) => compactIri(iri, prefixes);
  const term = (value: RdfTerm): ReactNode => {
    if (value.termType === 'BlankNode') return <span className={classes.blank}>_:{value.value}</span>;
    if (value.termType === 'NamedNode') {
      return (
        <Anchor component="button" type="button" size="sm" className={classes.link} title={value.value} data-iri={value.value} onClick={() => open(value.value)}>
          {name(value.value)}
        </Anchor>
      );
    }
    return (
      <span className={classes.literal}>
        {value.value}
        {value.language ? <span className={classes.annotation}>@{value.language}</span> : value.datatype.endsWith('#string') ? null : <span className={classes.annotation}>^^{name(value.datatype)}</span>}
      </span>
    );
  };

  return (
    <div className={classes.root}>
      <Group gap="xs" className={classes.toolbar} wrap="nowrap">
        <Button size="compact-sm" variant="subtle" leftSection={<IconArrowLeft size={14} />} disabled={history.trail.length === 0} onClick={() => go(back(history))}>
          {t('common.back')}
        </Button>
        <Text size="sm" fw={600} className={classes.subject} title={shown ?? undefined} aria-label={t('widget.rdfViewer.shown')}>
          {shown ? name(shown) : ''}
        </Text>
        <SegmentedControl size="xs" ml="auto" value={view} onChange={(value) => setView(value as View)} data={RDF_VIEWS.map((choice) => ({ ...choice }))} aria-label={t('widget.rdfViewer.view')} />
      </Group>
      {prefixProblem && <WidgetProblem size="xs">{prefixProblem}</WidgetProblem>}
      {!shown && !startProblem && (
        <Text size="sm" c="gray.7" p="sm">
          {settings.subjectVariable ? t('widget.waitingFor', { names: settings.subjectVariable }) : t('widget.rdfViewer.noResource')}
        </Text>
      )}
      {startProblem && <WidgetProblem>{startProblem}</WidgetProblem>}
      {shown && state !== 'ready' && <WidgetMessage query={{ state, error, waitingFor: query.waitingFor }} texts={settings} />}
      {shown && state === 'ready' && view === 'table' && (
        <div className={classes.scroll}>
          <Table striped highlightOnHover stickyHeader className={classes.table} aria-label={t('widget.rdfViewer.triplesOf', { subject: shown })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('widget.rdfViewer.subject')}</Table.Th>
                <Table.Th>{t('widget.rdfViewer.predicate')}</Table.Th>
                <Table.Th>{t('widget.rdfViewer.object')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {triples.map((triple: Triple, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{triple.subject.termType === 'NamedNode' ? <span title={triple.subject.value}>{name(triple.subject.value)}</span> : term(triple.subject)}</Table.Td>
                  <Table.Td>{term(triple.predicate)}</Table.Td>
                  <Table.Td>{term(triple.object)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {triples.length >= TRIPLE_LIMIT && <Text size="xs" c="gray.7" p="xs">The first {TRIPLE_LIMIT} triples.</Text>}
        </div>
      )}
      {shown && state === 'ready' && view !== 'table' && (
        <div className={classes.scroll}>
          {!rendered && <Text size="sm" c="gray.7" p="sm">Writing {view === 'turtle' ? 'Turtle' : 'JSON-LD'}…</Text>}
          {rendered && 'error' in rendered && <WidgetProblem>{rendered.error}</WidgetProblem>}
          {rendered && 'text' in rendered && (
            <pre className={classes.code} aria-label={view === 'turtle' ? 'Turtle' : 'JSON-LD'}>
              {rendered.text}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The triples as Turtle or JSON-LD, written when that view is chosen. The writers (n3, jsonld)
 * load then, in a chunk of their own: the table does not wait for them.
 */
function useRenderedText(view: View, triples: readonly Triple[], prefixes: Record<string, string>, resource: string | null): Text | undefined {
  const { t } = useTranslation();
  const [text, setText] = useState<Text>();
  const key = `${resource}\u0000${triples.length}\u0000${JSON.stringify(prefixes)}`;
  useEffect(() => {
    if (view === 'table' || triples.length === 0) return;
    let current = true;
    import('./rdfText')
      .then((writers) => (view === 'turtle' ? writers.toTurtle(triples, prefixes) : writers.toJsonLd(triples, prefixes)))
      .then(
        (written) => current && setText({ view, key, text: written }),
        (error: unknown) =>
          current && setText({ view, key, error: t('widget.rdfViewer.notWritten', { format: view === 'turtle' ? 'Turtle' : 'JSON-LD', message: error instanceof Error ? error.message : String(error) }) }),
      );
    return () => {
      current = false;
    };
  }, [view, triples, prefixes, key, t]);
  return text && text.view === view && text.key === key ? text : undefined;
}
