export { formatQueryString, parseQueryString, type QueryParams } from './queryString.js';
export {
  computeUrlUpdate,
  parseUrlProperties,
  readUrlVariables,
  urlVariableNames,
  type UrlSyncSettings,
  type UrlUpdate,
} from './urlVariables.js';
