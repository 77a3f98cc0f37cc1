import { Accordion, Badge, Button, Group } from '@mantine/core';
import { isEmptyValue } from '@grafiek/core';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useAppRuntime, usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { DynamicFilterSettings } from '.';
import { FacetControl } from './FacetControl';
import { facetsFromTable, type Facet } from './facets';
import { facetsWithState, findFilter, NO_FILTERS, readFiltersJson, type ActiveFilter, type FilterState } from './filterState';
import { publication } from './publishedValues';
import classes from './DynamicFilterView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'DynamicFilter';

export default function DynamicFilterView({ settings, panelTitle }: WidgetViewProps<DynamicFilterSettings>) {
  const { t } = useTranslation();
  // The widget reports its own state: while its counts follow a new choice the facets stay on
  // screen and usable (no loading overlay taking the focus away after every click).
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const reading = useMemo(() => facetsFromTable(query.table, t), [query.table, t]);
  const memory = useRef<PublishMemory>({ touched: false, json: undefined }).current;
  const { state, change, problem: stateProblem } = useFilterState(settings, memory);
  const facets = useMemo(() => facetsWithState(reading.facets, state), [reading.facets, state]);
  const publishProblems = usePublication(settings, reading.facets, state, memory);

  const [open, setOpen] = useState<Readonly<Record<string, boolean>>>({});
  const [showHidden, setShowHidden] = useState(false);

  const hasFacets = facets.length > 0;
  const noUsableRows = query.state === 'ready' && reading.facets.length === 0 && state.length === 0;
  const noUsableRowsMessage = reading.problems[0] ?? t('widget.dynamicFilter.noFilters');
  let reported: 'loading' | 'ready' | 'empty' | 'error' = query.state;
  if (query.state === 'error') reported = 'error';
  else if (noUsableRows) reported = 'error';
  else if (hasFacets) reported = 'ready';
  else if (query.state === 'ready') reported = 'empty';
  useReportWidgetState(reported, query.state === 'error' ? query.error : noUsableRows ? noUsableRowsMessage : undefined);

  const reset = (
    <Button size="xs" variant="light" onClick={() => change(NO_FILTERS)} disabled={state.length === 0}>
      {settings.resetLabel || t('widget.dynamicFilter.reset')}
    </Button>
  );

  if (query.state === 'error') {
    // A combination of filters that breaks the query can still be undone.
    return (
      <div className={classes.root}>
        <WidgetMessage query={query} texts={settings} />
        {state.length > 0 && <Group p="xs">{reset}</Group>}
      </div>
    );
  }
  if (noUsableRows) return <WidgetProblem>{noUsableRowsMessage}</WidgetProblem>;
  if (!hasFacets) return <WidgetMessage query={query.state === 'ready' ? { ...query, state: 'empty' } : query} texts={settings} />;

  const shown = facets.filter((facet) => facet.defaultVisible || showHidden || findFilter(state, facet.sparqlParameter));
  const hiddenCount = facets.length - facets.filter((facet) => facet.defaultVisible || findFilter(state, facet.sparqlParameter)).length;
  const expanded = shown.filter((facet) => open[facet.sparqlParameter] ?? facet.defaultExpanded).map((facet) => facet.sparqlParameter);
  const name = panelTitle.trim() || t('widget.dynamicFilter.name');
  const problems = [...reading.problems, ...(stateProblem ? [stateProblem] : []), ...publishProblems];

  return (
    <div className={classes.root} role="search" aria-label={name} aria-busy={query.refreshing || undefined}>
      {problems.length > 0 && (
        <div className={classes.problems}>
          {problems.map((text) => (
            <WidgetProblem key={text} size="xs">
              {text}
            </WidgetProblem>
          ))}
        </div>
      )}
      <Accordion
        multiple
        value={expanded}
        onChange={(values) => setOpen((current) => ({ ...current, ...Object.fromEntries(shown.map((facet) => [facet.sparqlParameter, values.includes(facet.sparqlParameter)])) }))}
        chevronPosition="left"
        variant="default"
        // Folding is instant and a folded facet stays mounted (hidden): a height animation froze
        // at the old height when counts added values while it ran, and a pending search must survive.
        transitionDuration={0}
        keepMounted
        keepMountedMode="display-none"
        className={classes.facets}
      >
        {shown.map((facet) => (
          <Accordion.Item key={facet.sparqlParameter} value={facet.sparqlParameter} data-facet={facet.sparqlParameter}>
            <Accordion.Control>
              <span className={classes.heading}>
                {facet.property}
                <ActiveBadge filter={findFilter(state, facet.sparqlParameter)} />
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              <FacetControl facet={facet} state={state} onChange={change} anyLabel={settings.anyValueLabel || t('widget.dynamicFilter.any')} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group gap="xs" p="xs" justify="space-between" className={classes.actions}>
        {hiddenCount > 0 ? (
          <Button size="xs" variant="subtle" onClick={() => setShowHidden((value) => !value)} aria-expanded={showHidden}>
            {showHidden ? t('widget.dynamicFilter.fewer') : t('widget.dynamicFilter.more', { count: hiddenCount })}
          </Button>
        ) : (
          <span />
        )}
        {reset}
      </Group>
    </div>
  );
}

/** How much a facet narrows, beside its heading: the number of chosen values, or a dot. */
function ActiveBadge({ filter }: { filter: ActiveFilter | undefined }) {
  const { t } = useTranslation();
  if (!filter) return null;
  const count = filter.type === 'checkboxes' || filter.type === 'radiobuttons' ? filter.values.length : 1;
  return (
    <Badge size="sm" variant="filled" circle aria-label={t('widget.dynamicFilter.chosen', { count })}>
      {count}
    </Badge>
  );
}

/** What the state hook and the publishing share: whether anyone chose yet, and the JSON last sent. */
interface PublishMemory {
  /** False until a person or the filters variable changes the state: opening the app publishes nothing. */
  touched: boolean;
  /** The JSON the widget last published, so that its echo in the filters variable is recognised. */
  json: string | undefined;
}

/**
 * The filter state: the widget's own, or, with a filters variable, what that variable holds, so
 * that the back menu and the URL can bring a state back. A state that comes back that way is
 * published to the facets' variables again.
 */
function useFilterState(settings: DynamicFilterSettings, memory: PublishMemory): { state: FilterState; change: (next: FilterState) => void; problem: string | undefined } {
  const { t } = useTranslation();
  const variable = settings.filtersPublishVariable;
  const external = useVariable(variable || null);
  const [state, setState] = useState<FilterState>(NO_FILTERS);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // Reads what the variable holds now, against the state at that moment.
  const read = useEffectEvent((value: unknown) => {
    if (typeof value === 'string' && value === memory.json) return;
    // Nothing held and nothing chosen: leave the facets' variables as the app set them.
    if (isEmptyValue(value) && state.length === 0) return;
    try {
      setState(readFiltersJson(value, t));
      memory.touched = true;
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  useEffect(() => {
    if (variable) read(external);
  }, [variable, external]);

  const change = (next: FilterState) => {
    memory.touched = true;
    setState(next);
  };
  return { state, change, problem };
}

/**
 * Publishes the state whenever it (or the facets) change: each facet's variables, the URL form
 * and the JSON. Only values that differ from what the store holds go out (empty and reset count
 * as the same), so a state read back from the filters variable is not published to it again.
 * Returns the values that could not be published.
 */
function usePublication(settings: DynamicFilterSettings, facets: readonly Facet[], state: FilterState, memory: PublishMemory): string[] {
  const { store } = useAppRuntime();
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const [problems, setProblems] = useState<string[]>([]);
  const { multipleselectparametertype: format, resetValue, filterLogicalOperation: logicalOperation, urlPublishVariable, filtersPublishVariable } = settings;

  useEffect(() => {
    if (!memory.touched) return;
    const result = publication(facets, state, { format, resetValue, logicalOperation, t });
    const outgoing: [string, string][] = [...result.variables];
    if (urlPublishVariable) outgoing.push([urlPublishVariable, result.url]);
    if (filtersPublishVariable) outgoing.push([filtersPublishVariable, result.json]);
    for (const [key, value] of outgoing) {
      const current = store.get(key);
      if (current === value || (isEmptyValue(current) && isEmptyValue(value))) continue;
      if (key === filtersPublishVariable) memory.json = value;
      publish(key, value);
    }
    setProblems((current) => (current.join('\n') === result.problems.join('\n') ? current : result.problems));
  }, [facets, state, format, resetValue, logicalOperation, urlPublishVariable, filtersPublishVariable, store, publish, memory, t]);

  return problems;
}
