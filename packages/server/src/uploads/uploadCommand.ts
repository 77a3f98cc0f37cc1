/**
 * The `command` field of an upload: what to do with the file, optionally followed by `:tag` to
 * run the rules with that tag afterwards (the Upload widget sends e.g. `uploadAnyFile:ruletag`).
 *
 * - `uploadAnyFile`: keep the file and hand its URL to the rules of the tag;
 * - `uploadAnyXLSX`: turn the rows of an Excel workbook into RDF in a graph;
 * - `uploadRDF`: load an RDF file into a graph.
 */
export type UploadKind = 'anyFile' | 'xlsx' | 'rdf';

export interface UploadCommand {
  kind: UploadKind;
  /** Rules with this tag run after the upload; none when absent. */
  tag: string | undefined;
}

const kinds: Record<string, UploadKind> = {
  uploadanyfile: 'anyFile',
  uploadanyxlsx: 'xlsx',
  uploadrdf: 'rdf',
  uploadanyrdf: 'rdf',
};

export const uploadCommandNames = ['uploadAnyFile', 'uploadAnyXLSX', 'uploadRDF'];

/** The command of an upload's fields, or a message saying what is wrong. The tag may also come in `command3` or `tag`. */
export function parseUploadCommand(fields: Record<string, string>): UploadCommand | { error: string } {
  const raw = (fields.command ?? '').trim();
  if (!raw) return { error: `Name what to do with the file in the field "command": ${uploadCommandNames.join(', ')}.` };
  const at = raw.indexOf(':');
  const name = at < 0 ? raw : raw.slice(0, at);
  const kind = kinds[name.toLowerCase()];
  if (!kind) return { error: `Unknown upload command "${name}": use ${uploadCommandNames.join(', ')}.` };
  const tag = (at < 0 ? '' : raw.slice(at + 1)).trim() || fields.command3?.trim() || fields.tag?.trim() || undefined;
  return { kind, tag };
}
