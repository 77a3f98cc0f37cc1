import fs from 'node:fs';

/**
 * Where the W3C test data lives: ../shared/data/w3c-rdf-tests beside the repository (README, "Tests"), never
 * copied into it. Files get the IRIs of the published test suite (https://w3c.github.io/rdf-tests/),
 * so graph names and expected results do not depend on where the checkout is.
 */
export const w3cRoot = new URL('../../../../../../shared/data/w3c-rdf-tests/', import.meta.url);
export const w3cPublishedRoot = 'https://w3c.github.io/rdf-tests/';

/** The local file of a test suite IRI (or undefined when it is outside the suite). */
export function fileOf(iri: string): URL | undefined {
  return iri.startsWith(w3cPublishedRoot) ? new URL(iri.slice(w3cPublishedRoot.length), w3cRoot) : undefined;
}

/** The published IRI of a local path below the suite root, e.g. `sparql/sparql11/json-res/manifest.ttl`. */
export function iriOf(relativePath: string): string {
  return new URL(relativePath, w3cPublishedRoot).toString();
}

export function readW3cFile(iri: string): string {
  const file = fileOf(iri);
  if (!file) throw new Error(`${iri} is not a file of the W3C test suite`);
  return fs.readFileSync(file, 'utf8');
}
