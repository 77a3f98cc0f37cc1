/**
 * Just enough N-Triples to write the demo graph: terms are serialised once, when they are made,
 * so the builder only joins strings. The demo code never reads N-Triples back; Oxigraph does.
 */

/** A serialised RDF term: `<iri>`, `"literal"` or `"literal"^^<datatype>`. */
export type Term = string & { readonly __term: unique symbol };

const xsd = 'http://www.w3.org/2001/XMLSchema#';

/** Characters N-Triples does not allow in an IRI reference. */
const badIriCharacters = /[\u0000-\u0020<>"{}|^`\\]/;

export function iri(value: string): Term {
  if (badIriCharacters.test(value)) throw new Error(`Not a valid IRI for N-Triples: ${JSON.stringify(value)}`);
  return `<${value}>` as Term;
}

function escapeLiteral(value: string): string {
  return value.replace(/[\\"\n\r]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\${c}`));
}

/** A plain string literal (xsd:string), which is what the fixture queries compare with `=`. */
export function text(value: string): Term {
  return `"${escapeLiteral(value)}"` as Term;
}

export function typed(value: string, datatype: string): Term {
  return `"${escapeLiteral(value)}"^^${iri(datatype)}` as Term;
}

export function integer(value: number): Term {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return typed(String(value), `${xsd}integer`);
}

/** A decimal with a fixed number of digits after the point, so output never depends on float printing. */
export function decimal(value: number, digits: number): Term {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return typed(value.toFixed(digits), `${xsd}decimal`);
}

/** An integer when the number is whole, else a decimal with up to `digits` digits. */
export function numeric(value: number, digits = 2): Term {
  return Number.isInteger(value) ? integer(value) : decimal(value, digits);
}

export function gYear(year: number): Term {
  return typed(String(year).padStart(4, '0'), `${xsd}gYear`);
}

export function date(value: string): Term {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`Not a date (yyyy-mm-dd): ${value}`);
  return typed(value, `${xsd}date`);
}

export function dateTime(value: string): Term {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) {
    throw new Error(`Not a dateTime: ${value}`);
  }
  return typed(value, `${xsd}dateTime`);
}

/** Collects triples in the order they are added; the output is exactly that order, so it is reproducible. */
export class NTriplesBuilder {
  private readonly lines: string[] = [];

  add(subject: Term, predicate: Term, object: Term): void {
    this.lines.push(`${subject} ${predicate} ${object} .`);
  }

  get count(): number {
    return this.lines.length;
  }

  toString(): string {
    return this.lines.length ? `${this.lines.join('\n')}\n` : '';
  }
}
