import { csvCellDatatype } from './csvTsvResults.js';
import { xsd, type ResultTerm } from './resultTerms.js';

const integerTypes = new Set(
  [
    'integer', 'nonPositiveInteger', 'negativeInteger', 'long', 'int', 'short', 'byte', 'nonNegativeInteger',
    'unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte', 'positiveInteger',
  ].map((t) => `${xsd}${t}`),
);

const numberText = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The canonical form of a decimal lexical form ("+02.50" and "2.5" are the same decimal). */
function canonicalDecimal(text: string): string | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (m[2] === '' && !m[3])) return undefined;
  const whole = m[2]!.replace(/^0+/, '') || '0';
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const zero = whole === '0' && fraction === '';
  return `${m[1] === '-' && !zero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function canonicalFloat(text: string): number {
  const t = text.trim();
  if (t === 'INF' || t === '+INF') return Infinity;
  if (t === '-INF') return -Infinity;
  return Number(t);
}

/**
 * Whether two literals of the same datatype have the same value although their lexical forms
 * differ: the W3C tests allow an engine to answer a number in another lexical form of the same
 * value of the same datatype ("2.0" for "2.00"^^xsd:decimal, "1.0E6" for "1000000.0e0"^^xsd:double,
 * "1" for "true"^^xsd:boolean). A different datatype is always a different term.
 */
function sameValue(datatype: string, a: string, b: string): boolean {
  if (integerTypes.has(datatype)) {
    try {
      return BigInt(a.trim().replace(/^\+/, '')) === BigInt(b.trim().replace(/^\+/, ''));
    } catch {
      return false;
    }
  }
  if (datatype === `${xsd}decimal`) {
    const ca = canonicalDecimal(a);
    return ca !== undefined && ca === canonicalDecimal(b);
  }
  if (datatype === `${xsd}double` || datatype === `${xsd}float`) {
    const va = canonicalFloat(a);
    const vb = canonicalFloat(b);
    if (Number.isNaN(va) || Number.isNaN(vb)) return a.trim() === 'NaN' && b.trim() === 'NaN';
    return datatype === `${xsd}float` ? Math.fround(va) === Math.fround(vb) : va === vb;
  }
  if (datatype === `${xsd}boolean`) {
    const truth = (t: string) => (t === 'true' || t === '1' ? true : t === 'false' || t === '0' ? false : undefined);
    const ta = truth(a.trim());
    return ta !== undefined && ta === truth(b.trim());
  }
  return false;
}

/** Equality of two terms that are not blank nodes (those are matched by the caller, up to renaming). */
export function termsEqual(a: ResultTerm, b: ResultTerm): boolean {
  if (a.type !== b.type) return false;
  if (a.type !== 'literal' || b.type !== 'literal') return a.value === b.value;
  if (a.datatype !== b.datatype || (a.lang ?? '') !== (b.lang ?? '')) return false;
  if (a.value === b.value) return true;
  if (a.datatype === csvCellDatatype) {
    // CSV drops the datatype: two cells are the same number when both spell the same value.
    return numberText.test(a.value.trim()) && numberText.test(b.value.trim()) && Number(a.value) === Number(b.value);
  }
  return sameValue(a.datatype, a.value, b.value);
}
