import { Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetMessage, type WidgetViewProps } from '../../kit';
import { DEFAULT_ALPHA, DEFAULT_SELECTION_COLOR } from '../../kit/map/featureLayers';
import { featurePopupContent } from '../../kit/map/featurePopup';
import type { MapClick, MapFeatureSet } from '../../kit/map/MapCanvas';
import { featureLink } from '../../kit/map/mapLink';
import { MapPanel } from '../../kit/map/MapPanel';
import { selectedUris } from '../../kit/map/selectedUris';
import { useMapFeatures } from '../../kit/map/useMapFeatures';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export default function MapView({ config, mode }: WidgetViewProps) {
  const type = typeof config.widget === 'string' ? config.widget : 'BBMap';
  const { query, directives, features, collection, legend, problems } = useMapFeatures(config.query, { source: type, report: false });
  const [mapError, setMapError] = useState<string>();
  useReportWidgetState(mapError ? 'error' : query.state, mapError ?? query.error);

  const publishVariable = text(config.publishVariable);
  const selectionVariable = text(config.subscribeVariable) || publishVariable;
  const selectedValue = useVariable(selectionVariable || null);
  const selected = useMemo(() => selectedUris(selectedValue), [selectedValue]);
  const publish = usePublish(type);

  const sets = useMemo(
    (): MapFeatureSet[] => [
      {
        id: 'features',
        features: collection,
        style: {
          fillOpacity: directives.alpha ?? DEFAULT_ALPHA,
          strokeOpacity: directives.alpha ?? 0.9,
          outlineWidth: 1,
          selectionColor: directives.selectionColor ?? DEFAULT_SELECTION_COLOR,
          selectionFillOpacity: 0.45,
        },
        selected,
        clickable: true,
      },
    ],
    [collection, directives.alpha, directives.selectionColor, selected],
  );

  const onFeatureClick = useCallback(
    ({ properties }: MapClick) => {
      const uri = typeof properties.uri === 'string' ? properties.uri : undefined;
      if (uri && publishVariable) publish(publishVariable, uri);
      return featurePopupContent({
        label: typeof properties.label === 'string' ? properties.label : undefined,
        popup: typeof properties.popup === 'string' ? properties.popup : undefined,
        link: featureLink(directives.link, uri),
      });
    },
    [publish, publishVariable, directives.link],
  );

  if (mapError) {
    return (
      <Text c="red.8" size="sm" p="sm" role="alert">
        {mapError}
      </Text>
    );
  }
  const showMap = query.state === 'ready' || (query.state === 'loading' && query.table !== undefined);
  if (!showMap) return <WidgetMessage query={query} config={config} />;

  return (
    <MapPanel
      config={config}
      mode={mode}
      directives={directives}
      sets={sets}
      fitKey={collection}
      legend={legend}
      problems={problems}
      featureCount={features.length}
      label={directives.title ? `Map: ${directives.title}` : 'Map'}
      onFeatureClick={onFeatureClick}
      onMapError={setMapError}
    />
  );
}
