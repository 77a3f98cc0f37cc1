/**
 * An answer as it goes over the wire: encoded once when it is stored, so a hit is sent without
 * turning the text into bytes again.
 */
export interface CachedAnswer {
  mediaType: string;
  body: Buffer;
}

/**
 * Query results per repository, bounded by bytes with least-recently-used eviction; a write to a
 * repository clears that repository's entries.
 */
export class QueryCache {
  private readonly repos = new Map<string, Map<string, CachedAnswer>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(repo: string, key: string) {
    const entries = this.repos.get(repo);
    const entry = entries?.get(key);
    if (!entries || !entry) {
      this.misses++;
      return undefined;
    }
    // Re-insert to mark as most recently used (Map keeps insertion order).
    entries.delete(key);
    entries.set(key, entry);
    this.hits++;
    return entry;
  }

  set(repo: string, key: string, entry: CachedAnswer) {
    const size = entry.body.length + key.length;
    if (size > this.maxBytes / 4) return; // one huge result must not flush everything else
    let entries = this.repos.get(repo);
    if (!entries) this.repos.set(repo, (entries = new Map()));
    const previous = entries.get(key);
    if (previous) this.bytes -= previous.body.length + key.length;
    entries.set(key, entry);
    this.bytes += size;
    this.evict();
  }

  invalidate(repo: string) {
    const entries = this.repos.get(repo);
    if (!entries) return;
    for (const [key, e] of entries) this.bytes -= e.body.length + key.length;
    this.repos.delete(repo);
  }

  get size() {
    return this.bytes;
  }

  private evict() {
    while (this.bytes > this.maxBytes) {
      const victim = [...this.repos.entries()].find(([, entries]) => entries.size > 0);
      if (!victim) return;
      const [repo, entries] = victim;
      const [key, e] = entries.entries().next().value as [string, CachedAnswer];
      entries.delete(key);
      this.bytes -= e.body.length + key.length;
      if (entries.size === 0) this.repos.delete(repo);
    }
  }
}
