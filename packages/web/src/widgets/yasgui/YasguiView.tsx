import { areaPathKey, listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loginHeaders } from '../../api/loginCookie';
import { useAppRuntime, usePublish, useReportWidgetState, useVariables, WidgetProblem, type WidgetState, type WidgetViewProps } from '../../kit';
import type { YasguiSettings } from '.';
import { platformRequestConfig } from './platformRequest';
import { prefixDeclaration, readPrefixes, withMissingPrefixes, type PrefixMap } from '../../kit/prefixes/sparqlPrefixes';
import type { Yasgui, YasguiTab } from './yasguiSetup';
import classes from './Yasgui.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'Yasgui';

/**
 * The library, asked for as soon as this view's code is (the viewer loads views ahead of
 * showing them), so it is not first asked for when the widget shows. Not outside a browser.
 */
const library = typeof document === 'undefined' ? null : import('./yasguiSetup');
// A failure is reported by the widget that needs it, not as an unhandled rejection here.
library?.catch(() => undefined);
/** The id of the tab that holds the configured query, so it is found again among kept tabs. */
const CONFIG_TAB = 'config';
const NEW_TAB_BODY = 'SELECT * WHERE {\n  ?sub ?pred ?obj .\n} LIMIT 10';

/** The outcome of the latest query of any tab, for the frame's data-state. */
type Outcome = { state: 'idle' } | { state: 'running' } | { state: 'done' } | { state: 'failed'; error: string };

export default function YasguiView({ settings, path, panelTitle }: WidgetViewProps<YasguiSettings>) {
  const { t } = useTranslation();
  const { endpoint, store, app } = useAppRuntime();
  const publish = usePublish(SOURCE);

  const template = settings.query;
  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  const { prefixes, problems } = useMemo(() => readPrefixes(settings.prefixes), [settings.prefixes]);
  // The first tab's text: the configured query with the variables' values, once they all have one.
  const first = useMemo(() => {
    const lookup: Record<string, unknown> = {};
    keys.forEach((key, index) => (lookup[key] = values[index]));
    const resolved = resolvePlaceholders(template, lookup, { mode: 'sparql', unresolved: 'emptyResult' });
    const waitingFor = resolved.ok && !resolved.text && template.trim() ? keys.filter((_, index) => values[index] === undefined) : [];
    const text = resolved.ok && resolved.text ? resolved.text : template;
    return {
      text: withMissingPrefixes(text, prefixes),
      runnable: resolved.ok && resolved.text.trim() !== '',
      waitingFor,
      error: resolved.ok ? undefined : resolved.error,
    };
  }, [template, keys, values, prefixes]);

  const url = endpoint ? new URL(endpoint.queryUrl, window.location.origin).href : null;
  const storageId = `grafiek-yasgui:${app.project?.path ?? ''}/${app.path}:${areaPathKey(path)}`;
  const prefixText = useMemo(() => JSON.stringify(prefixes), [prefixes]);
  const host = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<Yasgui | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  // Read by Yasgui's callbacks at the time they run, so a change does not rebuild the editor.
  const live = useRef({ publishVariable: settings.publishVariable, firstText: first.text, tabName: panelTitle || 'Query', runFirst: false });
  live.current = { publishVariable: settings.publishVariable, firstText: first.text, tabName: panelTitle || 'Query', runFirst: settings.runAtStart && first.runnable };

  const [failedLoad, setLoadError] = useState<string>();
  const loadError = failedLoad && t('widget.queryEditorFailed', { message: failedLoad });
  useEffect(() => {
    const element = host.current;
    if (!element || !url) return;
    const editorHeight = settings.editorHeight;
    const mount = ({ createYasgui, prepareTab, readOutcome, tabsOf }: typeof import('./yasguiSetup')): (() => void) => {
      const kept: PrefixMap = JSON.parse(prefixText) as PrefixMap;
      const declarations = Object.entries(kept).map(([name, namespace]) => prefixDeclaration(name, namespace));
      const running = new Set<string>();
      const yasgui = createYasgui(element, {
        storageId: settings.keepTabs ? storageId : null,
        repository: endpoint?.repo ?? endpoint?.configured ?? '',
        prefixes: kept,
        newTabQuery: [...declarations, NEW_TAB_BODY].join('\n'),
        resultView: settings.resultView,
        request: platformRequestConfig({
          url,
          loginHeaders,
          prepare: (query) => {
            const resolved = resolvePlaceholders(query, (name) => store.get(name), { mode: 'sparql', unresolved: 'error' });
            if (!resolved.ok) throw new Error(resolved.error);
            return resolved.text;
          },
        }),
      });

      // The configured query is the first tab: made when it is missing (a first visit, or closed
      // last time), otherwise given the current text.
      if (!yasgui.getTab(CONFIG_TAB)) {
        const noneActive = !yasgui.getTab();
        yasgui.addTab(noneActive, { id: CONFIG_TAB, name: live.current.tabName, yasqe: { value: live.current.firstText } }, { atIndex: 0 });
      }
      for (const tab of tabsOf(yasgui)) prepareTab(tab, url, editorHeight);
      // A new tab is drawn right after this event; it is prepared once it is.
      const onTabAdd = (_: Yasgui, id: string) => queueMicrotask(() => prepareTab(yasgui.getTab(id), url, editorHeight));
      const onTabSelect = (_: Yasgui, id: string) => {
        const tab = yasgui.getTab(id);
        prepareTab(tab, url, editorHeight);
        // The first tab, drawn only now (another was shown at start), runs as it would have at start.
        if (tab && id === CONFIG_TAB && live.current.runFirst && !tab.hasResults()) tab.query().catch(() => undefined);
      };
      const onQueryBefore = (_: Yasgui, tab: YasguiTab) => {
        running.add(tab.getId());
        setOutcome({ state: 'running' });
      };
      const onQueryAbort = (_: Yasgui, tab: YasguiTab) => {
        running.delete(tab.getId());
        if (running.size === 0) setOutcome({ state: 'idle' });
      };
      const onQueryResponse = (_: Yasgui, tab: YasguiTab) => {
        prepareTab(tab, url, editorHeight);
        running.delete(tab.getId());
        // YASR takes the response just after this event.
        queueMicrotask(() => {
          const read = readOutcome(tab);
          if (running.size === 0) setOutcome(read.error === undefined ? { state: 'done' } : { state: 'failed', error: read.error });
        });
      };
      yasgui.on('tabAdd', onTabAdd);
      yasgui.on('tabSelect', onTabSelect);
      yasgui.on('queryBefore', onQueryBefore);
      yasgui.on('queryAbort', onQueryAbort);
      yasgui.on('queryResponse', onQueryResponse);

      // A click on an IRI in the result table publishes it instead of opening it.
      const onClick = (event: MouseEvent) => {
        const variable = live.current.publishVariable;
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.iri') : null;
        // Datatype IRIs of literals (in <sup>) are not results.
        if (!variable || !link || link.closest('sup') || !link.closest('.yasr_results')) return;
        const iri = link.getAttribute('href');
        if (!iri) return;
        event.preventDefault();
        publish(variable, iri);
      };
      element.addEventListener('click', onClick);
      setInstance(yasgui);
      setOutcome({ state: 'idle' });
      return () => {
        element.removeEventListener('click', onClick);
        setInstance(null);
        yasgui.destroy();
        element.replaceChildren();
      };
    };

    let cancelled = false;
    let unmount: (() => void) | undefined;
    // The library is loaded here rather than with the view, so the view module stays small and
    // loads anywhere (the registry's tests load every view in Node, where Yasgui cannot run).
    (library ?? import('./yasguiSetup')).then(
      (setup) => {
        if (!cancelled) unmount = mount(setup);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [url, endpoint?.repo, endpoint?.configured, storageId, prefixText, settings.keepTabs, settings.editorHeight, settings.resultView, store, publish]);

  // The first tab follows the configured query and the variables it uses.
  const { text: firstText, runnable } = first;
  const runAtStart = settings.runAtStart;
  useEffect(() => {
    const tab = instance?.getTab(CONFIG_TAB);
    if (!tab) return;
    const editor = tab.getYasqe();
    if (!editor) {
      // Not drawn yet (another tab is shown): it is drawn from what it holds.
      tab.getPersistedJson().yasqe.value = firstText;
      return;
    }
    if (tab.getQuery() !== firstText) tab.setQuery(firstText);
    if (runAtStart && runnable) tab.query().catch(() => undefined);
  }, [instance, firstText, runnable, runAtStart]);

  let state: WidgetState;
  let error: string | undefined;
  if (!endpoint) [state, error] = ['error', t('widget.noRepo')];
  else if (loadError) [state, error] = ['error', loadError];
  else if (first.error) [state, error] = ['error', first.error];
  else if (!instance || outcome.state === 'running') state = 'loading';
  else if (outcome.state === 'failed') [state, error] = ['error', outcome.error];
  else state = 'ready';
  useReportWidgetState(state, error);

  return (
    <div className={classes.root}>
      {!endpoint && <WidgetProblem>{t('widget.noRepo')}</WidgetProblem>}
      {loadError && <WidgetProblem>{loadError}</WidgetProblem>}
      {(first.error || problems.length > 0 || first.waitingFor.length > 0) && (
        <div className={classes.notes}>
          {first.error && <WidgetProblem size="xs">{first.error}</WidgetProblem>}
          {problems.map((problem) => (
            <WidgetProblem key={problem} size="xs">
              {problem}
            </WidgetProblem>
          ))}
          {first.waitingFor.length > 0 && <span className={classes.waiting}>The first tab runs once {first.waitingFor.join(', ')} has a value.</span>}
        </div>
      )}
      <div ref={host} className={classes.host} />
    </div>
  );
}
