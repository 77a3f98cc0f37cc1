import { useCallback, useMemo, useState } from 'react';
import { useAppRuntime, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { useDiagramActivation } from '../../kit/diagram/diagramActivation';
import { PanZoom } from '../../kit/diagram/PanZoom';
import type { SingleLineDiagramSettings } from '.';
import { diagramRows, isMatchAttribute } from './diagramRows';
import { paintDiagram, rowOf } from './paintDiagram';
import { useDiagramSvg } from './useDiagramSvg';
import classes from './SingleLineDiagramView.module.css';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const SOURCE = 'BBSGV';

const cssColor = (color: string) => typeof CSS === 'undefined' || CSS.supports('color', color);

/** What the author should fix, in edit mode: the rows' problems and the ids that match nothing. */
function authorNotes(problems: readonly string[], unmatched: readonly string[], attribute: string, t: TFunction): string[] {
  const notes = [...problems];
  if (unmatched.length === 0) return notes;
  const named = unmatched.slice(0, 5).map((value) => `"${value}"`).join(', ');
  const values = { attribute, named, count: unmatched.length - 5 };
  const key = `widget.singleLineDiagram.${attribute === 'id' ? 'noElementWithId' : 'noElementWith'}${unmatched.length > 5 ? 'More' : ''}`;
  notes.push(t(key, values));
  return notes;
}

export default function SingleLineDiagramView({ settings, panelTitle }: WidgetViewProps<SingleLineDiagramSettings>) {
  const { t } = useTranslation();
  const { mode } = useAppRuntime();
  const diagram = useDiagramSvg(settings.svg, settings.svgUrl, settings.svgQuery, SOURCE);
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const matchAttribute = settings.matchAttribute.trim().toLowerCase() || 'id';
  const read = useMemo(() => (query.table ? diagramRows(query.table, matchAttribute, cssColor, t) : { rows: [], problems: [] }), [query.table, matchAttribute, t]);

  // The diagram is shown while its rows load or wait for a variable; a failed query is an error.
  const queryCounts = query.state === 'loading' || query.state === 'error';
  const reported = diagram.state !== 'ready' ? diagram : queryCounts ? query : { state: 'ready' as const, error: undefined };
  useReportWidgetState(reported.state, reported.error);

  const publishVariable = settings.publishVariable;
  const chosen = useVariable(publishVariable || null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const { paint } = settings;
  const rows = read.rows;
  const decorate = useCallback(
    (container: HTMLElement) => {
      const missing = paintDiagram(container, rows, { paint, clickable: publishVariable !== '', chosen });
      setUnmatched((previous) => (previous.join('\n') === missing.join('\n') ? previous : missing));
    },
    [rows, paint, publishVariable, chosen],
  );
  const findUri = useCallback((target: EventTarget, container: Element) => rows[rowOf(target, container)]?.uri, [rows]);
  const { onClick, onKeyDown } = useDiagramActivation(SOURCE, publishVariable, findUri);

  if (diagram.state !== 'ready') {
    const texts = { ...settings, textNoResults: settings.textNoResults || (diagram.waitingFor.length ? '' : t('widget.singleLineDiagram.noSvg')) };
    return <WidgetMessage query={diagram} texts={texts} />;
  }
  const badAttribute = isMatchAttribute(matchAttribute) ? [] : [t('widget.singleLineDiagram.badMatchAttribute', { attribute: matchAttribute })];
  // Visitors see the diagram; what the author should fix is said in edit mode.
  const notes = mode === 'edit' ? authorNotes([...badAttribute, ...read.problems], unmatched, matchAttribute, t) : [];
  const header = (
    <>
      {query.state === 'error' && <WidgetMessage query={query} texts={settings} />}
      {notes.length > 0 && (
        <div className={classes.notes}>
          {notes.map((note) => (
            <WidgetProblem key={note} size="xs">
              {note}
            </WidgetProblem>
          ))}
        </div>
      )}
    </>
  );
  return (
    <PanZoom
      className={classes.diagram}
      grow
      svg={diagram.svg}
      label={panelTitle.trim() || t('widget.singleLineDiagram.name')}
      decorate={decorate}
      onClick={onClick}
      onKeyDown={onKeyDown}
      header={header}
    />
  );
}
