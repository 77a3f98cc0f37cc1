import { canonicalMediaType, graphMediaTypes, resultMediaTypes, type GraphMediaType, type QueryForm, type ResultMediaType } from '../repositories/repository.js';

const resultChoices: ResultMediaType[] = [resultMediaTypes.json, resultMediaTypes.xml, resultMediaTypes.csv, resultMediaTypes.tsv];
const graphChoices: GraphMediaType[] = [
  graphMediaTypes.turtle,
  graphMediaTypes.ntriples,
  graphMediaTypes.jsonld,
  graphMediaTypes.rdfxml,
  graphMediaTypes.nquads,
  graphMediaTypes.trig,
];
interface Range {
  type: string;
  q: number;
  order: number;
}

function parseAccept(header: string | undefined): Range[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [type = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, order };
    })
    .filter((r) => r.type && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The media type to answer with, from the Accept header: JSON results and Turtle graphs when the
 * client accepts anything, undefined when it accepts nothing we can produce (406).
 */
export function negotiate(form: QueryForm, accept: string | undefined): ResultMediaType | GraphMediaType | undefined {
  const choices: string[] = form === 'SELECT' || form === 'ASK' ? resultChoices : graphChoices;
  const ranges = parseAccept(accept);
  if (ranges.length === 0) return choices[0] as ResultMediaType | GraphMediaType;
  for (const range of ranges) {
    const type = canonicalMediaType(range.type);
    if (choices.includes(type)) return type as ResultMediaType | GraphMediaType;
    if (type === '*/*') return choices[0] as ResultMediaType | GraphMediaType;
    if (type.endsWith('/*')) {
      const match = choices.find((c) => c.startsWith(type.slice(0, -1)));
      if (match) return match as ResultMediaType | GraphMediaType;
    }
  }
  return undefined;
}
