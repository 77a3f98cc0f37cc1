/**
 * An answer as it goes over the wire: encoded once when it is stored, so a hit is sent without
 * turning the text into bytes again.
 */
export interface CachedAnswer {
  mediaType: string;
  body: Buffer;
}

/** Which state of a repository an answer was read from: stored only if no write came since. */
export interface CacheGeneration {
  readonly epoch: number;
  readonly writes: number;
}

/**
 * Query results per repository, bounded by bytes with least-recently-used eviction; a write to a
 * repository clears that repository's entries.
 *
 * An answer read while a write happened may predate the write: `generation` is taken before the
 * query runs and `set` keeps the answer only if the repository has not been written since.
 *
 * With several servers (docs/deploy.md) the cache stays per server: `publish` tells the others of
 * this server's writes (`invalidate`), `heard` applies theirs, and `off`/`on` turn the cache off
 * while the notifications cannot be trusted. `published()` resolves once this server's writes have
 * been told, which the server waits for before it answers the writer.
 */
export class QueryCache {
  private readonly repos = new Map<string, Map<string, CachedAnswer>>();
  private readonly writes = new Map<string, number>();
  private epoch = 0;
  private enabled = true;
  private readonly publishing = new Set<Promise<void>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly publish?: (repo: string) => Promise<void>,
  ) {}

  generation(repo: string): CacheGeneration {
    return { epoch: this.epoch, writes: this.writes.get(repo) ?? 0 };
  }

  get(repo: string, key: string) {
    if (!this.enabled) {
      this.misses++;
      return undefined;
    }
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

  set(repo: string, key: string, entry: CachedAnswer, readAt?: CacheGeneration) {
    if (!this.enabled) return;
    if (readAt) {
      const now = this.generation(repo);
      if (now.epoch !== readAt.epoch || now.writes !== readAt.writes) return;
    }
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

  /** After a write through this server: clears the repository's answers here and tells the other servers. */
  invalidate(repo: string) {
    this.heard(repo);
    if (!this.publish) return;
    const told = this.publish(repo).catch(() => {
      // PostgreSQL could not be told: the other servers' answers cannot be trusted either. Their
      // notification connections are to the same database, so they are turning their caches off
      // too; this server's turns off with its own connection's loss.
    });
    this.publishing.add(told);
    void told.finally(() => this.publishing.delete(told));
  }

  /** Resolves once every write this server made so far has been told to the other servers. */
  async published(): Promise<void> {
    if (this.publishing.size > 0) await Promise.all([...this.publishing]);
  }

  /** A write through another server (or this one): the repository's answers here are stale. */
  heard(repo: string) {
    this.writes.set(repo, (this.writes.get(repo) ?? 0) + 1);
    this.drop(repo);
  }

  /** Notifications cannot be trusted: forget everything and keep nothing until `on()`. */
  off() {
    this.enabled = false;
    this.epoch++;
    for (const repo of [...this.repos.keys()]) this.drop(repo);
  }

  on() {
    this.epoch++;
    this.enabled = true;
  }

  private drop(repo: string) {
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
