import { useCallback, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { DEFAULT_ALPHA, DEFAULT_SELECTION_COLOR } from '../../kit/map/featureLayers';
import { featurePopupContent } from '../../kit/map/featurePopup';
import type { MapClick, MapFeatureSet } from '../../kit/map/MapCanvas';
import { featureLink } from '../../kit/map/mapLink';
import { MapPanel } from '../../kit/map/MapPanel';
import { selectedUris } from '../../kit/map/selectedUris';
import { useMapFeatures } from '../../kit/map/useMapFeatures';
import type { MapSettings } from '.';
import { useTranslation } from 'react-i18next';

export default function MapView({ settings, config, mode }: WidgetViewProps<MapSettings>) {
  const { t } = useTranslation();
  // BBMap or BBMaplibre: the events a map logs name the type it was stored as.
  const type = typeof config.widget === 'string' ? config.widget : 'BBMap';
  const { query, directives, features, collection, legend, problems } = useMapFeatures(settings.query, { source: type, report: false });
  const [mapError, setMapError] = useState<string>();
  useReportWidgetState(mapError ? 'error' : query.state, mapError ?? query.error);

  const publishVariable = settings.publishVariable;
  const selectionVariable = settings.subscribeVariable || publishVariable;
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

  if (mapError) return <WidgetProblem>{mapError}</WidgetProblem>;
  const showMap = query.state === 'ready' || (query.state === 'loading' && query.table !== undefined);
  if (!showMap) return <WidgetMessage query={query} texts={settings} />;

  return (
    <MapPanel
      settings={settings}
      mode={mode}
      directives={directives}
      sets={sets}
      fitKey={collection}
      legend={legend}
      problems={problems}
      featureCount={features.length}
      label={directives.title ? t('widget.map.titled', { title: directives.title }) : t('widget.map.name')}
      onFeatureClick={onFeatureClick}
      onMapError={setMapError}
    />
  );
}
