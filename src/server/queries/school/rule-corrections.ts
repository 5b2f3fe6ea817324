// A school's corrections of the province volunteer rules (src/domain/volunteer/corrections.ts): stored per school,
// province, year, batch and field, with who made them, when and why; the rules call applies them for the school's users.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, volunteerRuleCorrections as corrections } from "../../db/schema";
import { inSchool, type Actor } from "../../lib/owner";
import { provinceRule, type ProvinceRule } from "../../../domain/volunteer/rules";
import { applyCorrections, correctionProblem, type Correctable, type CorrectionValue, type RuleCorrection } from "../../../domain/volunteer/corrections";
import type { CorrectionView } from "../../../contracts/admin";
import { recordAudit } from "./audit";
import { personName } from "../../lib/accounts";

interface Row { id: number; provinceCode: string; year: number; batch: string; field: string; value: CorrectionValue; reason: string; by: string; at: Date }

async function rows(database: Database, school: { tenantId: string }, provinceCode?: string, year?: number): Promise<Row[]> {
  return database.db.select({
    id: corrections.id, provinceCode: corrections.provinceCode, year: corrections.year, batch: corrections.batch, field: corrections.field,
    value: corrections.value, reason: corrections.reason, by: personName, at: corrections.createdAt,
  }).from(corrections).innerJoin(users, eq(users.id, corrections.createdBy))
    .where(and(inSchool(school, corrections.tenantId), provinceCode ? eq(corrections.provinceCode, provinceCode) : undefined, year ? eq(corrections.year, year) : undefined))
    .orderBy(asc(corrections.provinceCode), asc(corrections.year), asc(corrections.batch), asc(corrections.field));
}

const asCorrection = (r: Row): RuleCorrection => ({ batch: r.batch, field: r.field as Correctable, value: r.value, reason: r.reason, by: r.by, at: r.at.toISOString() });

/** A province's rule for a year as a school's users see it: the data with the school's corrections over it. */
export async function schoolRule(database: Database, school: { tenantId: string }, provinceCode: string, year: number) {
  const rule = provinceRule(provinceCode, year);
  if (!rule) return null;
  return applyCorrections(rule, (await rows(database, school, provinceCode, year)).map(asCorrection));
}

export async function correctionList(database: Database, school: { tenantId: string }, provinceCode?: string, year?: number): Promise<CorrectionView[]> {
  return (await rows(database, school, provinceCode, year)).map((r) => {
    const original = provinceRule(r.provinceCode, r.year)?.batches.find((b) => b.batch === r.batch)?.[r.field as Correctable] ?? null;
    return { id: String(r.id), province: r.provinceCode, year: r.year, batch: r.batch, field: r.field as Correctable, value: r.value, original, reason: r.reason, by: r.by, at: r.at.toISOString() };
  });
}

type Outcome = { ok: true } | { ok: false; msg: string };

/** Sets (or replaces) the school's correction of one field of one batch. */
export async function saveCorrection(database: Database, actor: Actor, rule: ProvinceRule, c: { batch: string; field: Correctable; value: CorrectionValue; reason: string }): Promise<Outcome> {
  const problem = correctionProblem(rule, c);
  if (problem) return { ok: false, msg: problem };
  const key = and(inSchool(actor, corrections.tenantId), eq(corrections.provinceCode, rule.province), eq(corrections.year, rule.year), eq(corrections.batch, c.batch), eq(corrections.field, c.field));
  await database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(corrections).where(key);
    await tx.insert(corrections).values({ tenantId: actor.tenantId, provinceCode: rule.province, year: rule.year, batch: c.batch, field: c.field, value: c.value, reason: c.reason, createdBy: actor.userId })
      .onConflictDoUpdate({ target: [corrections.tenantId, corrections.provinceCode, corrections.year, corrections.batch, corrections.field], set: { value: c.value, reason: c.reason, createdBy: actor.userId, createdAt: sql`now()` } });
    const original = rule.batches.find((b) => b.batch === c.batch)![c.field];
    await recordAudit(tx, actor, {
      action: "rule.correct", targetType: "rule", targetId: `${rule.province}-${rule.year}`, targetLabel: `${rule.province} ${rule.year} ${c.batch} ${c.field}`,
      before: before ? { value: before.value, reason: before.reason } : { value: original, reason: "" }, after: { value: c.value, reason: c.reason },
    });
  });
  return { ok: true };
}

export async function removeCorrection(database: Database, actor: Actor, id: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.delete(corrections).where(and(inSchool(actor, corrections.tenantId), eq(corrections.id, id))).returning();
    if (!row) return false;
    await recordAudit(tx, actor, { action: "rule.restore", targetType: "rule", targetId: `${row.provinceCode}-${row.year}`, targetLabel: `${row.provinceCode} ${row.year} ${row.batch} ${row.field}`, before: { value: row.value, reason: row.reason } });
    return true;
  });
}
