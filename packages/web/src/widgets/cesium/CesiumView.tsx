import { unionBounds } from '@grafiek/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { DEFAULT_SELECTION_COLOR } from '../../kit/map/featureLayers';
import { MapOverlays } from '../../kit/map/MapOverlays';
import { mapHeight } from '../../kit/map/mapHeight';
import { rowHeights } from '../../kit/map/rowHeights';
import classes from '../../kit/map/MapPanel.module.css';
import { selectedUris } from '../../kit/map/selectedUris';
import { useMapFeatures } from '../../kit/map/useMapFeatures';
import type { CesiumSettings } from '.';
import type { CesiumGlobe } from './CesiumGlobe';
import { globeShapes, type GlobeShape } from './globeShapes';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBCesiumJS';

export default function CesiumView({ settings, panelTitle }: WidgetViewProps<CesiumSettings>) {
  const { t } = useTranslation();
  const { query, directives, features, legend, problems } = useMapFeatures(settings.query, { source: SOURCE, report: false });
  const heights = useMemo(() => (query.table ? rowHeights(query.table, false, t) : { byUri: new Map<string, number>(), problems: [] }), [query.table, t]);
  const shapes = useMemo(() => globeShapes(features, heights.byUri), [features, heights.byUri]);
  const bounds = useMemo(() => unionBounds(features.map((feature) => feature.geometry)), [features]);
  // What went wrong (the text widget.cesium.<kind>) with the library's own reason.
  const [globeFailure, setGlobeFailure] = useState<{ kind: 'stopped' | 'noWebgl' | 'loadFailed'; reason: string }>();
  const globeError = globeFailure && t(`widget.cesium.${globeFailure.kind}`, { message: globeFailure.reason });
  // Counts the globes made; 0 while CesiumJS is still loading, which the widget reports as loading.
  const [globeMade, setGlobeMade] = useState(0);
  useReportWidgetState(globeError ? 'error' : query.state === 'ready' && globeMade === 0 ? 'loading' : query.state, globeError ?? query.error);

  const publishVariable = settings.publishVariable;
  const selectedValue = useVariable(settings.subscribeVariable || publishVariable || null);
  const selected = useMemo(() => selectedUris(selectedValue), [selectedValue]);
  const publish = usePublish(SOURCE);
  const [picked, setPicked] = useState<GlobeShape>();
  const [viewReady, setViewReady] = useState(false);

  const container = useRef<HTMLDivElement>(null);
  const globe = useRef<CesiumGlobe | null>(null);
  const onPick = useRef<(shape: GlobeShape | undefined) => void>(() => undefined);
  onPick.current = (shape) => {
    setPicked(shape);
    if (shape?.uri && publishVariable) publish(publishVariable, shape.uri);
  };

  const showGlobe = query.state === 'ready' || (query.state === 'loading' && query.table !== undefined);
  const imagery = settings.imagery === 'plain' ? 'plain' : 'naturalEarth';
  useEffect(() => {
    if (!showGlobe) return;
    let gone = false;
    let made: CesiumGlobe | undefined;
    // CesiumJS (a megabyte) loads with the first globe, not with this view.
    import('./CesiumGlobe').then(
      ({ CesiumGlobe }) => {
        if (gone || !container.current) return;
        try {
          made = new CesiumGlobe(container.current, imagery, {
            onPick: (shape) => onPick.current(shape),
            onError: (reason) => setGlobeFailure({ kind: 'stopped', reason }),
            onView: () => setViewReady(true),
          });
        } catch (error) {
          setGlobeFailure({ kind: 'noWebgl', reason: error instanceof Error ? error.message : String(error) });
          return;
        }
        globe.current = made;
        setGlobeMade((count) => count + 1);
      },
      (error: unknown) => setGlobeFailure({ kind: 'loadFailed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      gone = true;
      made?.destroy();
      globe.current = null;
    };
  }, [showGlobe, imagery]);

  useEffect(() => {
    setViewReady(false);
    globe.current?.setShapes(shapes, bounds, { alpha: directives.alpha, selectionColor: directives.selectionColor ?? DEFAULT_SELECTION_COLOR });
  }, [shapes, bounds, directives.alpha, directives.selectionColor, globeMade]);

  useEffect(() => {
    globe.current?.setSelected(selected);
  }, [selected, shapes, globeMade]);

  if (globeError) return <WidgetProblem>{globeError}</WidgetProblem>;
  if (!showGlobe) return <WidgetMessage query={query} texts={settings} />;

  const notices = [...problems, ...heights.problems];
  const selectedShape = shapes.find((shape) => shape.uri !== undefined && selected.includes(shape.uri)) ?? picked;
  const selectedName = selectedShape?.label ?? selectedShape?.uri;

  return (
    <div
      className={classes.root}
      style={mapHeight(settings.height)}
      data-globe
      data-feature-count={features.length}
      data-view={viewReady ? 'ready' : 'moving'}
      data-selected={selected.join(' ')}
    >
      <div ref={container} style={{ position: 'absolute', inset: 0 }} role="application" aria-label={directives.title ? `3D globe: ${directives.title}` : panelTitle.trim() || '3D globe'} />
      <MapOverlays status={selectedName && `Selected: ${selectedName}`} notices={notices} noticesLabel="Globe notices" directives={directives} legend={legend} />
    </div>
  );
}
