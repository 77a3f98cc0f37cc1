/**
 * The last part of an IRI, after its final `#`, `/` or `:` (`http://xmlns.com/foaf/0.1/Person`
 * gives `Person`), for widgets that show IRIs compactly: graph nodes, chart categories. A trailing
 * separator is skipped (`http://example.org/things/` gives `things`); percent-escapes are decoded
 * when they are valid. An IRI with nothing after its scheme comes back unchanged.
 */
export function localName(iri: string): string {
  const trimmed = iri.replace(/[#/:]+$/, '');
  const cut = Math.max(trimmed.lastIndexOf('#'), trimmed.lastIndexOf('/'), trimmed.lastIndexOf(':'));
  if (cut < 0) return iri;
  const name = trimmed.slice(cut + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
