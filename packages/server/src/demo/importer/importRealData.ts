import { DemoGraphWriter, type RegionKind } from '../graph/demoGraphWriter.js';
import { polygonsToWkt } from '../geometry/wkt.js';
import { resourceIri } from '../vocabulary/namespaces.js';
import { ImportModel } from './importModel.js';
import { importObjects } from './objectImport.js';
import { importRegions } from './regionImport.js';
import { sourceDescriptions, type SourceKey } from './sourceDescriptions.js';
import { SourceFolder } from './sourceFiles.js';
import { fillSynthetically } from './syntheticFill.js';

export interface RealDataImport {
  nTriples: string;
  tripleCount: number;
  /** Resources per class label. */
  counts: Map<string, number>;
  /** What was read and how every placement rule decided, line by line. */
  report: string[];
}

export interface RealDataImportOptions {
  /** Fill what the files lack with the generator's rules, marked synthetic (default true). */
  syntheticFill?: boolean;
  /** Called with each line of the report as soon as it is known. */
  progress?: (line: string) => void;
}

const kindOrder: RegionKind[] = ['provincie', 'gemeente', 'wijk', 'buurt'];

/** Runs a write, naming the object when a value in the source is not what the vocabulary takes. */
function about(what: string, write: () => void) {
  try {
    write();
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message}`);
  }
}

/**
 * Reads the open-data files under `dir` (README: The demo) into the demo vocabulary: regions,
 * CBS key figures, BAG buildings with addresses and BRK parcels, plus what had to be derived or
 * made up, each marked by its dct:source. Builds the whole graph in memory; nothing is loaded.
 */
export function importRealData(dir: string, options: RealDataImportOptions = {}): RealDataImport {
  const folder = new SourceFolder(dir);
  const model = new ImportModel(options.progress);
  importRegions(folder, model);
  importObjects(folder, model);
  const restrictions = options.syntheticFill === false ? [] : fillSynthetically(model);

  const writer = new DemoGraphWriter();
  writer.model();
  const sources = new Map<SourceKey, string>();
  const source = (key: SourceKey) => {
    let iri = sources.get(key);
    if (!iri) {
      iri = writer.source(sourceDescriptions[key]);
      sources.set(key, iri);
    }
    return iri;
  };

  for (const kind of kindOrder) {
    for (const region of model.regionsOf(kind)) {
      const parent = region.parent ? model.regions.get(region.parent) : undefined;
      writer.region(kind, {
        code: region.code,
        naam: region.naam,
        ...(region.derived ? { derived: true } : {}),
        ...(region.polygons.length ? { wkt: polygonsToWkt(region.polygons, 6) } : {}),
        ...(parent ? { within: resourceIri(parent.kind, parent.code) } : {}),
        source: source(region.source),
      });
    }
  }
  for (const figure of model.figures) {
    const region = model.regions.get(figure.region);
    if (!region) continue;
    writer.keyFigures({
      region: resourceIri(region.kind, region.code),
      code: region.code,
      year: figure.year,
      values: figure.values,
      variant: figure.variant,
      ...(figure.comment ? { comment: figure.comment } : {}),
      source: source(figure.source),
    });
  }
  for (const { buurt, municipality: _municipality, source: key, ...parcel } of model.parcels) {
    about(`parcel ${parcel.identificatie}`, () => writer.parcel({ ...parcel, buurt: resourceIri('buurt', buurt), source: source(key) }));
  }
  for (const { parcels, source: key, ...building } of model.buildings) {
    about(`pand ${building.identificatie}`, () =>
      writer.building({ ...building, parcels: parcels.map((p) => resourceIri('perceel', p)), source: source(key) }),
    );
  }
  for (const { building, source: key, ...address } of model.addresses) {
    about(`address ${address.identificatie}`, () => writer.address({ ...address, building: resourceIri('gebouw', building), source: source(key) }));
  }
  for (const { parcel, ...restriction } of restrictions) {
    writer.restriction({ ...restriction, parcel: resourceIri('perceel', parcel), source: source('syntheticFill') });
  }
  return { nTriples: writer.toString(), tripleCount: writer.triples.count, counts: writer.counts, report: model.report };
}
