#!/usr/bin/env node
// `npm test`: builds everything, type-checks every package (tests included), lints (ESLint, with
// the layer rules of eslint.config.js), then runs all Vitest projects (core, server, web, e2e in
// Chromium), then the hostile-input suite on its own, and closes with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (label, command, args) => {
  process.stdout.write(`\n==> ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    process.stdout.write(`\n${label} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
};

run('build', 'npm', ['run', 'build']);
run('type check', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-vitest-'));

/** One `vitest run` with these arguments; its counts from the JSON report (undefined without one). */
const vitestRun = (name, args) => {
  const report = path.join(reports, `${name}.json`);
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
  });
  const counts = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  return { status: result.status ?? 1, counts };
};

process.stdout.write('\n==> tests (vitest: core, server, web, e2e)\n');
const main = vitestRun('main', ['--project', '!hostile']);
// The hostile-input suite (issue #12) runs alone, after the others: its health probe measures how
// quickly the server answers, which browser tests running beside it would disturb.
process.stdout.write('\n==> hostile-input suite (vitest project hostile)\n');
const hostile = vitestRun('hostile', ['--project', 'hostile']);

const runs = [main, hostile];
let summary = 'tests: no report';
if (runs.every((run) => run.counts)) {
  const sum = (key) => runs.reduce((total, run) => total + run.counts[key], 0);
  summary = `tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests') + sum('numTodoTests')} skipped`;
  if (runs.some((run) => run.counts.numTotalTests === 0)) {
    process.stdout.write('\nNo tests ran (in one of the runs).\n');
    process.exit(1);
  }
}
process.stdout.write(`\n${summary}\n`);
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
