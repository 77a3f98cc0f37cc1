import type { LegendEntry, MapDirectives } from '@grafiek/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ViewMode } from '..';
import { InfoPopover } from '../InfoPopover';
import { SafeHtml } from '../SafeHtml';
import { BaseLayerMenu } from './BaseLayerMenu';
import { MapCanvas, type MapClick, type MapFeatureSet } from './MapCanvas';
import { MapOverlays } from './MapOverlays';
import { mapHeight } from './mapHeight';
import type { MapPanelSettings } from './mapOptions';
import classes from './MapPanel.module.css';
import { useBaseLayer } from './useBaseLayer';

export interface MapPanelProps {
  /** The widget's base-layer and height settings. */
  settings: MapPanelSettings;
  mode: ViewMode;
  /** The directives of the widget's main query. */
  directives: MapDirectives;
  sets: readonly MapFeatureSet[];
  fitKey: unknown;
  legend: readonly LegendEntry[];
  problems: readonly string[];
  /** A line about the current selection (the multimap's). */
  status?: ReactNode;
  featureCount: number;
  label: string;
  onFeatureClick: (click: MapClick) => HTMLElement | null;
  /** Shift-drag selects the features in a box (see MapCanvas). */
  onBoxSelect?: (hits: MapClick[]) => void;
  onMapError: (message: string) => void;
}

/**
 * A map with what surrounds it: the base-layer menu, the `#info:` button, the legend and the
 * notices about data that could not be drawn. Shared by the map and the multimap.
 */
export function MapPanel(props: MapPanelProps) {
  const { settings, mode, directives, legend } = props;
  const { t } = useTranslation();
  const base = useBaseLayer(settings, directives.baseLayer);
  const [failedBase, setFailedBase] = useState<string | null>(null);
  const baseName = base.preset.name;
  const onBaseLayerFailed = useCallback(() => setFailedBase(baseName), [baseName]);

  const notices = [...base.problems, ...props.problems];
  if (failedBase === baseName) notices.push(t('widget.baseLayerFailed', { name: baseName }));
  if (mode === 'edit' && directives.unknown.length > 0) notices.push(t('widget.unknownDirectives', { names: directives.unknown.map((name) => `#${name}`).join(', ') }));

  return (
    <div className={classes.root} style={mapHeight(settings.height)} data-map data-feature-count={props.featureCount} data-base-layer={baseName}>
      <MapCanvas
        sets={props.sets}
        baseLayer={base.preset}
        minimal={directives.minimal}
        fixedBounds={Array.isArray(directives.bounds) ? directives.bounds : undefined}
        fitKey={props.fitKey}
        label={props.label}
        onFeatureClick={props.onFeatureClick}
        onBoxSelect={props.onBoxSelect}
        onBaseLayerFailed={onBaseLayerFailed}
        onMapError={props.onMapError}
      />
      <div className={classes.topRight}>
        {directives.info && (
          <InfoPopover label={t('widget.aboutMap')} width={260} size="md" variant="default">
            <SafeHtml as="div" className={classes.info} html={directives.info} />
          </InfoPopover>
        )}
        {!directives.minimal && <BaseLayerMenu presets={base.presets} current={base.preset} onChoose={base.choose} />}
      </div>
      <MapOverlays status={props.status} notices={notices} noticesLabel={t('widget.mapNotices')} directives={directives} legend={legend} />
    </div>
  );
}
