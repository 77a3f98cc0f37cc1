import { Center, Loader, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useAreaActive, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { partOf, useDiagramActivation } from '../../kit/diagram/diagramActivation';
import { DiagramProblem } from '../../kit/diagram/DiagramProblem';
import { PanZoom } from '../../kit/diagram/PanZoom';
import { useMermaidDiagram } from '../../kit/diagram/useMermaidDrawing';
import type { VoyagerSettings } from '.';
import { classDiagramText, NODE_CLASS_PREFIX } from './classDiagramText';
import { classModel } from './classModel';
import { modelQuery } from './modelQuery';
import classes from './VoyagerView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBVoyager';
const NO_CLASSES = 'No classes in the model: the graphs hold no rdfs:Class, owl:Class or SHACL shape with sh:targetClass (or none in the namespaces).';

/** The number of the class whose node an event happened in (C3 gives 3), or -1. */
function classIndex(target: EventTarget, container: Element): number {
  const node = partOf(target, container, 'g.node');
  const name = node ? [...node.classList].find((candidate) => candidate.startsWith(NODE_CLASS_PREFIX)) : undefined;
  return name ? Number(name.slice(NODE_CLASS_PREFIX.length)) : -1;
}

function languageOfBrowser(): string {
  return (typeof navigator === 'undefined' ? '' : navigator.language).split('-')[0]!.toLowerCase();
}

export default function VoyagerView({ settings, panelTitle }: WidgetViewProps<VoyagerSettings>) {
  const { t } = useTranslation();
  const ownQuery = settings.query.trim() !== '';
  const graphsKey = settings.graphs.join('\n');
  const builtIn = useMemo(() => modelQuery(graphsKey ? graphsKey.split('\n') : [], t), [graphsKey, t]);
  const query = useWidgetQuery(ownQuery ? settings.query : builtIn.ok ? builtIn.query : '', { source: SOURCE, report: false });

  const namespacesKey = settings.namespaces.join('\n');
  const { showProperties, maxClasses } = settings;
  const model = useMemo(() => {
    if (!query.table) return null;
    const namespaces = namespacesKey ? namespacesKey.split('\n') : [];
    return classModel(query.table, { namespaces, showProperties, maxClasses, language: languageOfBrowser() });
  }, [query.table, namespacesKey, showProperties, maxClasses]);
  const diagram = useMemo(() => (model && model.classes.length > 0 ? classDiagramText(model) : null), [model]);

  const active = useAreaActive();
  const drawing = useMermaidDiagram(query.state === 'ready' && diagram ? diagram.text : null, active);
  const problem = !ownQuery && !builtIn.ok ? builtIn.error : undefined;
  const waits = query.state === 'loading' || query.state === 'error';
  const reported = problem ? { state: 'error' as const, error: problem } : waits ? query : drawing;
  useReportWidgetState(reported.state, reported.error);

  const publishVariable = settings.publishVariable;
  const chosen = useVariable(publishVariable || null);
  const findClass = useCallback((target: EventTarget, container: Element) => diagram?.iris[classIndex(target, container)], [diagram]);
  const { onClick, onKeyDown } = useDiagramActivation(SOURCE, publishVariable, findClass);

  // With a publish variable every class is a button: focusable, named by its label; the class
  // the variable holds is marked.
  const decorate = useCallback(
    (container: HTMLElement) => {
      if (!diagram) return;
      for (const node of container.querySelectorAll('g.node')) {
        const index = classIndex(node, container);
        const iri = diagram.iris[index];
        if (iri === undefined) continue;
        if (iri === chosen) node.setAttribute('data-chosen', '');
        if (!publishVariable) continue;
        node.setAttribute('tabindex', '0');
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', diagram.labels[index] ?? iri);
      }
    },
    [diagram, publishVariable, chosen],
  );

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (waits) return <WidgetMessage query={query} texts={settings} />;
  if (drawing.state === 'empty') {
    // A query that waits for a variable says so; a model without classes says what was looked for.
    const noClasses = active && query.waitingFor.length === 0 && !diagram ? NO_CLASSES : '';
    return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor: query.waitingFor }} texts={{ ...settings, textNoResults: settings.textNoResults || noClasses }} />;
  }
  if (drawing.state === 'error') return <DiagramProblem>{t('widget.voyager.failed', { message: drawing.error ?? '' })}</DiagramProblem>;
  if (!drawing.svg || !model) {
    return (
      <Center p="md" h="100%">
        <Loader size={32} aria-label={settings.textLoading.trim() || t('widget.voyager.drawing')} />
      </Center>
    );
  }
  const note =
    model.total > model.classes.length ? (
      <Text size="xs" c="dimmed" px="sm" pt={4}>
        {`${model.classes.length} of ${model.total} classes, the most connected: narrow the namespaces or raise Max classes to see others.`}
      </Text>
    ) : null;
  return (
    <PanZoom
      className={classes.diagram}
      svg={drawing.svg}
      label={panelTitle.trim() || t('widget.voyager.name')}
      decorate={decorate}
      onClick={onClick}
      onKeyDown={onKeyDown}
      header={note}
    />
  );
}
