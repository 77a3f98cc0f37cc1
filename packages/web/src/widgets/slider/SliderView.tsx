import { Group, RangeSlider, Slider, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePublish, useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { SliderSettings } from '.';
import { canSlide, clampedNumber, formatRange, parseRange, sliderBounds, tickOf, type Bounds } from './sliderRange';
import { Throttle } from './throttle';
import { useTranslation } from 'react-i18next';

const SOURCE = 'Slider';
/** A dragged slider publishes at most this often; the last value always follows. */
export const PUBLISH_THROTTLE_MS = 200;
/** The panel's title bar text (a common option) names the slider for screen readers when it has no label. */

type SliderValue = number | [number, number];

export default function SliderView({ settings, panelTitle }: WidgetViewProps<SliderSettings>) {
  const { t } = useTranslation();
  const hasQuery = settings.query.trim() !== '';
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const bounds = sliderBounds(settings, hasQuery ? query.table : undefined);
  const waiting = hasQuery && (query.state === 'loading' || query.state === 'error');
  const usable = !waiting && canSlide(bounds);
  useReportWidgetState(waiting ? query.state : usable ? 'ready' : 'empty', query.state === 'error' ? query.error : undefined);

  if (waiting) return <WidgetMessage query={query} texts={settings} />;
  if (!usable) {
    // Waiting for a variable the query needs, no numbers, or a lowest value that is not below the highest.
    const why = hasQuery && query.state === 'empty' ? query : { state: 'empty' as const, error: undefined, waitingFor: [] };
    return <WidgetMessage query={why} texts={{ ...settings, textNoResults: settings.textNoResults || (why.waitingFor.length ? undefined : t('widget.slider.noValues')) }} />;
  }
  const name = settings.label || panelTitle || t('widget.slider.name');
  return <SliderControl settings={settings} bounds={bounds} name={name} />;
}

function SliderControl({ settings, bounds, name }: { settings: SliderSettings; bounds: Bounds; name: string }) {
  const publish = usePublish(SOURCE);
  const { range, publishVariable, publishVariableMax, multipleselectparametertype: format } = settings;
  const twoVariables = range && publishVariableMax !== '';
  const [first, second] = useVariables(twoVariables ? [publishVariable, publishVariableMax] : publishVariable ? [publishVariable] : []);

  // What the variables hold, within the bounds; the ends of the slider while they hold nothing.
  let problem: string | undefined;
  let fromVariables: SliderValue;
  if (!range) {
    fromVariables = clampedNumber(first, bounds) ?? bounds.min;
  } else if (twoVariables) {
    const low = clampedNumber(first, bounds) ?? bounds.min;
    const high = clampedNumber(second, bounds) ?? bounds.max;
    fromVariables = low <= high ? [low, high] : [high, low];
  } else {
    try {
      fromVariables = parseRange(first, format, bounds) ?? [bounds.min, bounds.max];
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
      fromVariables = [bounds.min, bounds.max];
    }
  }
  const variableKey = JSON.stringify(fromVariables);

  // The thumb moves at once; the variables follow, throttled. When they change for another
  // reason (another widget, the back menu), the thumb follows them; the echo of the slider's own
  // publish does not move it back while it is being dragged on.
  const [local, setLocal] = useState<SliderValue>(fromVariables);
  const sentKey = useRef<string | null>(null);
  useEffect(() => {
    if (variableKey !== sentKey.current) setLocal(JSON.parse(variableKey) as SliderValue);
  }, [variableKey]);

  const send = (value: SliderValue) => {
    sentKey.current = JSON.stringify(value);
    if (!publishVariable) return;
    if (typeof value === 'number') publish(publishVariable, value);
    else if (twoVariables) {
      publish(publishVariable, value[0]);
      publish(publishVariableMax, value[1]);
    } else publish(publishVariable, formatRange(value, format));
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  const throttle = useMemo(() => new Throttle<SliderValue>((value) => sendRef.current(value), PUBLISH_THROTTLE_MS), []);
  useEffect(() => () => throttle.cancel(), [throttle]);
  const change = (value: SliderValue) => {
    setLocal(value);
    throttle.push(value);
  };

  const step = tickOf(settings.tick);
  const marks = [
    { value: bounds.min, label: String(bounds.min) },
    { value: bounds.max, label: String(bounds.max) },
  ];
  const shown = range ? clampRange(local, bounds) : clampedNumber(local, bounds) ?? bounds.min;
  const valueText = typeof shown === 'number' ? String(shown) : `${shown[0]} – ${shown[1]}`;

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm) var(--mantine-spacing-lg)' }}>
      <Group justify="space-between" mb={6} gap="xs">
        <Text size="sm" fw={500}>
          {settings.label}
        </Text>
        <Text size="sm" data-slider-value aria-live="polite">
          {valueText}
        </Text>
      </Group>
      {typeof shown === 'number' ? (
        <Slider min={bounds.min} max={bounds.max} step={step} marks={marks} value={shown} onChange={change} thumbLabel={name} />
      ) : (
        <RangeSlider
          min={bounds.min}
          max={bounds.max}
          step={step}
          minRange={0}
          marks={marks}
          value={shown}
          onChange={change}
          thumbFromLabel={`${name}, from`}
          thumbToLabel={`${name}, to`}
        />
      )}
      {problem && <WidgetProblem size="xs">{problem}</WidgetProblem>}
    </div>
  );
}

function clampRange(value: SliderValue, bounds: Bounds): [number, number] {
  const pair = typeof value === 'number' ? [value, bounds.max] : value;
  const low = clampedNumber(pair[0], bounds) ?? bounds.min;
  const high = clampedNumber(pair[1], bounds) ?? bounds.max;
  return low <= high ? [low, high] : [high, low];
}
