// bench/RESULTS.md: the table of the last full run with its date, commit and machine, and the
// explanations people write for failing budgets, which every rewrite keeps.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { benchDir, repoRoot } from './paths.mjs';

export const resultsFile = path.join(benchDir, 'RESULTS.md');
const EXPLANATIONS_MARKER = '<!-- Everything below this line is written by people and kept when the runner rewrites this file. -->';
const FIRST_EXPLANATIONS = `## Explanations

For every budget that fails: what costs the time, and what would remove it.
`;

/** @param {string[]} args */
function git(args) {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** The commit, marked when the working tree differs from it (others may be editing). */
export function commitDescription() {
  const commit = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return dirty ? `${commit} (with uncommitted changes in the working tree)` : commit;
}

export function machineDescription() {
  const cpu = cpus();
  const load = loadavg().map((l) => l.toFixed(2)).join(', ');
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average at the start ${load}`;
}

/** The explanations section of the existing file, or the heading for the first one. */
function keptExplanations() {
  if (!existsSync(resultsFile)) return FIRST_EXPLANATIONS;
  const text = readFileSync(resultsFile, 'utf8');
  const at = text.indexOf(EXPLANATIONS_MARKER);
  return at < 0 ? FIRST_EXPLANATIONS : text.slice(at + EXPLANATIONS_MARKER.length).replace(/^\n+/, '');
}

/**
 * @param {{ date: Date, commit: string, machine: string, durationS: number, table: string, details: { scenario: string, lines: string[] }[] }} run
 */
export function writeResults(run) {
  const details = run.details
    .filter((d) => d.lines.length)
    .map((d) => `### ${d.scenario}\n\n${d.lines.map((l) => `- ${l}`).join('\n')}`)
    .join('\n\n');
  const text = `# Benchmark results

Written by \`npm run bench\` after its last full run. Other engineers share this machine's CPUs,
so figures move by tens of percent between runs; compare runs, not single numbers.

- Date: ${run.date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}
- Commit: ${run.commit}
- Machine: ${run.machine}
- Duration: ${Math.round(run.durationS)} s

${run.table}

## Details

${details || '(none)'}

${EXPLANATIONS_MARKER}

${keptExplanations().trimEnd()}
`;
  writeFileSync(resultsFile, text);
}
