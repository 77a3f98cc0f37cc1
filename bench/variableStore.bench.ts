// Publishes 10,000 values to a store with 100 subscribers and reports publishes per second.
// Run with: npx tsx bench/variableStore.bench.ts
import { VariableStore } from '../packages/core/src/index.ts';

const PUBLISHES = 10_000;
const SUBSCRIBERS = 100;
const KEYS = 10;

function run(): { perSecond: number; notifications: number } {
  const store = new VariableStore();
  let notifications = 0;
  // Each subscriber watches a few keys, as widgets do: most publishes reach some, not all.
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const keys = [`key${i % KEYS}`, `key${(i + 3) % KEYS}`];
    store.subscribe(keys, () => {
      notifications++;
      store.get(keys[0]!);
    });
  }
  const start = performance.now();
  for (let i = 0; i < PUBLISHES; i++) store.publish(`key${i % KEYS}`, `http://example.org/item/${i}`);
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: PUBLISHES / seconds, notifications };
}

run(); // warm-up, so the timed run measures compiled code
const { perSecond, notifications } = run();
console.log(
  `variableStore: ${PUBLISHES} publishes, ${SUBSCRIBERS} subscribers, ${notifications} notifications: ` +
    `${Math.round(perSecond).toLocaleString('en-US')} publishes/s`,
);
