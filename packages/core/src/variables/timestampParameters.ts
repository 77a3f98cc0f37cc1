import { toList } from '../model/normalise.js';
import type { Clock } from './clock.js';
import type { Scheduler } from './scheduler.js';

export const MAX_TIMESTAMP_PARAMETERS = 5;
export const TIMESTAMP_STEP_MS = 25;
export const TOO_MANY_TIMESTAMP_PARAMETERS = 'too many properties to reset in search box';

/**
 * Publishes the current time to each timestamp parameter, one every 25 ms: widgets that
 * subscribe to them refresh one after the other instead of all querying at once. At most five.
 * Returns a function that cancels the steps not yet run.
 */
export function scheduleTimestampParameters(
  parameters: unknown,
  publish: (key: string, timestamp: number) => void,
  scheduler: Scheduler,
  clock: Clock,
): () => void {
  const keys = toList(parameters);
  if (keys.length > MAX_TIMESTAMP_PARAMETERS) throw new Error(TOO_MANY_TIMESTAMP_PARAMETERS);
  const cancels = keys.map((key, index) => scheduler.schedule(() => publish(key, clock.now()), index * TIMESTAMP_STEP_MS));
  return () => cancels.forEach((cancel) => cancel());
}
