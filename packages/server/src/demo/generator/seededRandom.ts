/**
 * A small seeded pseudo-random generator (mulberry32 over an FNV-1a hash of the seed text).
 * Every entity draws from a stream forked by its own key, so adding a province does not change
 * the numbers drawn for the next one, and the output is the same on every machine.
 */
export class SeededRandom {
  private state: number;

  constructor(readonly seed: string) {
    this.state = hash(seed);
  }

  /** A new, independent stream for a named part of the data. */
  fork(key: string | number): SeededRandom {
    return new SeededRandom(`${this.seed}/${key}`);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** Roughly normal around `mean` (sum of uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min = -Infinity, max = Infinity): number {
    const unit = (this.next() + this.next() + this.next() - 1.5) / 1.5;
    return Math.min(max, Math.max(min, mean + unit * spread));
  }
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
