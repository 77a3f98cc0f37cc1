import crypto from 'node:crypto';
import { and, asc, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ruleLogs, rules, type RuleLogRow, type RuleRow } from '../db/schema.js';
import { boundRuleLog } from './ruleLogBounds.js';

export async function listRules(db: Db, repository: string): Promise<RuleRow[]> {
  return db.select().from(rules).where(eq(rules.repository, repository)).orderBy(asc(rules.position), asc(rules.name));
}

export async function findRule(db: Db, repository: string, name: string) {
  const [row] = await db.select().from(rules).where(and(eq(rules.repository, repository), eq(rules.name, name)));
  return row;
}

/** The chain a tag runs, in order. */
export async function rulesWithTag(db: Db, repository: string, tag: string) {
  return (await listRules(db, repository)).filter((r) => r.tags.includes(tag));
}

export async function putRule(db: Db, input: Omit<RuleRow, 'id' | 'updatedAt'>) {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(rules)
    .values({ id: crypto.randomUUID(), ...values })
    .onConflictDoUpdate({ target: [rules.repository, rules.name], set: values })
    .returning();
  return row!;
}

export async function deleteRule(db: Db, repository: string, name: string) {
  const deleted = await db.delete(rules).where(and(eq(rules.repository, repository), eq(rules.name, name))).returning({ id: rules.id });
  return deleted.length > 0;
}

/** How much rule log is kept (README: Configuration). */
export interface RuleLogLimits {
  /** Largest entry, parameters and messages as JSON, in bytes; longer parts are cut with a marker. */
  maxBytes: number;
  /** Entries kept per repository, the newest. */
  maxEntries: number;
  /** Entries older than this are removed. */
  retentionDays: number;
}

/**
 * Writes one rule log entry, cut to its bounded size, then removes the repository's entries past
 * the retention: older than `retentionDays`, or beyond the newest `maxEntries`.
 */
export async function writeRuleLog(db: Db, entry: Omit<RuleLogRow, 'id' | 'createdAt'>, limits: RuleLogLimits) {
  const [row] = await db.insert(ruleLogs).values({ id: crypto.randomUUID(), ...boundRuleLog(entry, limits.maxBytes) }).returning();
  await pruneRuleLogs(db, entry.repository, limits);
  return row!;
}

const retentionCutoff = (days: number, now: Date) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** Removes a repository's rule log entries past the retention. */
export async function pruneRuleLogs(db: Db, repository: string, limits: Pick<RuleLogLimits, 'maxEntries' | 'retentionDays'>, now = new Date()) {
  await db.delete(ruleLogs).where(and(eq(ruleLogs.repository, repository), lt(ruleLogs.createdAt, retentionCutoff(limits.retentionDays, now))));
  const newest = db
    .select({ id: ruleLogs.id })
    .from(ruleLogs)
    .where(eq(ruleLogs.repository, repository))
    .orderBy(desc(ruleLogs.createdAt), desc(ruleLogs.id))
    .limit(limits.maxEntries);
  await db.delete(ruleLogs).where(and(eq(ruleLogs.repository, repository), notInArray(ruleLogs.id, newest)));
}

/** Removes the rule log entries of every repository that are older than the retention (at start). */
export async function pruneExpiredRuleLogs(db: Db, limits: Pick<RuleLogLimits, 'retentionDays'>, now = new Date()) {
  await db.delete(ruleLogs).where(lt(ruleLogs.createdAt, retentionCutoff(limits.retentionDays, now)));
}

export async function listRuleLogs(db: Db, repository: string, limit: number) {
  return db.select().from(ruleLogs).where(eq(ruleLogs.repository, repository)).orderBy(desc(ruleLogs.createdAt)).limit(limit);
}
