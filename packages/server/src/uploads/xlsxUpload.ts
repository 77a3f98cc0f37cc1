import path from 'node:path';
import { graphMediaTypes, type Repository } from '../repositories/repository.js';
import { isAbsoluteIri } from '../sparql/updateDataset.js';
import { readHead, sniffContent } from './fileContent.js';
import { loadOrRefuse, type Loaded } from './loadIntoRepository.js';
import type { ReceivedFile } from './receiveUpload.js';
import type { Refuse } from './uploadRefusal.js';
import type { XlsxLimits } from './xlsxLimits.js';
import { XlsxError, defaultColumnNamespace, xlsxToRdf } from './xlsxToRdf.js';

/**
 * `uploadAnyXLSX`: turns the rows of a workbook into RDF (see xlsxToRdf.ts) and loads them into
 * `graph`, or into a graph of this upload's own. Fields: `namespace` for the column predicates,
 * `base` for the row and sheet IRIs (default: the graph IRI followed by `/`).
 */
export async function loadXlsxUpload(
  repo: Repository,
  file: ReceivedFile,
  options: { graph: string; fields: Record<string, string>; refuse: Refuse; limits: XlsxLimits },
): Promise<Loaded> {
  const { refuse, fields, graph, limits } = options;
  const namespace = fields.namespace?.trim() || defaultColumnNamespace;
  if (!isAbsoluteIri(namespace)) throw refuse(400, `The namespace "${namespace}" is not an absolute IRI.`);
  const rowBase = fields.base?.trim() || `${graph}/`;
  if (!isAbsoluteIri(rowBase)) throw refuse(400, `The base "${rowBase}" is not an absolute IRI.`);
  const fileName = path.basename(file.originalName);
  if (sniffContent(await readHead(file.path)) !== 'zip') throw refuse(400, `"${fileName}" is not an Excel workbook (.xlsx).`);
  let rdf;
  try {
    rdf = await xlsxToRdf(file.path, { rowBase, columnNamespace: namespace, fileName }, limits);
  } catch (error) {
    // 400 for a file that is no workbook, 413 for one beyond this server's limits.
    if (error instanceof XlsxError) throw refuse(error.status, error.message);
    throw error;
  }
  await loadOrRefuse(repo, { data: rdf.ntriples, mediaType: graphMediaTypes.ntriples, graph }, refuse);
  const sheets = `${rdf.sheets} sheet${rdf.sheets === 1 ? '' : 's'}`;
  return { graph, quads: rdf.triples, summary: `${rdf.triples} triples from ${rdf.rows} rows of ${sheets} loaded into graph <${graph}>` };
}
