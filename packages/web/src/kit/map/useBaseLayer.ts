import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableBaseLayers, customBaseLayers, initialBaseLayer, type BaseLayerPreset } from './baseLayers';
import type { MapPanelSettings } from './mapOptions';

export interface BaseLayerState {
  presets: BaseLayerPreset[];
  preset: BaseLayerPreset;
  choose: (name: string) => void;
  /** Settings that could not be used, in words. */
  problems: string[];
}

/**
 * The base layer a map shows: the one it starts with (from the widget's settings and the query's
 * `#baselayer:`), until the user picks another. A changed setting starts over from it.
 */
export function useBaseLayer(settings: Pick<MapPanelSettings, 'baseLayers' | 'startWithBase' | 'startWithGreyBase'>, directive: string | undefined): BaseLayerState {
  const { t } = useTranslation();
  const { baseLayers, startWithBase, startWithGreyBase } = settings;
  const custom = useMemo(() => customBaseLayers(baseLayers, t), [baseLayers, t]);
  const presets = useMemo(() => availableBaseLayers(custom.presets), [custom]);
  const initial = useMemo(() => initialBaseLayer(presets, { startWithBase, startWithGreyBase, directive }, t), [presets, startWithBase, startWithGreyBase, directive, t]);
  const [chosen, setChosen] = useState<{ from: BaseLayerPreset; name: string } | null>(null);
  // A choice made for an earlier starting layer no longer applies.
  const picked = chosen && chosen.from === initial.preset ? presets.find((preset) => preset.name === chosen.name) : undefined;
  const problems = useMemo(() => [...custom.problems, ...(initial.problem ? [initial.problem] : [])], [custom.problems, initial.problem]);
  return {
    presets,
    preset: picked ?? initial.preset,
    choose: (name) => setChosen({ from: initial.preset, name }),
    problems,
  };
}
