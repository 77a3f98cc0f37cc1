import { ActionIcon, Button, Checkbox, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import type { Row } from '@grafiek/core';
import { IconArrowRight, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useAppRuntime, usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import { ResultGrid } from '../../kit/cells/ResultGrid';
import { DEFAULT_LANGUAGE, DEFAULT_LIMIT, type SparnaturalSettings } from '.';
import { classesQuery, labelOf, labelsQuery, propertiesQuery, readClasses, readLabels, readProperties, type ModelProperty } from './dataModel';
import {
  addCriterion,
  buildQuery,
  EMPTY_STATE,
  removeCriterion,
  setFilter,
  setShown,
  startWith,
  type BuilderState,
  type Criterion,
  type FilterKind,
  type Pick,
  type QueryNode,
  type ValueFilter,
} from './queryBuilder';
import { useQueryRun } from './useQueryRun';
import classes from './Sparnatural.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBSparnatural';
const COMBOBOX = { withinPortal: true } as const;

export default function SparnaturalView({ settings }: WidgetViewProps<SparnaturalSettings>) {
  const { t } = useTranslation();
  const { endpoint } = useAppRuntime();
  const language = settings.language.trim() || DEFAULT_LANGUAGE;
  const limit = settings.limit ?? DEFAULT_LIMIT;

  const classQuery = useWidgetQuery(classesQuery(), { source: SOURCE, report: false });
  const modelClasses = useMemo(() => (classQuery.results ? readClasses(classQuery.results) : []), [classQuery.results]);
  const classLabelQuery = useWidgetQuery(labelsQuery(modelClasses.map((modelClass) => modelClass.iri)), { source: SOURCE, report: false });
  const classLabels = useMemo(() => readLabels(classLabelQuery.results, language), [classLabelQuery.results, language]);

  const [state, setState] = useState<BuilderState>(EMPTY_STATE);
  const built = useMemo(() => buildQuery(state, { limit, language, distinct: settings.distinct, t }), [state, limit, language, settings.distinct, t]);
  const { run, execute } = useQueryRun(SOURCE);
  const [shownRows, setShownRows] = useState<readonly Row[] | null>(null);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const onPublish = useMemo(() => (publishVariable ? (iri: string) => publish(publishVariable, iri) : undefined), [publishVariable, publish]);
  const runQuery = () => {
    if (!built.ok) return;
    if (settings.queryVariable) publish(settings.queryVariable, built.query);
    void execute(built.query);
  };

  let widgetState: WidgetState = 'ready';
  let error: string | undefined;
  if (!endpoint) [widgetState, error] = ['error', t('widget.noRepo')];
  else if (classQuery.state === 'error') [widgetState, error] = ['error', classQuery.error];
  else if (classQuery.state === 'loading' || run.status === 'running') widgetState = 'loading';
  else if (run.status === 'failed') [widgetState, error] = ['error', run.error];
  else if (run.status === 'done') widgetState = run.table.rows.length === 0 ? 'empty' : shownRows === run.table.rows ? 'ready' : 'loading';
  useReportWidgetState(widgetState, error);

  if (!endpoint || classQuery.state === 'error' || (classQuery.state === 'loading' && modelClasses.length === 0)) {
    return <WidgetMessage query={{ state: endpoint ? classQuery.state : 'error', error: error ?? classQuery.error, waitingFor: [] }} texts={settings} />;
  }

  const classChoices = modelClasses.map((modelClass) => ({ value: modelClass.iri, label: `${labelOf(modelClass.iri, classLabels)} (${modelClass.count})` }));
  const start = state.nodes[0];
  const nodes = new Map(state.nodes.map((node) => [node.id, node]));
  const failure = settings.textErrorLoading.trim();

  return (
    <div className={classes.root}>
      <div className={classes.builder}>
        <Select
          label={t('widget.sparnatural.startWith')}
          aria-label={t('widget.sparnatural.startClass')}
          placeholder={t('widget.sparnatural.pickClass')}
          data={classChoices}
          value={start?.classIri ?? null}
          searchable
          nothingFoundMessage={t('widget.sparnatural.noClass')}
          comboboxProps={COMBOBOX}
          onChange={(iri) => setState(iri ? startWith(iri, labelOf(iri, classLabels)) : EMPTY_STATE)}
        />
        {state.criteria.length > 0 && (
          <ul className={classes.criteria} aria-label={t('widget.sparnatural.criteria')}>
            {state.criteria.map((criterion) => (
              <CriterionLine
                key={criterion.id}
                criterion={criterion}
                nodes={nodes}
                onFilter={(filter) => setState((current) => setFilter(current, criterion.id, filter))}
                onRemove={() => setState((current) => removeCriterion(current, criterion.id))}
              />
            ))}
          </ul>
        )}
        {start && (
          <AddCriterion
            nodes={state.nodes}
            labels={classLabels}
            language={language}
            onAdd={(subject, property, pick) => setState((current) => addCriterion(current, subject, property, pick))}
          />
        )}
        {start && (
          <Group gap="md" aria-label={t('widget.sparnatural.columns')} role="group">
            <Text size="sm" fw={500}>
              {t('widget.sparnatural.show')}
            </Text>
            {state.nodes.map((node) => (
              <Checkbox key={node.id} size="xs" label={node.variable} checked={node.shown} onChange={(event) => setState((current) => setShown(current, node.id, event.currentTarget.checked))} />
            ))}
            {state.criteria.map((criterion) =>
              criterion.target.kind === 'value' ? (
                <Checkbox
                  key={criterion.id}
                  size="xs"
                  label={criterion.target.variable}
                  checked={criterion.target.shown}
                  onChange={(event) => setState((current) => setShown(current, criterion.id, event.currentTarget.checked))}
                />
              ) : null,
            )}
          </Group>
        )}
        {start && (
          <Group gap="xs">
            <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={runQuery} disabled={!built.ok} loading={run.status === 'running'}>
              {t('widget.sparnatural.run')}
            </Button>
            {run.status === 'done' && (
              <Text size="sm" c="gray.7" aria-live="polite">
                {run.table.rows.length === 0 ? settings.textNoResults.trim() || t('widget.noResults') : t('widget.sparnatural.rows', { count: run.table.rows.length })}
              </Text>
            )}
          </Group>
        )}
        {start && !built.ok && <WidgetProblem size="xs">{built.error}</WidgetProblem>}
        {built.ok && (
          <pre className={classes.query} aria-label={t('widget.sparnatural.builtQuery')}>
            {built.query}
          </pre>
        )}
      </div>
      {run.status === 'failed' && (
        <div>
          <WidgetProblem>{failure || t('widget.sparnatural.failed')}</WidgetProblem>
          <pre className={classes.engineMessage}>{run.error}</pre>
        </div>
      )}
      {run.status !== 'idle' && run.status !== 'failed' && 'table' in run && run.table.rows.length > 0 && (
        <div className={classes.grid}>
          <ResultGrid table={run.table} onPublish={onPublish} onRowsShown={setShownRows} />
        </div>
      )}
      {run.status === 'running' && <Loader size="sm" m="sm" aria-label={settings.textLoading.trim() || t('widget.sparnatural.running')} />}
    </div>
  );
}

/** The filters a value criterion offers; their names are the texts widget.sparnatural.filters.<kind>. */
const FILTER_KINDS: readonly FilterKind[] = ['any', 'contains', 'equals', 'range', 'iri'];

function emptyFilter(kind: FilterKind): ValueFilter {
  switch (kind) {
    case 'any':
      return { kind };
    case 'contains':
    case 'equals':
      return { kind, text: '' };
    case 'iri':
      return { kind, iri: '' };
    case 'range':
      return { kind, min: '', max: '' };
  }
}

interface CriterionLineProps {
  criterion: Criterion;
  nodes: ReadonlyMap<string, QueryNode>;
  onFilter: (filter: ValueFilter) => void;
  onRemove: () => void;
}

/** One criterion: from, along, to; a value's filter is edited in place. */
function CriterionLine({ criterion, nodes, onFilter, onRemove }: CriterionLineProps) {
  const { t } = useTranslation();
  const subject = nodes.get(criterion.subject);
  const target = criterion.target;
  const filter = target.kind === 'value' ? target.filter : null;
  const name = `${subject?.variable ?? '?'} ${criterion.propertyLabel}`;
  return (
    <li className={classes.criterion}>
      <Text size="sm" fw={600}>
        {subject?.variable}
      </Text>
      <IconArrowRight size={14} aria-hidden />
      <Text size="sm">{criterion.propertyLabel}</Text>
      <IconArrowRight size={14} aria-hidden />
      {target.kind === 'node' ? (
        <Text size="sm" fw={600}>
          {nodes.get(target.node)?.variable}
          {nodes.get(target.node)?.classIri === null ? ` ${t('widget.sparnatural.anyResource')}` : ''}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {target.variable}
          </Text>
          <Select
            size="xs"
            w={120}
            aria-label={t('widget.sparnatural.filterOn', { name })}
            data={FILTER_KINDS.map((kind) => ({ value: kind, label: t(`widget.sparnatural.filters.${kind}`) }))}
            value={filter!.kind}
            allowDeselect={false}
            comboboxProps={COMBOBOX}
            onChange={(kind) => onFilter(emptyFilter((kind ?? 'any') as FilterKind))}
          />
          {(filter!.kind === 'contains' || filter!.kind === 'equals') && (
            <TextInput size="xs" aria-label={t('widget.sparnatural.textFor', { name })} value={filter!.text} onChange={(event) => onFilter({ kind: filter!.kind as 'contains', text: event.currentTarget.value })} />
          )}
          {filter!.kind === 'iri' && <TextInput size="xs" aria-label={t('widget.sparnatural.iriFor', { name })} placeholder="http://…" value={filter!.iri} onChange={(event) => onFilter({ kind: 'iri', iri: event.currentTarget.value })} />}
          {filter!.kind === 'range' && (
            <>
              <TextInput size="xs" w={110} aria-label={t('widget.sparnatural.fromFor', { name })} placeholder={t('widget.sparnatural.from')} value={filter!.min} onChange={(event) => onFilter({ ...(filter as { kind: 'range'; min: string; max: string }), min: event.currentTarget.value })} />
              <TextInput size="xs" w={110} aria-label={t('widget.sparnatural.toFor', { name })} placeholder={t('widget.sparnatural.to')} value={filter!.max} onChange={(event) => onFilter({ ...(filter as { kind: 'range'; min: string; max: string }), max: event.currentTarget.value })} />
            </>
          )}
        </>
      )}
      <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('widget.sparnatural.remove', { name })} onClick={onRemove}>
        <IconTrash size={14} />
      </ActionIcon>
    </li>
  );
}

interface AddCriterionProps {
  nodes: QueryNode[];
  labels: ReadonlyMap<string, string>;
  language: string;
  onAdd: (subject: string, property: { iri: string; label: string }, pick: Pick) => void;
}

/** What a property can lead to, as the "to" list offers it. */
function targetChoices(property: ModelProperty, labels: ReadonlyMap<string, string>): { value: string; label: string }[] {
  return [
    ...property.classes.map((iri) => ({ value: `class:${iri}`, label: labelOf(iri, labels) })),
    ...(property.resources ? [{ value: 'resource', label: 'any resource' }] : []),
    ...(property.values ? [{ value: 'value', label: 'a value' }] : []),
  ];
}

/** The next criterion: from a node of the query (the last by default), a property of its class, and what it leads to. */
function AddCriterion({ nodes, labels, language, onAdd }: AddCriterionProps) {
  const { t } = useTranslation();
  const typed = nodes.filter((node) => node.classIri !== null);
  const [chosenSubject, setSubject] = useState<string | null>(null);
  const subject = typed.find((node) => node.id === chosenSubject) ?? typed[typed.length - 1];
  const [propertyIri, setPropertyIri] = useState<string | null>(null);

  const propertyQuery = useWidgetQuery(subject?.classIri ? propertiesQuery(subject.classIri) : '', { source: SOURCE, report: false });
  const found = useMemo(() => (propertyQuery.results ? readProperties(propertyQuery.results) : null), [propertyQuery.results]);
  const properties = useMemo(() => found?.properties ?? [], [found]);
  const labelQuery = useWidgetQuery(labelsQuery(properties.flatMap((property) => [property.iri, ...property.classes])), { source: SOURCE, report: false });
  const propertyLabels = useMemo(() => {
    const merged = new Map(labels);
    for (const [iri, label] of readLabels(labelQuery.results, language)) merged.set(iri, label);
    return merged;
  }, [labels, labelQuery.results, language]);

  if (!subject) return null;
  const propertyChoices = properties
    .map((property) => ({ value: property.iri, label: labelOf(property.iri, propertyLabels) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const property = properties.find((candidate) => candidate.iri === propertyIri);
  const loading = propertyQuery.state === 'loading';

  const pick = (value: string | null) => {
    if (!property || !value) return;
    const chosen: Pick = value === 'resource' || value === 'value' ? { kind: value } : { kind: 'class', classIri: value.slice('class:'.length), label: labelOf(value.slice('class:'.length), propertyLabels) };
    onAdd(subject.id, { iri: property.iri, label: labelOf(property.iri, propertyLabels) }, chosen);
    setPropertyIri(null);
    setSubject(null);
  };

  return (
    <div className={classes.add} role="group" aria-label={t('widget.sparnatural.add')}>
      <Select
        size="xs"
        w={150}
        label={t('widget.sparnatural.fromLabel')}
        data={typed.map((node) => ({ value: node.id, label: node.variable }))}
        value={subject.id}
        allowDeselect={false}
        comboboxProps={COMBOBOX}
        onChange={(id) => {
          setSubject(id);
          setPropertyIri(null);
        }}
      />
      <Select
        size="xs"
        w={220}
        label={t('widget.sparnatural.property')}
        placeholder={loading ? t('widget.sparnatural.findingProperties') : propertyChoices.length === 0 ? t('widget.sparnatural.noProperties') : t('widget.sparnatural.pickProperty')}
        data={propertyChoices}
        value={propertyIri}
        searchable
        disabled={propertyChoices.length === 0}
        rightSection={loading ? <Loader size={14} /> : undefined}
        nothingFoundMessage={t('widget.sparnatural.noProperty')}
        comboboxProps={COMBOBOX}
        onChange={setPropertyIri}
      />
      {property && (
        <Select
          size="xs"
          w={200}
          label={t('widget.sparnatural.leadsTo')}
          placeholder={t('widget.sparnatural.pickTarget')}
          data={targetChoices(property, propertyLabels)}
          value={null}
          comboboxProps={COMBOBOX}
          onChange={pick}
        />
      )}
      {propertyQuery.state === 'error' && <WidgetProblem size="xs">{propertyQuery.error}</WidgetProblem>}
      {found?.source === 'declared' && (
        <Text size="xs" c="gray.6">
          from the repository's model
        </Text>
      )}
    </div>
  );
}
