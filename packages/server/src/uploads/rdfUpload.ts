import { rdfFormatOf } from '../repositories/rdfFormats.js';
import { graphMediaTypes, type GraphMediaType } from '../repositories/repository.js';

const byMediaType: Record<string, GraphMediaType> = {
  ...Object.fromEntries(Object.values(graphMediaTypes).map((t) => [t, t])),
  'application/x-turtle': graphMediaTypes.turtle,
  'application/json': graphMediaTypes.jsonld,
};

/**
 * The RDF format of an uploaded file: the media type the browser declared when it is an RDF
 * one, else the file's extension. Whether the content really is that format, the parser decides:
 * a file that does not parse loads nothing.
 */
export function rdfFormatOfUpload(fileName: string, declaredType: string): GraphMediaType | undefined {
  const type = declaredType.split(';')[0]!.trim().toLowerCase();
  return byMediaType[type] ?? rdfFormatOf(fileName);
}
