import { isEmptyValue, localName } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { dayOf, FACET_TYPES, type Facet, type FacetType, type FacetValue, type FilterValue } from './facets';
import type { LogicalOperation } from './logicalOperation';

/** What a facet is, as a filter remembers it: enough to show it even when the query no longer returns it. */
interface FilterBase {
  sparqlParameter: string;
  property?: string;
  propertyURI?: string;
}

export type ActiveFilter =
  | (FilterBase & { type: 'checkboxes' | 'radiobuttons'; values: FilterValue[] })
  | (FilterBase & { type: 'search'; text: string })
  | (FilterBase & { type: 'range'; min: number; max: number })
  | (FilterBase & { type: 'daterange'; from?: string; to?: string });

/**
 * The filters that narrow something, in the order they were first set. A facet without a
 * selection has no entry: "nothing chosen" is not a filter.
 */
export type FilterState = readonly ActiveFilter[];

export const NO_FILTERS: FilterState = [];

/** The filter state as published to the filters variable. */
export interface PublishedFilters {
  logicalOperation: LogicalOperation;
  filters: ActiveFilter[];
}

export function findFilter(state: FilterState, parameter: string): ActiveFilter | undefined {
  return state.find((filter) => filter.sparqlParameter === parameter);
}

/** The state with this facet's filter replaced (in its place), added, or removed (undefined). */
function withFilter(state: FilterState, facet: Facet, filter: ActiveFilter | undefined): FilterState {
  const at = state.findIndex((entry) => entry.sparqlParameter === facet.sparqlParameter);
  if (!filter) return at === -1 ? state : state.filter((_, index) => index !== at);
  if (at === -1) return [...state, filter];
  return state.map((entry, index) => (index === at ? filter : entry));
}

function base(facet: Facet): FilterBase {
  const result: FilterBase = { sparqlParameter: facet.sparqlParameter, property: facet.property };
  if (facet.propertyURI) result.propertyURI = facet.propertyURI;
  return result;
}

function plainValue(value: FilterValue): FilterValue {
  const result: FilterValue = { value: value.value };
  if (value.valueURI !== undefined) result.valueURI = value.valueURI;
  if (value.datatype !== undefined) result.datatype = value.datatype;
  if (value.language !== undefined) result.language = value.language;
  return result;
}

export function valueKey(value: FilterValue): string {
  return value.valueURI ?? value.value;
}

/** The values a checkbox or radio facet has chosen. */
export function chosenValues(state: FilterState, parameter: string): FilterValue[] {
  const filter = findFilter(state, parameter);
  return filter && (filter.type === 'checkboxes' || filter.type === 'radiobuttons') ? filter.values : [];
}

/**
 * Checks or unchecks one value of a checkbox facet. The chosen values keep the facet's order, and
 * a chosen value the query no longer returns stays chosen until it is unchecked.
 */
export function toggleValue(state: FilterState, facet: Facet, value: FilterValue, checked: boolean): FilterState {
  const key = valueKey(value);
  const chosen = chosenValues(state, facet.sparqlParameter).filter((entry) => valueKey(entry) !== key);
  if (checked) chosen.push(plainValue(value));
  const order = new Map(facet.values.map((entry, index) => [entry.key, index]));
  chosen.sort((a, b) => (order.get(valueKey(a)) ?? Infinity) - (order.get(valueKey(b)) ?? Infinity));
  return withFilter(state, facet, chosen.length ? { ...base(facet), type: 'checkboxes', values: chosen } : undefined);
}

/** Chooses the one value of a radio facet, or none (any value). */
export function chooseValue(state: FilterState, facet: Facet, value: FilterValue | undefined): FilterState {
  return withFilter(state, facet, value ? { ...base(facet), type: 'radiobuttons', values: [plainValue(value)] } : undefined);
}

/** The text of a search facet; blank text is no filter. */
export function setText(state: FilterState, facet: Facet, text: string): FilterState {
  return withFilter(state, facet, text.trim() ? { ...base(facet), type: 'search', text } : undefined);
}

/** A range facet's two ends; the whole span of the data is no filter. */
export function setRange(state: FilterState, facet: Facet, range: readonly [number, number]): FilterState {
  const [low, high] = range[0] <= range[1] ? range : [range[1], range[0]];
  const bounds = facet.numberBounds;
  const whole = bounds !== undefined && low <= bounds.min && high >= bounds.max;
  return withFilter(state, facet, whole ? undefined : { ...base(facet), type: 'range', min: low, max: high });
}

/** A date range facet's first and last day (YYYY-MM-DD, either may be open); both open is no filter. */
export function setDates(state: FilterState, facet: Facet, from: string | undefined, to: string | undefined): FilterState {
  const first = from ? dayOf(from) : undefined;
  const last = to ? dayOf(to) : undefined;
  if (!first && !last) return withFilter(state, facet, undefined);
  const filter: ActiveFilter = { ...base(facet), type: 'daterange' };
  // Days written the same way compare as text; a reversed pair is put the right way round.
  if (first && last && first > last) {
    filter.from = last;
    filter.to = first;
  } else {
    if (first) filter.from = first;
    if (last) filter.to = last;
  }
  return withFilter(state, facet, filter);
}

/** The published form: the logical operation with the filters that are set. */
export function filtersJson(state: FilterState, logicalOperation: LogicalOperation): string {
  const published: PublishedFilters = { logicalOperation, filters: [...state] };
  return JSON.stringify(published);
}

/**
 * A filter state back from the filters variable (what this widget published, or what the back
 * menu or the URL brings back). Empty or reset is no filters; anything else that is not that
 * JSON throws a message saying what is wrong.
 */
export function readFiltersJson(value: unknown, t?: TFunction): FilterState {
  if (isEmptyValue(value)) return NO_FILTERS;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      const text = JSON.stringify(shorten(value));
      throw new Error(t ? t('widget.dynamicFilter.notJson', { text }) : `The filters variable does not hold JSON: ${text}`);
    }
  }
  const filters = (parsed as { filters?: unknown } | null)?.filters;
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(filters)) {
    throw new Error(t ? t('widget.dynamicFilter.noFilterList') : 'The filters variable holds JSON without a "filters" list');
  }
  const state: ActiveFilter[] = [];
  for (const entry of filters) {
    const filter = readFilter(entry);
    if (!filter) {
      const text = shorten(JSON.stringify(entry));
      throw new Error(t ? t('widget.dynamicFilter.unreadableFilter', { text }) : `The filters variable holds a filter this widget cannot read: ${text}`);
    }
    if (!findFilter(state, filter.sparqlParameter)) state.push(filter);
  }
  return state;
}

function readFilter(entry: unknown): ActiveFilter | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  const parameter = record.sparqlParameter;
  const type = record.type;
  if (typeof parameter !== 'string' || !parameter || typeof type !== 'string' || !(FACET_TYPES as readonly string[]).includes(type)) return undefined;
  const filterBase: FilterBase = { sparqlParameter: parameter };
  if (typeof record.property === 'string') filterBase.property = record.property;
  if (typeof record.propertyURI === 'string') filterBase.propertyURI = record.propertyURI;
  switch (type as FacetType) {
    case 'checkboxes':
    case 'radiobuttons': {
      if (!Array.isArray(record.values)) return undefined;
      const values = record.values.map(readValue);
      if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
      if (type === 'radiobuttons' && values.length !== 1) return undefined;
      return { ...filterBase, type: type as 'checkboxes' | 'radiobuttons', values: values as FilterValue[] };
    }
    case 'search':
      return typeof record.text === 'string' && record.text.trim() ? { ...filterBase, type: 'search', text: record.text } : undefined;
    case 'range':
      return typeof record.min === 'number' && typeof record.max === 'number' && Number.isFinite(record.min) && Number.isFinite(record.max) && record.min <= record.max
        ? { ...filterBase, type: 'range', min: record.min, max: record.max }
        : undefined;
    case 'daterange': {
      const from = typeof record.from === 'string' ? dayOf(record.from) : undefined;
      const to = typeof record.to === 'string' ? dayOf(record.to) : undefined;
      if (!from && !to) return undefined;
      const filter: ActiveFilter = { ...filterBase, type: 'daterange' };
      if (from) filter.from = from;
      if (to) filter.to = to;
      return filter;
    }
  }
}

function readValue(entry: unknown): FilterValue | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  if (typeof record.value !== 'string' && typeof record.valueURI !== 'string') return undefined;
  const value: FilterValue = { value: typeof record.value === 'string' ? record.value : (record.valueURI as string) };
  if (typeof record.valueURI === 'string') value.valueURI = record.valueURI;
  else if (typeof record.language === 'string') value.language = record.language;
  else if (typeof record.datatype === 'string') value.datatype = record.datatype;
  return value;
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * The facets to show: the query's, plus one for each filter the query no longer returns (its
 * counts fell to nothing, or the state came back before the query answered), so that what is
 * chosen stays visible and can be undone.
 */
export function facetsWithState(facets: readonly Facet[], state: FilterState): Facet[] {
  const known = new Set(facets.map((facet) => facet.sparqlParameter));
  const extra: Facet[] = state
    .filter((filter) => !known.has(filter.sparqlParameter))
    .map((filter) => {
      const facet: Facet = {
        sparqlParameter: filter.sparqlParameter,
        property: filter.property ?? filter.sparqlParameter,
        type: filter.type,
        defaultExpanded: true,
        defaultVisible: true,
        values: [],
      };
      if (filter.propertyURI) facet.propertyURI = filter.propertyURI;
      if (filter.type === 'range') facet.numberBounds = { min: filter.min, max: filter.max };
      return facet;
    });
  return [...facets, ...extra];
}

/**
 * The values a checkbox or radio facet shows: the query's, then chosen ones it no longer returns
 * (with a count of 0 when the query counts), so a choice never disappears while it filters.
 */
export function valuesToShow(facet: Facet, state: FilterState): FacetValue[] {
  const keys = new Set(facet.values.map((value) => value.key));
  const counted = facet.values.some((value) => value.count !== undefined);
  const missing = chosenValues(state, facet.sparqlParameter)
    .filter((value) => !keys.has(valueKey(value)))
    .map((value): FacetValue => {
      const shown: FacetValue = { ...value, key: valueKey(value), label: value.valueURI !== undefined && value.value === value.valueURI ? localName(value.valueURI) : value.value };
      if (counted) shown.count = 0;
      return shown;
    });
  return [...facet.values, ...missing];
}
