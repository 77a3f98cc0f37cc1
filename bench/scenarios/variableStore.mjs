// (7) The variable store: publishes per second with 100 subscribers, as widgets subscribe.
import { VariableStore } from '@grafiek/core';
import { median } from '../lib/statistics.mjs';

const PUBLISHES = 10_000;
const SUBSCRIBERS = 100;
const KEYS = 10;

/** One round: a fresh store, 100 subscribers, 10,000 publishes. */
function round() {
  const store = new VariableStore();
  let notifications = 0;
  // Each subscriber watches a few keys, as widgets do: most publishes reach some, not all.
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const keys = [`key${i % KEYS}`, `key${(i + 3) % KEYS}`];
    store.subscribe(keys, () => {
      notifications++;
      store.get(/** @type {string} */ (keys[0]));
    });
  }
  const start = performance.now();
  for (let i = 0; i < PUBLISHES; i++) store.publish(`key${i % KEYS}`, `http://example.org/item/${i}`);
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: PUBLISHES / seconds, notifications };
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const variableStore = {
  name: 'variable-store',
  title: 'Variable store',
  async run({ quick }) {
    round(); // warm-up, so the timed rounds measure compiled code
    const rounds = Array.from({ length: quick ? 3 : 15 }, round);
    const notifications = /** @type {number} */ (rounds[0]?.notifications);
    return {
      figures: [
        {
          id: 'publishes-per-second',
          label: `publishes/s, ${SUBSCRIBERS} subscribers (median of ${rounds.length} rounds of ${PUBLISHES.toLocaleString('en-US')})`,
          value: Math.round(median(rounds.map((r) => r.perSecond))),
          unit: 'publishes/s',
        },
      ],
      details: [`Each round: ${PUBLISHES.toLocaleString('en-US')} publishes over ${KEYS} keys reach ${notifications.toLocaleString('en-US')} subscriber notifications.`],
    };
  },
};
