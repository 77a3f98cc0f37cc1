import { formatMultipleValues, isEmptyValue, RESET_VALUE } from '@grafiek/core';
import { Button } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetMessage, WidgetProblem, type WidgetQuery, type WidgetViewProps } from '../../kit';
import { DEFAULT_ALPHA, DEFAULT_SELECTION_COLOR } from '../../kit/map/featureLayers';
import { featurePopupContent } from '../../kit/map/featurePopup';
import type { MapClick, MapFeatureSet } from '../../kit/map/MapCanvas';
import { featureLink } from '../../kit/map/mapLink';
import { MapPanel } from '../../kit/map/MapPanel';
import { selectedUris } from '../../kit/map/selectedUris';
import { useMapFeatures } from '../../kit/map/useMapFeatures';
import { selectObjects } from './areaSelection';
import type { MultiMapSettings } from '.';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const AREAS = 'areas';
const OBJECTS = 'objects';

/** One state for two queries: the objects decide, the areas can only add loading or an error. */
function combinedState(objects: WidgetQuery, areas: WidgetQuery, t: TFunction): { state: WidgetQuery['state']; error?: string } {
  if (objects.state === 'error') return { state: 'error', error: objects.error };
  if (areas.state === 'error') return { state: 'error', error: t('widget.multiMap.areasFailed', { message: areas.error ?? t('widget.multiMap.failed') }) };
  if (objects.state === 'loading' || areas.state === 'loading') return { state: 'loading' };
  if (objects.state === 'empty' && areas.state !== 'ready') return { state: 'empty' };
  return { state: 'ready' };
}

export default function MultiMapView({ settings, mode }: WidgetViewProps<MultiMapSettings>) {
  const { t } = useTranslation();
  const objects = useMapFeatures(settings.query, { source: 'BBMultiMap', report: false });
  const areas = useMapFeatures(settings.selectionQuery, { source: 'BBMultiMap areas', report: false });
  const combined = combinedState(objects.query, areas.query, t);
  const [mapError, setMapError] = useState<string>();
  useReportWidgetState(mapError ? 'error' : combined.state, mapError ?? combined.error);
  const publish = usePublish('BBMultiMap');

  const type = settings.selectionType;
  const areaVariable = settings.areaVariable;
  const storedArea = useVariable(areaVariable || null);
  const [localArea, setLocalArea] = useState<string | null>(null);
  const areaUri = areaVariable ? (selectedUris(storedArea)[0] ?? null) : localArea;
  const area = areaUri ? areas.features.find((feature) => feature.properties.uri === areaUri) : undefined;
  const selection = useMemo(() => selectObjects(objects.features, area, type), [objects.features, area, type]);

  const publishVariable = settings.publishVariable;
  const clickedObject = useVariable(publishVariable || null);
  const chooseArea = useCallback(
    (uri: string | null) => {
      if (areaVariable) publish(areaVariable, uri ?? RESET_VALUE);
      else setLocalArea(uri);
    },
    [areaVariable, publish],
  );

  const published = usePublishSelectedObjects(settings, area !== undefined, selection.matched, objects.query.state !== 'loading' && areas.query.state !== 'loading');

  const selectionColor = objects.directives.selectionColor ?? DEFAULT_SELECTION_COLOR;
  const sets = useMemo((): MapFeatureSet[] => {
    const highlighted = type === 'hide' ? [] : [...selection.matched];
    highlighted.push(...selectedUris(clickedObject));
    return [
      {
        id: AREAS,
        features: areas.collection,
        // The chosen area is outlined and only tinted, so the things on it stay readable.
        style: { fillOpacity: 0.06, strokeOpacity: 0.9, outlineWidth: 2, selectionColor, selectionFillOpacity: 0.12 },
        selected: areaUri ? [areaUri] : [],
        clickable: true,
      },
      {
        id: OBJECTS,
        features: selection.collection,
        style: {
          fillOpacity: objects.directives.alpha ?? DEFAULT_ALPHA,
          strokeOpacity: objects.directives.alpha ?? 0.9,
          outlineWidth: 1,
          selectionColor,
          selectionFillOpacity: 0.45,
        },
        selected: highlighted,
        clickable: true,
      },
    ];
  }, [areas.collection, selection, type, clickedObject, areaUri, selectionColor, objects.directives.alpha]);

  const onFeatureClick = useCallback(
    ({ setId, properties }: MapClick) => {
      const uri = typeof properties.uri === 'string' ? properties.uri : undefined;
      if (setId === AREAS) {
        chooseArea(uri && uri !== areaUri ? uri : null);
        return null;
      }
      if (uri && publishVariable) publish(publishVariable, uri);
      return featurePopupContent({
        label: typeof properties.label === 'string' ? properties.label : undefined,
        popup: typeof properties.popup === 'string' ? properties.popup : undefined,
        link: featureLink(objects.directives.link, uri),
      });
    },
    [chooseArea, areaUri, publish, publishVariable, objects.directives.link],
  );

  // Fit again when either query answers anew, not when a selection hides or dims objects.
  const fitKey = useMemo(() => [objects.collection, areas.collection], [objects.collection, areas.collection]);

  if (mapError) return <WidgetProblem>{mapError}</WidgetProblem>;
  const hasData = objects.query.table !== undefined || areas.query.table !== undefined;
  const showMap = combined.state === 'ready' || (combined.state === 'loading' && hasData);
  if (!showMap) return <WidgetMessage query={{ ...objects.query, state: combined.state, error: combined.error }} texts={settings} />;

  const status = areaUri ? (
    <>
      <span data-selection-summary>
        {area
          ? t(`widget.multiMap.summary.${type}`, { matched: selection.matchedCount, total: objects.features.length, area: area.properties.label ?? area.properties.uri })
          : t('widget.multiMap.areaGone')}
      </span>
      <Button size="compact-xs" variant="light" onClick={() => chooseArea(null)}>
        {t('widget.multiMap.clear')}
      </Button>
    </>
  ) : undefined;

  return (
    <MapPanel
      settings={settings}
      mode={mode}
      directives={objects.directives}
      sets={sets}
      fitKey={fitKey}
      legend={objects.legend}
      problems={[...objects.problems, ...areas.problems.map((problem) => `Areas: ${problem}`), ...published.problems]}
      status={status}
      featureCount={selection.collection.features.length}
      label={objects.directives.title ? t('widget.map.titled', { title: objects.directives.title }) : t('widget.map.name')}
      onFeatureClick={onFeatureClick}
      onMapError={setMapError}
    />
  );
}

/**
 * Publishes the `?uri` values of the selected objects in the configured multiple-value format
 * whenever the selection changes, and the reset marker when no area is chosen (only if there was
 * something to reset). Waits for both queries, so a half-loaded map never publishes a partial list.
 */
function usePublishSelectedObjects(
  settings: Pick<MultiMapSettings, 'selectedObjectsVariable' | 'multipleValueFormat'>,
  areaChosen: boolean,
  matched: readonly string[],
  settled: boolean,
): { problems: string[] } {
  const variable = settings.selectedObjectsVariable;
  const format = settings.multipleValueFormat;
  const current = useVariable(variable || null);
  const publish = usePublish('BBMultiMap');
  const { t } = useTranslation();
  const formatted = useMemo((): { value?: string; problem?: string } => {
    if (!areaChosen) return { value: RESET_VALUE };
    try {
      return { value: formatMultipleValues(matched, format) };
    } catch (error) {
      return { problem: t('widget.multiMap.selectionNotFormatted', { message: error instanceof Error ? error.message : String(error) }) };
    }
  }, [areaChosen, matched, format, t]);

  useEffect(() => {
    if (!variable || !settled || formatted.value === undefined || current === formatted.value) return;
    if (formatted.value === RESET_VALUE && (current === undefined || isEmptyValue(current))) return;
    publish(variable, formatted.value);
  }, [variable, settled, formatted.value, current, publish]);

  return { problems: formatted.problem ? [formatted.problem] : [] };
}
