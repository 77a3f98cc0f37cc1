export { UUID_PLACEHOLDER, findPlaceholders, type PlaceholderToken } from './placeholderSyntax.js';
export { listPlaceholderVariables } from './placeholderVariables.js';
export { scanSparqlTemplate, type SparqlPlace, type TemplatePart } from './sparqlTemplateScanner.js';
export { placeSparqlValue, type Placement } from './sparqlValuePlacement.js';
export { toBareTerm, toTermList } from './bareSparqlTerm.js';
export {
  resolvePlaceholders,
  unresolvedMessage,
  type PlaceholderValues,
  type ResolveOptions,
  type ResolveResult,
} from './placeholderResolver.js';
