import { CloseButton, Button, Select, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { DEFAULT_SELECTION_COLOR } from '../../kit/map/featureLayers';
import type { MapClick, MapFeatureSet } from '../../kit/map/MapCanvas';
import { mapHeight } from '../../kit/map/mapHeight';
import { MapPanel } from '../../kit/map/MapPanel';
import { useMapFeatures } from '../../kit/map/useMapFeatures';
import type { WegselectorSettings } from '.';
import { addSegments, groupSelection, removeSegments, roadsOf, segmentsOf, selectionFromValue, toggleSegment, valueForSelection } from './roadSelection';
import classes from './Wegselector.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'Wegselector';
const LINE_TYPES = new Set(['LineString', 'MultiLineString']);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function WegselectorView({ settings, mode, panelTitle }: WidgetViewProps<WegselectorSettings>) {
  const { t } = useTranslation();
  const { query, directives, features, collection, legend, problems } = useMapFeatures(settings.query, { source: SOURCE, report: false });
  const [mapError, setMapError] = useState<string>();
  useReportWidgetState(mapError ? 'error' : query.state, mapError ?? query.error);

  const segments = useMemo(() => segmentsOf(features, query.table), [features, query.table]);
  const roads = useMemo(() => roadsOf(segments), [segments]);
  const format = settings.multipleselectparametertype;
  const publishVariable = settings.publishVariable;
  const subscribed = useVariable(settings.subscribeVariable || publishVariable || null);
  const publish = usePublish(SOURCE);

  // The selection follows the subscribed variable; a click changes it at once, also when the
  // widget publishes to another variable than it listens to.
  const parsed = useMemo(() => {
    try {
      return { selection: selectionFromValue(subscribed, format, segments), error: undefined };
    } catch (error) {
      return { selection: [], error: t('widget.wegselector.unreadableSelection', { format, message: messageOf(error) }) };
    }
  }, [subscribed, format, segments, t]);
  const [selection, setSelection] = useState<string[]>(parsed.selection);
  const [publishError, setPublishError] = useState<string>();
  useEffect(() => setSelection(parsed.selection), [parsed.selection]);

  const change = useCallback(
    (next: string[]) => {
      setSelection(next);
      if (!publishVariable) return;
      try {
        publish(publishVariable, valueForSelection(next, format, settings.resetValue));
        setPublishError(undefined);
      } catch (error) {
        setPublishError(t('widget.wegselector.notPublished', { format, message: messageOf(error) }));
      }
    },
    [publish, publishVariable, format, settings.resetValue, t],
  );

  const sets = useMemo(
    (): MapFeatureSet[] => [
      {
        id: 'roads',
        features: collection,
        style: { fillOpacity: 0.3, strokeOpacity: directives.alpha ?? 0.9, outlineWidth: 1, selectionColor: directives.selectionColor ?? DEFAULT_SELECTION_COLOR, selectionFillOpacity: 0.45 },
        selected: selection,
        clickable: true,
      },
    ],
    [collection, directives.alpha, directives.selectionColor, selection],
  );

  const uriOf = (properties: Record<string, unknown>) => (typeof properties.uri === 'string' ? properties.uri : undefined);
  const onFeatureClick = useCallback(
    ({ properties }: MapClick) => {
      const uri = uriOf(properties);
      if (uri) change(toggleSegment(selection, uri));
      return null;
    },
    [change, selection],
  );
  // A box adds what it covers; the selection keeps what it had.
  const onBoxSelect = useCallback(
    (hits: MapClick[]) => {
      const uris = hits.map((hit) => uriOf(hit.properties)).filter((uri): uri is string => uri !== undefined);
      if (uris.length > 0) change(addSegments(selection, uris));
    },
    [change, selection],
  );

  const notices = useMemo(() => {
    const extra = [...problems];
    const withoutUri = features.filter((feature) => feature.properties.uri === undefined).length;
    if (withoutUri > 0) extra.push(`${withoutUri} segment${withoutUri === 1 ? ' has' : 's have'} no ?uri and cannot be selected.`);
    const notLines = features.filter((feature) => !LINE_TYPES.has(feature.geometry.type)).length;
    if (notLines > 0) extra.push(`${notLines} feature${notLines === 1 ? ' is' : 's are'} not a LINESTRING or MULTILINESTRING.`);
    return extra;
  }, [problems, features]);

  if (mapError) return <WidgetProblem>{mapError}</WidgetProblem>;
  const showMap = query.state === 'ready' || (query.state === 'loading' && query.table !== undefined);
  if (!showMap) return <WidgetMessage query={query} texts={settings} />;

  const title = directives.title || panelTitle.trim();
  return (
    <div className={classes.root} style={mapHeight(settings.height)}>
      <MapPanel
        settings={{ ...settings, height: '' }}
        mode={mode}
        directives={directives}
        sets={sets}
        fitKey={collection}
        legend={legend}
        problems={notices}
        featureCount={features.length}
        label={title ? t('widget.wegselector.titled', { title }) : t('widget.wegselector.name')}
        onFeatureClick={onFeatureClick}
        onBoxSelect={onBoxSelect}
        onMapError={setMapError}
      />
      <SelectionList
        selection={selection}
        groups={groupSelection(selection, segments)}
        roads={roads}
        error={parsed.error ?? publishError}
        onChange={change}
      />
    </div>
  );
}

interface SelectionListProps {
  selection: string[];
  groups: ReturnType<typeof groupSelection>;
  roads: Map<string, string[]>;
  error?: string;
  onChange: (next: string[]) => void;
}

/** The selected segments beside the map, by road, with what removes them and a way to add a whole road. */
function SelectionList({ selection, groups, roads, error, onChange }: SelectionListProps) {
  const { t } = useTranslation();
  const count = selection.length;
  return (
    <section className={classes.aside} aria-label={t('widget.wegselector.selected')}>
      <div className={classes.head}>
        <Text size="sm" fw={600} data-selection-count={count}>
          {count === 0 ? t('widget.wegselector.noneSelected') : t('widget.wegselector.countSelected', { count })}
        </Text>
        <Button className={classes.clear} size="compact-xs" variant="light" disabled={count === 0} onClick={() => onChange([])}>
          {t('widget.wegselector.clearAll')}
        </Button>
      </div>
      {error && <WidgetProblem>{error}</WidgetProblem>}
      {roads.size > 0 && (
        <Select
          size="xs"
          label={t('widget.wegselector.addRoad')}
          placeholder={t('widget.wegselector.chooseRoad')}
          searchable
          value={null}
          data={[...roads.keys()]}
          onChange={(road) => road && onChange(addSegments(selection, roads.get(road) ?? []))}
        />
      )}
      {count === 0 ? (
        <Text size="xs" c="dimmed">
          {t('widget.wegselector.hint')}
        </Text>
      ) : (
        <ul className={classes.groups}>
          {groups.map((group) => (
            <li key={group.group ?? group.segments[0]!.uri}>
              {group.group !== undefined && (
                <div className={classes.road}>
                  <span>{group.group}</span>
                  <UnstyledButton
                    className={classes.removeRoad}
                    aria-label={t('widget.wegselector.removeRoad', { road: group.group })}
                    onClick={() => onChange(removeSegments(selection, group.segments.map((segment) => segment.uri)))}
                  >
                    {t('widget.wegselector.remove')}
                  </UnstyledButton>
                </div>
              )}
              <ul className={classes.segments}>
                {group.segments.map((segment) => (
                  <li key={segment.uri} className={classes.segment} data-segment={segment.uri}>
                    <span className={classes.label} title={segment.uri}>
                      {segment.label}
                    </span>
                    <CloseButton size="sm" aria-label={t('widget.wegselector.removeSegment', { label: segment.label })} onClick={() => onChange(removeSegments(selection, [segment.uri]))} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
