import { Button, Group, Text } from '@mantine/core';
import { resolvePlaceholders, toResultTable } from '@grafiek/core';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { runSparqlQuery } from '../../api/sparqlClient';
import { sparqlQueryKeys, useAppRuntime, usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { IfcViewerSettings } from '.';
import { colourSetting } from './ifcColour';
import type { IfcEngine, IfcPick } from './ifcEngine';
import { fetchIfcBytes, ifcContentProblem } from './ifcFile';
import { elementsOfUri, fileLabel, readIfcRows, rowOfElement, type IfcElementRef } from './ifcRows';
import { modelLook, modusPlan, type ObjectVisualisationMode, type Visualisation } from './viewerModes';
import classes from './IfcViewer.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'IFCJSViewer';
const SELECTION_FALLBACK = { hex: '#1e88e5', opacity: 1 };
const HIGHLIGHT_FALLBACK = { hex: '#ff9800', opacity: 1 };

/** How far one model got. */
type ModelStatus = { state: 'loading' } | { state: 'ready'; elements: number } | { state: 'error'; error: string };

/** A model opened from the visitor's computer (ViewerWithUpload). */
interface LocalModel {
  name: string;
  bytes: Uint8Array;
}

/** IFCJSViewer, IFCJSViewerV3 and BBIfcViewerNextGen: one view; V3 has the mode settings. */
export default function IfcViewerView({ settings, mode }: WidgetViewProps<IfcViewerSettings>) {
  const { t } = useTranslation();
  const { endpoint, store } = useAppRuntime();
  const publish = usePublish(SOURCE);
  const queryClient = useQueryClient();
  const plan = settings.modus === undefined ? { queryFiles: true, localFile: false } : modusPlan(settings.modus, settings.uploadFileMode ?? '');
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false, enabled: plan.unsupported === undefined });
  const selectionColour = useMemo(() => colourSetting(settings.selectionColor, SELECTION_FALLBACK), [settings.selectionColor]);
  const highlightColor = settings.highlightColor;
  const rows = useMemo(() => readIfcRows(query.table, colourSetting(highlightColor, HIGHLIGHT_FALLBACK), t), [query.table, highlightColor, t]);
  const objectMode: ObjectVisualisationMode = settings.objectVisualisationMode || 'normal';
  const visualisation: Visualisation = settings.visualisationMode || '3D';

  const container = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<IfcEngine | null>(null);
  const [engineFailure, setEngineError] = useState<string | null>(null);
  const engineError = engineFailure && t('widget.ifcViewer.engineFailed', { message: engineFailure });
  const [statuses, setStatuses] = useState<Record<string, ModelStatus>>({});
  const [selection, setSelection] = useState<IfcElementRef[]>([]);
  const [clickNote, setClickNote] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalModel | null>(null);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  // The models shown: the query's files, or the visitor's own file while one is open.
  const wanted = local ? [local.name] : plan.queryFiles ? rows.files : [];
  const wantedKey = wanted.join('\n');
  const loaded = wanted.filter((id) => statuses[id]?.state === 'ready');
  const loadedKey = loaded.join('\n');

  const onPick = useEffectEvent((pick: IfcPick | null) => void picked(pick));

  // The engine lives as long as the widget: made once the view has its element, and only for a
  // mode that shows models.
  const showsModels = plan.unsupported === undefined;
  useEffect(() => {
    if (!showsModels || !container.current) return;
    let made: IfcEngine | null = null;
    let cancelled = false;
    import('./ifcEngine')
      .then(({ IfcEngine }) => {
        if (cancelled || !container.current) return;
        made = new IfcEngine(container.current, (pick) => onPick(pick));
        setEngine(made);
      })
      .catch((error: unknown) => {
        if (!cancelled) setEngineError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      made?.dispose();
      setEngine(null);
      setStatuses({});
    };
  }, [showsModels]);

  // Read by a load that ends after the visualisation changed.
  const visualisationRef = useRef(visualisation);
  useEffect(() => {
    visualisationRef.current = visualisation;
  }, [visualisation]);

  // Load the wanted models that are not there yet (all of them again after a reload); drop the rest.
  const localModel = local;
  useEffect(() => {
    if (!engine) return;
    const controller = new AbortController();
    const ids = wantedKey === '' ? [] : wantedKey.split('\n');
    for (const id of engine.modelIds()) if (!ids.includes(id)) void engine.remove(id);
    setStatuses((current) => Object.fromEntries(Object.entries(current).filter(([id]) => ids.includes(id))));
    const loadOne = async (id: string) => {
      setStatuses((current) => ({ ...current, [id]: { state: 'loading' } }));
      try {
        const bytes = localModel && id === localModel.name ? localModel.bytes : await fetchIfcBytes(id, controller.signal);
        if (controller.signal.aborted) return;
        const model = await engine.load(id, bytes);
        if (controller.signal.aborted) return;
        setStatuses((current) => ({ ...current, [id]: { state: 'ready', elements: model.elements } }));
        await engine.zoomTo(null);
        if (visualisationRef.current === '2D') await engine.setVisualisation('2D');
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setStatuses((current) => ({ ...current, [id]: { state: 'error', error: message } }));
      }
    };
    for (const id of ids) void loadOne(id);
    return () => controller.abort();
  }, [engine, wantedKey, reloads, localModel]);

  useEffect(() => {
    if (engine && loadedKey) void engine.setVisualisation(visualisation);
  }, [engine, visualisation, loadedKey]);

  // Paint every loaded model for the rows, the mode and the selection.
  useEffect(() => {
    if (!engine || !loadedKey) return;
    for (const id of loadedKey.split('\n')) {
      const selected = selection.filter((element) => element.model === id).map((element) => element.expressID);
      void engine.applyLook(id, modelLook(rows.elements, id, objectMode, selected), selectionColour);
    }
  }, [engine, loadedKey, rows, objectMode, selection, selectionColour]);

  // The subscribed variable selects the elements whose ?uri it holds, once their models are there.
  // A value this viewer published itself (a click) selects without moving the camera.
  const subscribed = useVariable(settings.subscribeVariable || null);
  const published = useRef<string | null>(null);
  const subscribedSeen = useRef<unknown>(subscribed);
  const zoomToSelection = settings.zoomToSelection;
  useEffect(() => {
    const changed = !Object.is(subscribedSeen.current, subscribed);
    subscribedSeen.current = subscribed;
    if (typeof subscribed !== 'string' || subscribed === '') {
      if (changed) setSelection([]);
      return;
    }
    if (!loadedKey) return;
    const found = elementsOfUri(rows.elements, subscribed, loadedKey.split('\n'));
    setSelection(found);
    setClickNote(null);
    if (found.length > 0 && zoomToSelection && engine && published.current !== subscribed) void engine.zoomTo(found);
  }, [subscribed, rows, loadedKey, engine, zoomToSelection]);

  // A new value of the reset parameter clears the selection; of the reload parameter, loads anew.
  const resetValue = useVariable(settings.resetparameter || null);
  const reloadValue = useVariable(settings.reloadparameter || null);
  const seen = useRef({ reset: resetValue, reload: reloadValue, table: query.table });
  useEffect(() => {
    if (Object.is(seen.current.reset, resetValue)) return;
    seen.current.reset = resetValue;
    setSelection([]);
    setClickNote(null);
  }, [resetValue]);
  useEffect(() => {
    if (Object.is(seen.current.reload, reloadValue)) return;
    seen.current.reload = reloadValue;
    if (endpoint && query.resolvedQuery !== null) void queryClient.invalidateQueries({ queryKey: sparqlQueryKeys.query(endpoint.queryUrl, query.resolvedQuery) });
    setReloads((count) => count + 1);
  }, [reloadValue, endpoint, query.resolvedQuery, queryClient]);
  // V3: a new answer of the query clears the selection (unless switched off).
  const resetOnUpdate = settings.resetSelectionOnQueryUpdate === true;
  useEffect(() => {
    if (seen.current.table === query.table) return;
    const first = seen.current.table === undefined;
    seen.current.table = query.table;
    if (resetOnUpdate && !first) setSelection([]);
  }, [query.table, resetOnUpdate]);

  const picked = async (pick: IfcPick | null) => {
    if (!pick) {
      setSelection([]);
      setClickNote(null);
      return;
    }
    setSelection([{ model: pick.model, expressID: pick.expressID }]);
    const guidQuery = settings.selectguidquery.trim();
    if (guidQuery) {
      if (!pick.guid) return setClickNote(t('widget.ifcViewer.noGuid', { id: pick.expressID }));
      if (!endpoint) return setClickNote(t('widget.ifcViewer.noRepository'));
      const resolved = resolvePlaceholders(guidQuery, (name) => (name === 'guid' ? pick.guid : store.get(name)), { mode: 'sparql', unresolved: 'error' });
      if (!resolved.ok) return setClickNote(t('widget.ifcViewer.guidQuery', { message: resolved.error }));
      try {
        const table = toResultTable(await runSparqlQuery(endpoint, resolved.text));
        const uri = table.rows.map((row) => row.bindings.uri?.value).find((value) => value);
        if (!uri) return setClickNote(t('widget.ifcViewer.notFound', { id: pick.expressID, guid: pick.guid }));
        setClickNote(null);
        published.current = uri;
        publish(settings.publishVariable, uri);
      } catch (error) {
        setClickNote(t('widget.ifcViewer.guidFailed', { message: error instanceof Error ? error.message : String(error) }));
      }
      return;
    }
    const row = rowOfElement(rows.elements, pick.model, pick.expressID);
    if (!row?.uri) return setClickNote(t('widget.ifcViewer.notInRows', { id: pick.expressID }));
    setClickNote(null);
    published.current = row.uri;
    publish(settings.publishVariable, row.uri);
  };

  const openLocal = async (file: File | undefined) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = ifcContentProblem(file.name, bytes);
    setLocalProblem(problem);
    if (problem) return;
    setSelection([]);
    setLocal({ name: file.name, bytes });
  };

  // What the frame says: the query's state, then the models'.
  const modelStatuses = wanted.map((id) => statuses[id]);
  const failures = wanted.flatMap((id) => {
    const status = statuses[id];
    return status?.state === 'error' ? [status.error] : [];
  });
  const loading = modelStatuses.some((status) => !status || status.state === 'loading');
  const problem = plan.unsupported ?? engineError ?? (query.state === 'error' ? query.error : undefined) ?? (failures.length > 0 && failures.length === wanted.length ? failures.join(' ') : undefined);
  const frameState = problem ? 'error' : query.state === 'loading' || (engine && loading) ? 'loading' : 'ready';
  useReportWidgetState(frameState, problem);

  if (plan.unsupported) return <WidgetProblem>{plan.unsupported}</WidgetProblem>;

  const noFiles = query.state === 'ready' && plan.queryFiles && !plan.localFile && rows.files.length === 0;
  const elementsShown = wanted.reduce((sum, id) => {
    const status = statuses[id];
    return sum + (status?.state === 'ready' ? status.elements : 0);
  }, 0);
  const selectedText = selection.length === 0 ? null : selection.length === 1 ? `Selected: #${selection[0]!.expressID}` : `Selected: ${selection.length} elements`;

  return (
    <div className={`${classes.root} ${settings.className}`.trim()} data-ifc-viewer>
      {plan.localFile && (
        <Group gap="xs" p={4} className={classes.bar}>
          <input ref={fileInput} type="file" hidden accept=".ifc" aria-label={t('widget.ifcViewer.openFile')} onChange={(event) => {
            void openLocal(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }} />
          <Button size="xs" variant="light" leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => fileInput.current?.click()}>
            {t('widget.ifcViewer.openButton')}
          </Button>
          {local && (
            <Button size="xs" variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => setLocal(null)}>
              {t('widget.ifcViewer.close', { name: local.name })}
            </Button>
          )}
          {localProblem && <WidgetProblem size="xs">{localProblem}</WidgetProblem>}
        </Group>
      )}
      <div className={classes.stage}>
        <div ref={container} className={classes.canvas} data-ifc-canvas />
        {(query.state === 'error' || query.state === 'loading') && (
          <div className={classes.cover}>
            <WidgetMessage query={query} texts={settings} />
          </div>
        )}
        <div className={classes.status} aria-live="polite" data-ifc-status>
          {engineError && <WidgetProblem size="xs">{engineError}</WidgetProblem>}
          {noFiles && (
            <Text size="xs" c="gray.7">
              {settings.textNoResults.trim() || (query.table && query.table.rows.length > 0 ? t('widget.ifcViewer.noFile') : t('widget.noResults'))}
            </Text>
          )}
          {plan.localFile && wanted.length === 0 && (
            <Text size="xs" c="gray.7">
              {t('widget.ifcViewer.openHint')}
            </Text>
          )}
          {wanted.map((id) => (
            <ModelLine key={id} id={id} status={statuses[id]} />
          ))}
          {selectedText && (
            <Text size="xs" data-ifc-selection>
              {selectedText}
            </Text>
          )}
          {clickNote && (
            <Text size="xs" c="gray.7">
              {clickNote}
            </Text>
          )}
          {mode === 'edit' && rows.notes.map((note) => <Text key={note} size="xs" c="orange.9">{note}</Text>)}
          {loaded.length > 1 && <Text size="xs">{elementsShown} elements in {loaded.length} models</Text>}
        </div>
      </div>
    </div>
  );
}

function ModelLine({ id, status }: { id: string; status: ModelStatus | undefined }) {
  const { t } = useTranslation();
  const name = fileLabel(id);
  if (status?.state === 'error') return <WidgetProblem size="xs">{status.error}</WidgetProblem>;
  if (status?.state === 'ready') {
    return (
      <Text size="xs" data-ifc-model-ready>
        {t('widget.ifcViewer.elements', { name, count: status.elements })}
      </Text>
    );
  }
  return <Text size="xs" c="gray.7">{t('widget.ifcViewer.loading', { name })}</Text>;
}
