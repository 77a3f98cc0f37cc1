/** Counts per manifest, printed at the end of an engine's run as `W3C <suite>: N passed, M failed, K skipped`. */
export class SuiteTally {
  private readonly counts = new Map<string, { passed: number; failed: number; skipped: number }>();

  constructor(readonly engine: string) {}

  private entry(suite: string) {
    return this.counts.get(suite) ?? this.counts.set(suite, { passed: 0, failed: 0, skipped: 0 }).get(suite)!;
  }

  declare(suite: string) {
    this.entry(suite);
  }

  record(suite: string, outcome: 'passed' | 'failed' | 'skipped') {
    this.entry(suite)[outcome]++;
  }

  lines(): string[] {
    return [...this.counts].map(([suite, c]) => `W3C ${suite}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (${this.engine})`);
  }
}
