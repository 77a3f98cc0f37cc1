import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ruleLogs, rules, type RuleLogRow, type RuleRow } from '../db/schema.js';

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

export async function writeRuleLog(db: Db, entry: Omit<RuleLogRow, 'id' | 'createdAt'>) {
  const [row] = await db.insert(ruleLogs).values({ id: crypto.randomUUID(), ...entry }).returning();
  return row!;
}

export async function listRuleLogs(db: Db, repository: string, limit: number) {
  return db.select().from(ruleLogs).where(eq(ruleLogs.repository, repository)).orderBy(desc(ruleLogs.createdAt)).limit(limit);
}
