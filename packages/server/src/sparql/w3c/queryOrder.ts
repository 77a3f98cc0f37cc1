/**
 * The variables a query orders its solutions by, when its ORDER BY names only plain variables
 * (`ORDER BY ?a DESC(?b)`); undefined when it has no ORDER BY or orders by expressions, in which
 * case the solutions are compared as a multiset.
 */
export function orderByVariables(query: string): string[] | undefined {
  const withoutComments = query.replace(/#[^\n]*$/gm, (comment) => (/["'<]/.test(comment) ? comment : ''));
  const match = /\bORDER\s+BY\s+([\s\S]*?)(?=\bLIMIT\b|\bOFFSET\b|\bVALUES\b|}|$)/i.exec(withoutComments);
  if (!match) return undefined;
  const clause = match[1]!.trim();
  const keys = [...clause.matchAll(/(?:(?:ASC|DESC)\s*\(\s*)?[?$](\w+)\s*\)?/gi)];
  const rest = clause.replace(/(?:(?:ASC|DESC)\s*\(\s*)?[?$](\w+)\s*\)?/gi, '').trim();
  if (!keys.length || rest !== '') return undefined;
  return keys.map((k) => k[1]!);
}
