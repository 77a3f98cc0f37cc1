import type { AddressInput, BuildingInput, ParcelInput, RegionKind } from '../graph/demoGraphWriter.js';
import type { Polygon } from '../geometry/polygons.js';
import type { KeyFigureValues } from '../vocabulary/keyFigures.js';
import type { SourceKey } from './sourceDescriptions.js';

export interface RegionRecord {
  kind: RegionKind;
  code: string;
  naam: string;
  polygons: Polygon[];
  /** Code of the region it lies in. */
  parent?: string;
  source: SourceKey;
  derived?: boolean;
}

export interface FigureRecord {
  region: string;
  year: number;
  values: KeyFigureValues;
  source: SourceKey;
  /** Tells observations of one region and year from different sources apart. */
  variant: string;
  comment?: string;
}

type WithoutIris<T> = Omit<T, 'source' | 'buurt' | 'building' | 'parcels'>;

export interface ParcelRecord extends WithoutIris<ParcelInput> {
  buurt: string;
  municipality: string;
  source: SourceKey;
}

export interface BuildingRecord extends WithoutIris<BuildingInput> {
  parcels: string[];
  source: SourceKey;
}

export interface AddressRecord extends WithoutIris<AddressInput> {
  building: string;
  source: SourceKey;
}

/**
 * Everything the importer read, by code, before anything is written: regions are merged from
 * several files and nested only once all of them are known.
 */
export class ImportModel {
  readonly regions = new Map<string, RegionRecord>();
  readonly figures: FigureRecord[] = [];
  readonly parcels: ParcelRecord[] = [];
  readonly buildings: BuildingRecord[] = [];
  readonly addresses: AddressRecord[] = [];
  /** Lines for the person running the import: what was read, and every rule that had to decide. */
  readonly report: string[] = [];

  constructor(private readonly onNote: (line: string) => void = () => undefined) {}

  note(line: string): void {
    this.report.push(line);
    this.onNote(line);
  }

  /** Adds a region unless one with that code is known (the first file read wins). */
  addRegion(region: RegionRecord): boolean {
    if (this.regions.has(region.code)) return false;
    this.regions.set(region.code, region);
    return true;
  }

  regionsOf(kind: RegionKind, parent?: string): RegionRecord[] {
    return [...this.regions.values()].filter((r) => r.kind === kind && (parent === undefined || r.parent === parent));
  }
}
