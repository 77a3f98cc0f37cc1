#!/usr/bin/env node
// `npm test`: builds everything, type-checks every package (tests included), lints (ESLint, with
// the layer rules of eslint.config.js), then runs all Vitest projects (core, server, web, e2e in
// Chromium) and closes with one summary line.
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

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-vitest-')), 'report.json');
process.stdout.write('\n==> tests (vitest: core, server, web, e2e)\n');
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  stdio: 'inherit',
});
let summary = 'tests: no report';
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  summary = `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`;
  if (r.numTotalTests === 0) {
    process.stdout.write('\nNo tests ran.\n');
    process.exit(1);
  }
}
process.stdout.write(`\n${summary}\n`);
process.exit(vitest.status ?? 1);
