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
export {
  hasScriptBlocks,
  splitScriptBlocks,
  rewriteScriptBlock,
  parseScriptTemplate,
  scriptBlockCalls,
  resolveScriptTemplate,
  scriptValueKey,
  SCRIPT_VALUE_FUNCTION,
  type ScriptBlock,
  type ScriptBlockCall,
  type ScriptTemplate,
  type ScriptTemplatePart,
  type ScriptRewrite,
} from './scriptBlocks.js';
