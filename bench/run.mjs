#!/usr/bin/env node
// `npm run bench [-- --quick] [-- --only NAME[,NAME]] [-- --details]`: runs the scenarios of
// issue #8 against the built packages and prints one table of figures, budgets and verdicts.
// Exit code: 0 when every measured budget passes, 1 when one fails, 2 when a scenario could not run.
import { parseArgs } from 'node:util';
import { BenchScene } from './lib/benchScene.mjs';
import { loadBudgets } from './lib/budget.mjs';
import { commitDescription, machineDescription, resultsFile, writeResults } from './lib/resultsFile.mjs';
import { renderTable, tableRows } from './lib/resultsTable.mjs';
import { scenarios } from './scenarios/index.mjs';

const usage = `Usage: npm run bench -- [--quick] [--only NAME[,NAME...]] [--details]
  --quick    shorter runs and smaller data: the whole run takes under 5 minutes (without soak)
  --only     run only these scenarios: ${scenarios.map((s) => s.name).join(', ')}
  --details  print the per-query and per-library details under the table
A full run (no --quick, no --only) writes bench/RESULTS.md.`;

/** @param {string} message */
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

function parseCommandLine() {
  let args;
  try {
    args = parseArgs({
      options: { quick: { type: 'boolean' }, only: { type: 'string', multiple: true }, details: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (args.values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const only = (args.values.only ?? []).flatMap((o) => o.split(',')).map((o) => o.trim()).filter(Boolean);
  const unknown = only.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length) throw new UsageError(`No scenario named ${unknown.join(', ')}.`);
  return { quick: args.values.quick ?? false, only, details: args.values.details ?? false };
}

class UsageError extends Error {}

async function main() {
  const options = parseCommandLine();
  const budgets = loadBudgets();
  for (const key of budgets.keys()) {
    if (!scenarios.some((s) => key.startsWith(`${s.name}.`))) throw new Error(`budget.json: "${key}" names no scenario`);
  }
  const selected = options.only.length
    ? scenarios.filter((s) => options.only.includes(s.name))
    : scenarios.filter((s) => !(options.quick && s.notQuick));
  const fullRun = !options.quick && !options.only.length;
  const started = new Date();
  const commit = commitDescription();
  const machine = machineDescription();
  log(`${options.quick ? 'quick' : 'full'} run of ${selected.map((s) => s.name).join(', ')} at ${commit}; ${machine}`);

  // A quick run starts the server once; a full run starts it twice, to time a restart.
  const scene = new BenchScene(log, {
    rowsRepository: selected.some((s) => s.needsRowsRepository),
    treeRepository: selected.some((s) => s.needsTreeRepository),
    restart: !options.quick,
  });
  /** @type {{ scenario: import('./lib/figure.mjs').Scenario, result?: import('./lib/figure.mjs').ScenarioResult, error?: Error }[]} */
  const outcomes = [];
  try {
    for (const scenario of selected) {
      log(`${scenario.name}: start`);
      const t0 = performance.now();
      try {
        outcomes.push({ scenario, result: await scenario.run({ quick: options.quick, log, scene }) });
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        log(`${scenario.name}: failed: ${failure.stack ?? failure.message}`);
        outcomes.push({ scenario, error: failure });
      }
      log(`${scenario.name}: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await scene.close();
  }

  const rows = tableRows(outcomes, budgets);
  const table = renderTable(rows);
  const details = outcomes.map((o) => ({ scenario: o.scenario.name, lines: o.result?.details ?? [] }));
  process.stdout.write(`\n${table}\n`);
  if (options.details) {
    for (const d of details.filter((x) => x.lines.length)) process.stdout.write(`\n${d.scenario}:\n${d.lines.map((l) => `  - ${l}`).join('\n')}\n`);
  }
  const durationS = (Date.now() - started.getTime()) / 1000;
  process.stdout.write(`\n${options.quick ? 'Quick' : 'Full'} run took ${Math.round(durationS)} s.`);
  if (fullRun) {
    writeResults({ date: started, commit, machine, durationS, table, details });
    process.stdout.write(` Results written to ${resultsFile}.`);
  }
  process.stdout.write('\n');
  if (rows.some((r) => r.result === 'error')) return 2;
  if (rows.some((r) => r.result === 'fail')) return 1;
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof UsageError ? `${error.message}\n${usage}` : error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(2);
  },
);
