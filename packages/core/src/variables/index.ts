export { hasValue, isEmptyValue, isResetValue } from './isEmptyValue.js';
export { isIntegerValue, toInteger } from './isIntegerValue.js';
export { systemClock, type Clock } from './clock.js';
export { systemScheduler, type Scheduler } from './scheduler.js';
export { consoleLogger, type Logger } from './logger.js';
export { EVENT_LOG_LIMIT, EventLog, type AppEvent, type AppEventType } from './eventLog.js';
export { HISTORY_LIMIT, NavigationHistory, type HistoryEntry } from './navigationHistory.js';
export {
  MAX_TIMESTAMP_PARAMETERS,
  TIMESTAMP_STEP_MS,
  TOO_MANY_TIMESTAMP_PARAMETERS,
  scheduleTimestampParameters,
} from './timestampParameters.js';
export {
  MULTIPLE_VALUE_FORMATS,
  formatMultipleValues,
  isMultipleValueFormat,
  parseMultipleValues,
  type MultipleValueFormat,
} from './multipleValueFormat.js';
export {
  DEFAULT_MAX_CYCLE_REPEATS,
  VariableStore,
  type PublishOutcome,
  type VariableSnapshot,
  type VariableStoreOptions,
} from './variableStore.js';
