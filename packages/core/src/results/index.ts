export {
  parseSparqlJsonResults,
  isAskResults,
  sparqlTermSchema,
  type SparqlTerm,
  type SparqlBinding,
  type SparqlSelectResults,
  type SparqlAskResults,
  type SparqlJsonResults,
} from './sparqlJsonResults.js';
export { toTypedValue, type TypedValue } from './typedValue.js';
export {
  planColumns,
  conflictingUrlModifiers,
  URI_AND_URL_ERROR,
  type CellProperty,
  type ColumnPlan,
  type PropertyPlan,
  type ColumnLayout,
  type ConventionDialect,
} from './columnConventions.js';
export { toResultTable, cellText, columnHasExtra, rowValues, type ResultTable, type Column, type Row, type Cell } from './resultTable.js';
export { breakParentCycles } from './parentCycles.js';
export { singleRowVariables } from './singleRowVariables.js';
export { localName } from './localName.js';
export { toChartData, type ChartData, type ChartDataResult, type ChartCategory, type ChartSeries } from './chartData.js';
export { toGraphData, type GraphData, type GraphDataOptions, type GraphNode, type GraphEdge, type GraphType } from './graphData.js';
