import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The PostgreSQL channel the servers of one deployment tell each other about changes on. */
export const CHANNEL = 'grafiek_changes';

/** What a notification says changed: a repository's data (its answers are stale), or the registry. */
export type Change = { kind: 'data'; repository: string } | { kind: 'registry' };

export interface ClusterListener {
  /** Another server (or this one) changed something: forget what it makes stale. May be async. */
  changed(change: Change): void | Promise<void>;
  /** The notification connection is gone: nothing heard now can be trusted (e.g. drop the cache). */
  lost(): void;
  /** The connection is back: notifications missed meanwhile are unknown (e.g. reload the registry). */
  back(): void | Promise<void>;
}

export function encodeChange(change: Change): string {
  return change.kind === 'data' ? `data:${change.repository}` : 'registry';
}

/** The statement that tells every server (this one too) of a change, run in the change's transaction or after it. */
export function notifyStatement(change: Change): SQL {
  return sql`SELECT pg_notify(${CHANNEL}, ${encodeChange(change)})`;
}

export function decodeChange(payload: string): Change | undefined {
  if (payload === 'registry') return { kind: 'registry' };
  if (payload.startsWith('data:') && payload.length > 5) return { kind: 'data', repository: payload.slice(5) };
  return undefined;
}

/**
 * How the servers over one PostgreSQL database keep what they hold in memory (query answers, the
 * repository registry) in step: a change is published with NOTIFY in the transaction that makes it
 * (or right after the write, before the writer is answered); every server LISTENs on one
 * connection of its own.
 *
 * `sync()` is the read side's guarantee: one round trip on the listening connection. PostgreSQL
 * sends a session every notification committed before it ran a statement ahead of that
 * statement's answer, so once the round trip is back, every change acknowledged to anyone before
 * `sync()` was called has been applied here. Concurrent callers share round trips, so a busy
 * server makes at most one at a time (and a caller waits for at most two).
 *
 * Without the connection nothing can be trusted: `lost()` tells the listener (the cache turns
 * itself off), the connection is tried again with a growing pause, and `back()` follows.
 */
export class ClusterNotifications {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retryDelayMs = 250;
  private retryTimer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** Work a notification started (a registry reload) that `sync()` waits for. */
  private readonly applying = new Set<Promise<void>>();

  private constructor(
    private readonly url: string,
    private readonly listener: ClusterListener,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Connects and listens; a first connection that fails is an error of the start. */
  static async start(url: string, listener: ClusterListener, log: FastifyBaseLogger): Promise<ClusterNotifications> {
    const notifications = new ClusterNotifications(url, listener, log);
    await notifications.connect();
    return notifications;
  }

  get listening() {
    return this.connected;
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url, application_name: 'grafiek-notifications' });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === undefined) return;
      const change = decodeChange(message.payload);
      if (change) this.apply(change);
    });
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    this.connected = true;
    this.retryDelayMs = 250;
  }

  private apply(change: Change) {
    try {
      const result = this.listener.changed(change);
      if (result instanceof Promise) {
        const pending = result.catch((error: unknown) => this.log.error({ err: error, change }, 'could not apply a change another server made'));
        this.applying.add(pending);
        void pending.finally(() => this.applying.delete(pending));
      }
    } catch (error) {
      this.log.error({ err: error, change }, 'could not apply a change another server made');
    }
  }

  private drop(client: pg.Client, error: Error) {
    if (this.client !== client) return;
    this.client = undefined;
    this.connected = false;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ err: error }, 'lost the notification connection to PostgreSQL: the query cache is off until it is back');
    this.listener.lost();
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        async () => {
          this.log.info('the notification connection to PostgreSQL is back');
          await this.listener.back();
        },
        () => {
          this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000);
          this.scheduleReconnect();
        },
      );
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }

  /**
   * Resolves once every change acknowledged anywhere before this call has been applied here.
   * Without the connection it resolves at once: the listener was told (`lost`) not to trust itself.
   */
  sync(): Promise<void> {
    if (!this.connected) return Promise.resolve();
    if (!this.inFlight) return (this.inFlight = this.roundTrip());
    // The round trip under way may have started before changes this caller must see were sent.
    this.queued ??= this.inFlight.then(() => {
      this.queued = undefined;
      return (this.inFlight ??= this.roundTrip());
    });
    return this.queued;
  }

  private roundTrip(): Promise<void> {
    const client = this.client;
    const trip = (async () => {
      try {
        if (client) await client.query('SELECT 1');
      } catch {
        // The connection failed under the statement: `drop` turns the cache off.
      }
      await Promise.all([...this.applying]);
    })();
    const done = trip.finally(() => {
      if (this.inFlight === done) this.inFlight = undefined;
    });
    return done;
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }
}
