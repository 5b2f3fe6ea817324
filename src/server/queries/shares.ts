// Share links (shares table): made, listed and revoked by their owner (every query takes the Owner, so one account
// never reaches another's links), and read by anyone holding the id.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Owner } from "../lib/owner";
import { SHARE_ID_BYTES, shareExpiry, shareIdFrom, shareState } from "../../domain/share";
import type { Share, ShareKind, SharedCollege } from "../../contracts/share";

interface ShareRow {
  id: string; kind: ShareKind; content: Record<string, unknown>; owner_name: string;
  created_at: Date | string; expires_at: Date | string; revoked_at: Date | string | null;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** Links the owner has working now (the limit counts only these). */
export async function countActiveShares(database: Database, owner: Owner, now: Date): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from shares
    where tenant_id = ${owner.tenantId} and user_id = ${owner.userId} and revoked_at is null and expires_at > ${now.toISOString()}`);
  return row?.n ?? 0;
}

/** The student's name as the school registered it (only read when the owner chose to show it). */
export async function studentName(database: Database, owner: Owner): Promise<string> {
  const [row] = await database.rows<{ name: string }>(sql`select student_name as name from students
    where id = ${owner.studentId} and tenant_id = ${owner.tenantId}`);
  return row?.name ?? "";
}

export async function createShare(database: Database, owner: Owner, input: { kind: ShareKind; content: Record<string, unknown>; ownerName: string },
  now: Date): Promise<{ id: string; createdAt: Date; expiresAt: Date }> {
  const id = shareIdFrom(new Uint8Array(randomBytes(SHARE_ID_BYTES)));
  const expiresAt = shareExpiry(now);
  await database.rows(sql`insert into shares (id, tenant_id, user_id, student_id, kind, content, owner_name, created_at, expires_at)
    values (${id}, ${owner.tenantId}, ${owner.userId}, ${owner.studentId}, ${input.kind}, ${JSON.stringify(input.content)}::jsonb,
      ${input.ownerName.slice(0, 50)}, ${now.toISOString()}, ${expiresAt.toISOString()})`);
  return { id, createdAt: now, expiresAt };
}

/** The owner's links, newest first, with a short summary of what each shares. */
export async function listShares(database: Database, owner: Owner, page: { size: number; offset: number }, now: Date): Promise<{ rows: Share[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    database.rows<ShareRow>(sql`select id, kind, content, owner_name, created_at, expires_at, revoked_at from shares
      where tenant_id = ${owner.tenantId} and user_id = ${owner.userId}
      order by created_at desc, id limit ${page.size} offset ${page.offset}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from shares where tenant_id = ${owner.tenantId} and user_id = ${owner.userId}`),
  ]);
  const codes = [...new Set(rows.flatMap((r) => contrastCodes(r.content)))];
  const names = codes.length ? await collegeNames(database, codes) : new Map<string, string>();
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id, kind: r.kind, showName: r.owner_name !== "",
      summary: contrastCodes(r.content).map((code) => names.get(code) ?? code).join("、"),
      createdAt: asDate(r.created_at).toISOString(), expiresAt: asDate(r.expires_at).toISOString(),
      state: shareState({ expiresAt: asDate(r.expires_at), revokedAt: r.revoked_at ? asDate(r.revoked_at) : null }, now),
    })),
  };
}

/** Revokes one of the owner's links; false when the owner has no link with that id (someone else's is "none"). */
export async function revokeShare(database: Database, owner: Owner, id: string, now: Date): Promise<boolean> {
  const rows = await database.rows<{ id: string }>(sql`update shares set revoked_at = coalesce(revoked_at, ${now.toISOString()})
    where id = ${id} and tenant_id = ${owner.tenantId} and user_id = ${owner.userId} returning id`);
  return rows.length > 0;
}

/** A link as a viewer reaches it: by id alone (the id is the permission). */
export async function findShare(database: Database, id: string): Promise<{ kind: ShareKind; content: Record<string, unknown>; ownerName: string; expiresAt: Date; revokedAt: Date | null } | null> {
  const [row] = await database.rows<ShareRow>(sql`select id, kind, content, owner_name, created_at, expires_at, revoked_at from shares where id = ${id}`);
  if (!row) return null;
  return { kind: row.kind, content: row.content, ownerName: row.owner_name, expiresAt: asDate(row.expires_at), revokedAt: row.revoked_at ? asDate(row.revoked_at) : null };
}

/** The public reference facts of the colleges a comparison holds, in the order it holds them. */
export async function sharedColleges(database: Database, codes: string[]): Promise<SharedCollege[]> {
  if (!codes.length) return [];
  const rows = await database.rows<SharedCollege & { collegeCode: string }>(sql`select code as "collegeCode", name, name_en as "nameEn", province_code as "provinceCode", province_name as "provinceName",
    city_name as "cityName", level, category, nature_type as "natureType", belong, feature, logo_url as "logoUrl", sample
    from colleges where code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
  const byCode = new Map(rows.map((r) => [r.collegeCode, r]));
  return codes.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
}

/** How many of these codes are colleges we know. */
export async function knownCollegeCodes(database: Database, codes: string[]): Promise<Set<string>> {
  return new Set((await collegeNames(database, codes)).keys());
}

async function collegeNames(database: Database, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await database.rows<{ code: string; name: string }>(sql`select code, name from colleges where code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.code, r.name]));
}

function contrastCodes(content: Record<string, unknown>): string[] {
  return Array.isArray(content.codes) ? content.codes.filter((c): c is string => typeof c === "string") : [];
}
