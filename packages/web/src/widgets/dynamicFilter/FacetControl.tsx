import { Autocomplete, Checkbox, Group, NumberInput, Radio, RangeSlider, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { rangeStep, type Facet, type FacetValue } from './facets';
import { chooseValue, chosenValues, findFilter, setDates, setRange, setText, toggleValue, valuesToShow, valueKey, type FilterState } from './filterState';
import classes from './DynamicFilterView.module.css';
import { useTranslation } from 'react-i18next';

/** Typing in a search facet is published after this pause, or at once on Enter. */
export const SEARCH_PAUSE_MS = 600;
/** Slider moves (drags, arrow keys) are published after this pause, so a run of keys queries once. */
export const RANGE_PAUSE_MS = 400;

export interface FacetControlProps {
  facet: Facet;
  state: FilterState;
  onChange: (next: FilterState) => void;
  anyLabel: string;
}

/** The control a facet's type asks for. */
export function FacetControl(props: FacetControlProps) {
  switch (props.facet.type) {
    case 'checkboxes':
      return <CheckboxFacet {...props} />;
    case 'radiobuttons':
      return <RadioFacet {...props} />;
    case 'search':
      return <SearchFacet {...props} />;
    case 'range':
      return <RangeFacet {...props} />;
    case 'daterange':
      return <DateRangeFacet {...props} />;
  }
}

function ValueLabel({ value }: { value: FacetValue }) {
  return (
    <>
      {value.label}
      {value.count !== undefined && <span className={classes.count}> ({value.count})</span>}
    </>
  );
}

/** A value that would find nothing is offered dimmed, unless it is chosen (so it can be undone). */
function findsNothing(value: FacetValue, chosen: boolean): boolean {
  return value.count === 0 && !chosen;
}

function CheckboxFacet({ facet, state, onChange }: FacetControlProps) {
  const { t } = useTranslation();
  const chosen = new Set(chosenValues(state, facet.sparqlParameter).map(valueKey));
  const values = valuesToShow(facet, state);
  if (values.length === 0) return <Text size="sm" c="dimmed">{t('widget.dynamicFilter.noValues')}</Text>;
  return (
    <div role="group" aria-label={facet.property} className={classes.values}>
      {values.map((value) => {
        const checked = chosen.has(value.key);
        return (
          <Checkbox
            key={value.key}
            size="xs"
            label={<ValueLabel value={value} />}
            checked={checked}
            data-dimmed={findsNothing(value, checked) || undefined}
            onChange={(event) => onChange(toggleValue(state, facet, value, event.currentTarget.checked))}
          />
        );
      })}
    </div>
  );
}

const ANY = '\u0000any';

function RadioFacet({ facet, state, onChange, anyLabel }: FacetControlProps) {
  const { t } = useTranslation();
  const chosen = chosenValues(state, facet.sparqlParameter)[0];
  const values = valuesToShow(facet, state);
  if (values.length === 0) return <Text size="sm" c="dimmed">{t('widget.dynamicFilter.noValues')}</Text>;
  return (
    <Radio.Group
      value={chosen ? valueKey(chosen) : ANY}
      onChange={(key) => onChange(chooseValue(state, facet, values.find((value) => value.key === key)))}
      aria-label={facet.property}
      name={`filter-${facet.sparqlParameter}`}
    >
      <div className={classes.values}>
        <Radio size="xs" value={ANY} label={anyLabel} />
        {values.map((value) => (
          <Radio key={value.key} size="xs" value={value.key} label={<ValueLabel value={value} />} data-dimmed={findsNothing(value, chosen !== undefined && valueKey(chosen) === value.key) || undefined} />
        ))}
      </div>
    </Radio.Group>
  );
}

function SearchFacet({ facet, state, onChange }: FacetControlProps) {
  const { t } = useTranslation();
  const filter = findFilter(state, facet.sparqlParameter);
  const committed = filter?.type === 'search' ? filter.text : '';
  const [text, setTextValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest state and handler, for a commit that runs after the pause.
  const latest = useRef({ state, onChange, facet });
  latest.current = { state, onChange, facet };

  // The box follows the state when it changes elsewhere (reset, the back menu).
  useEffect(() => setTextValue(committed), [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    const { state: now, onChange: send, facet: current } = latest.current;
    send(setText(now, current, value));
  };
  const type = (value: string) => {
    setTextValue(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), SEARCH_PAUSE_MS);
  };
  const keys = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };
  const suggestions = [...new Set(facet.values.map((value) => value.label))];
  const common = {
    'aria-label': facet.property,
    placeholder: t('widget.searchPlaceholder'),
    value: text,
    onKeyDown: keys,
    size: 'xs' as const,
  };
  if (suggestions.length === 0) return <TextInput type="search" {...common} onChange={(event) => type(event.currentTarget.value)} />;
  return <Autocomplete {...common} data={suggestions} onChange={type} onOptionSubmit={commit} comboboxProps={{ withinPortal: true }} />;
}

function RangeFacet({ facet, state, onChange }: FacetControlProps) {
  const { t } = useTranslation();
  const filter = findFilter(state, facet.sparqlParameter);
  const chosen = filter?.type === 'range' ? ([filter.min, filter.max] as [number, number]) : undefined;
  const data = facet.numberBounds;
  // The slider spans the data and whatever is chosen, so a choice outside today's data still shows.
  const min = Math.min(data?.min ?? Infinity, chosen?.[0] ?? Infinity);
  const max = Math.max(data?.max ?? -Infinity, chosen?.[1] ?? -Infinity);
  const committed: [number, number] = chosen ?? [min, max];
  const [local, setLocal] = useState<[number, number]>(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ state, onChange, facet });
  latest.current = { state, onChange, facet };
  const committedKey = `${committed[0]}:${committed[1]}`;
  useEffect(() => {
    const [low, high] = committedKey.split(':').map(Number) as [number, number];
    setLocal([low, high]);
  }, [committedKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!Number.isFinite(min) || !Number.isFinite(max) || min >= max) {
    return <Text size="sm" c="dimmed">{t('widget.dynamicFilter.noRange')}</Text>;
  }
  const commit = (range: [number, number]) => {
    clearTimeout(timer.current);
    const { state: now, onChange: send, facet: current } = latest.current;
    // A facet without data bounds (known only from the state) is narrowed to what is chosen.
    send(setRange(now, current.numberBounds ? current : { ...current, numberBounds: { min, max } }, range));
  };
  const later = (range: [number, number]) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(range), RANGE_PAUSE_MS);
  };
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const typed = (end: 0 | 1) => (value: string | number) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === '' || !Number.isFinite(number)) return;
    const next: [number, number] = [...local];
    next[end] = clamp(number);
    setLocal(next);
    later(next);
  };
  const step = rangeStep({ numberBounds: { min, max }, values: facet.values });
  return (
    <div className={classes.range}>
      <RangeSlider
        min={min}
        max={max}
        step={step}
        minRange={0}
        value={local}
        onChange={(value) => setLocal([clamp(value[0]), clamp(value[1])])}
        onChangeEnd={(value) => later([clamp(value[0]), clamp(value[1])])}
        thumbFromLabel={`${facet.property}, from`}
        thumbToLabel={`${facet.property}, to`}
        label={null}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
        mb="lg"
      />
      <Group gap="xs" grow>
        <NumberInput size="xs" label={t('widget.dynamicFilter.from')} aria-label={t('widget.dynamicFilter.propertyFrom', { property: facet.property })} value={local[0]} min={min} max={max} step={step} onChange={typed(0)} hideControls />
        <NumberInput size="xs" label={t('widget.dynamicFilter.to')} aria-label={t('widget.dynamicFilter.propertyTo', { property: facet.property })} value={local[1]} min={min} max={max} step={step} onChange={typed(1)} hideControls />
      </Group>
    </div>
  );
}

function DateRangeFacet({ facet, state, onChange }: FacetControlProps) {
  const { t } = useTranslation();
  const filter = findFilter(state, facet.sparqlParameter);
  const from = filter?.type === 'daterange' ? filter.from ?? '' : '';
  const to = filter?.type === 'daterange' ? filter.to ?? '' : '';
  const bounds = facet.dateBounds;
  const set = (end: 'from' | 'to', value: string) => onChange(setDates(state, facet, end === 'from' ? value : from, end === 'to' ? value : to));
  return (
    <Group gap="xs" grow>
      <DateField label={t('widget.dynamicFilter.from')} name={t('widget.dynamicFilter.propertyFrom', { property: facet.property })} value={from} min={bounds?.min} max={to || bounds?.max} onDay={(value) => set('from', value)} />
      <DateField label={t('widget.dynamicFilter.to')} name={t('widget.dynamicFilter.propertyTo', { property: facet.property })} value={to} min={from || bounds?.min} max={bounds?.max} onDay={(value) => set('to', value)} />
    </Group>
  );
}

interface DateFieldProps {
  label: string;
  name: string;
  value: string;
  min: string | undefined;
  max: string | undefined;
  onDay: (day: string) => void;
}

/**
 * A browser date field. It is left to itself while a date is half typed (it then reports an
 * empty value, which a controlled field would overwrite with the old date); it reports whole
 * dates and clearing, and takes a new value when the state changes elsewhere.
 */
function DateField({ label, name, value, min, max, onDay }: DateFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <TextInput
      ref={ref}
      type="date"
      size="xs"
      label={label}
      aria-label={name}
      defaultValue={value}
      min={min}
      max={max}
      onChange={(event) => {
        const input = event.currentTarget;
        if (input.value === '' && input.validity.badInput) return;
        if (input.value !== value) onDay(input.value);
      }}
    />
  );
}
