import fs from 'node:fs';
import path from 'node:path';

/**
 * The open-data files the importer reads, by their place under the data folder (README: The
 * demo; the folder's SOURCES.md gives origin, commit and licence of each).
 */
export const sourceFiles = {
  provinces2024: 'nl-regions/2024/provincie_gegeneraliseerd_2024.geojson',
  provinces2023: 'nl-regions/2023/provincie_2023.cartomap-wgs84.geojson',
  municipalities2024: 'nl-regions/2024/gemeenten_2024.geojson',
  municipalities2023: 'nl-regions/2023/gemeenten_2023_cbs-kerncijfers.geojson',
  districts2024: 'nl-regions/2024/wijken_2024.geojson',
  regionsCsv2024: 'nl-regions/cbs-stats/gebieden-in-nederland_2024_inwonertal.csv',
  utrecht2024: 'nl-regions/cbs-stats/woonikveilig_GM0344_utrecht_wijken-buurten_2024.json',
  doesburgBuildings: 'bag-brk/bag-doesburg-0221/bag_panden_0221_doesburg_2020-09-15.wgs84.derived.geojson',
  doesburgExtract: 'bag-brk/bag-doesburg-0221/raw-lvbag-extract-2020-09-15/small-expand',
  otterloParcels: 'bag-brk/brk-kadastralekaart-otterlo/brk_percelen_otterlo_sample.wgs84.derived.geojson',
} as const;

export type SourceFile = keyof typeof sourceFiles;

export class SourceFolder {
  constructor(readonly dir: string) {}

  path(file: SourceFile): string {
    return path.join(this.dir, sourceFiles[file]);
  }

  has(file: SourceFile): boolean {
    return fs.existsSync(this.path(file));
  }

  text(file: SourceFile): string {
    return fs.readFileSync(this.path(file), 'utf8');
  }

  /** Parsed JSON; a file that is not JSON is named in the error. */
  json(file: SourceFile): unknown {
    try {
      return JSON.parse(this.text(file));
    } catch (error) {
      throw new Error(`${sourceFiles[file]} is not valid JSON: ${(error as Error).message}`);
    }
  }
}
