import { isAskResults, type SparqlJsonResults, type SparqlTerm } from '@grafiek/core';

/** One choice of a searchable dropdown: the value stored when it is chosen, and what it shows. */
export interface DropdownOption {
  /** Unique among the options (a link and a text with the same characters differ). */
  key: string;
  label: string;
  term: SparqlTerm;
}

export function optionKey(term: SparqlTerm): string {
  return `${term.type === 'uri' ? 'iri' : 'text'}:${term.value}`;
}

/**
 * The choices a `dropdownSPARQLQuery` answers: its `?value` (else its first variable) is stored,
 * its `?label` (else its second variable, else the value) is shown. Repeated values count once.
 */
export function dropdownOptions(results: SparqlJsonResults): DropdownOption[] {
  if (isAskResults(results)) return [];
  const vars = results.head.vars;
  const valueVar = vars.includes('value') ? 'value' : vars[0];
  const labelVar = vars.includes('label') ? 'label' : vars.find((name) => name !== valueVar);
  if (!valueVar) return [];
  const options: DropdownOption[] = [];
  const seen = new Set<string>();
  for (const binding of results.results.bindings) {
    const term = binding[valueVar];
    if (!term || term.type === 'bnode') continue;
    const key = optionKey(term);
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ key, label: (labelVar ? binding[labelVar]?.value : undefined) || term.value, term });
  }
  return options;
}
