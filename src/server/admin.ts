// `npm run admin -- approve <account> [tenantId]` approves a pending third-party registration (the same approval as
// the administrator's page, queries/school/registrations.ts); `npm run admin -- pending` lists pending accounts.
// Uses the same database as the server (DATA_DIR / DATABASE_URL).
import { and, eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { tenants, users } from "./db/schema";
import { approvePending } from "./queries/school/registrations";
import { hostOf } from "./queries/system";
import { changeClient, listClients, syncClients, type ClientChange, type PasswordTransport } from "./auth/clients";
import { loadSm2Keys } from "./auth/sm2";

export async function approveAccount(database: Database, account: string, tenantId?: string): Promise<{ ok: boolean; msg: string }> {
  const db = database.db;
  const rows = await db.select().from(users).where(and(eq(users.account, account), eq(users.status, 0), tenantId ? eq(users.tenantId, tenantId) : undefined));
  if (rows.length === 0) return { ok: false, msg: `no pending account "${account}"${tenantId ? ` in tenant ${tenantId}` : ""}` };
  if (rows.length > 1) return { ok: false, msg: `"${account}" is pending in several tenants (${rows.map((r) => r.tenantId).join(", ")}): name the tenant` };
  const u = rows[0]!;
  await approvePending(db, u);
  return { ok: true, msg: `approved ${u.account} (tenant ${u.tenantId})` };
}

export async function pendingAccounts(database: Database) {
  return database.db.select({ tenantId: users.tenantId, account: users.account, userName: users.userName, oauthId: users.oauthId, createdAt: users.createdAt }).from(users).where(eq(users.status, 0));
}

// ---------------------------------------------------------------- clients, SM2 key, tenant addresses
// `npm run admin -- clients`, `client <id> on|off|set|add key=value …`, `sm2-key`, `tenant-domain <tenantId> <address>`.

/** The registry as a table a person reads (secrets are never shown: only their hashes are kept). */
export async function clientLines(database: Database): Promise<string[]> {
  await syncClients(database.db);
  const rows = await listClients(database.db);
  return [
    "client\tenabled\tgrants\taccess s\trefresh s\tpassword\tcaptcha\tnote",
    ...rows.map((r) => [r.clientId, r.enabled ? "on" : "off", r.grantTypes, r.accessTokenTtl, r.refreshTokenTtl, r.passwordTransport, r.captchaLength, r.note].join("\t")),
  ];
}

const SETTINGS: Record<string, (v: string, change: ClientChange) => void> = {
  secret: (v, ch) => { ch.secret = v; },
  grants: (v, ch) => { ch.grantTypes = v.split(",").map((g) => g.trim()).filter(Boolean); },
  access: (v, ch) => { ch.accessTokenTtl = Number(v); },
  refresh: (v, ch) => { ch.refreshTokenTtl = Number(v); },
  transport: (v, ch) => { ch.passwordTransport = v as PasswordTransport; },
  captcha: (v, ch) => { ch.captchaLength = Number(v); },
};

/** `key=value` words into a change; an unknown key is named back. */
export function parseClientSettings(words: string[]): ClientChange | { error: string } {
  const change: ClientChange = {};
  for (const word of words) {
    const at = word.indexOf("=");
    const key = at > 0 ? word.slice(0, at) : word;
    const apply = SETTINGS[key];
    if (!apply || at < 0) return { error: `unknown setting "${word}" (use ${Object.keys(SETTINGS).map((k) => `${k}=…`).join(" ")})` };
    apply(word.slice(at + 1), change);
  }
  return change;
}

export async function clientCommand(database: Database, clientId: string, action: string, words: string[]): Promise<{ ok: boolean; msg: string }> {
  await syncClients(database.db);
  const parsed = parseClientSettings(words);
  if ("error" in parsed) return { ok: false, msg: parsed.error };
  if (action === "on" || action === "off") return changeClient(database.db, clientId, { ...parsed, enabled: action === "on" });
  if (action === "set") return changeClient(database.db, clientId, parsed);
  if (action === "add") return changeClient(database.db, clientId, parsed, true);
  return { ok: false, msg: `unknown action "${action}" (on, off, set, add)` };
}

export async function sm2KeyText(database: Database): Promise<string> {
  const { publicKey } = await loadSm2Keys(database.db);
  return [
    publicKey,
    "",
    "Saber (src/config/website.js) and Sword (src/defaultSettings.js) are built with this key:",
    `  auth: { publicKey: '${publicKey}' },`,
    "The server also serves it: GET /api/blade-auth/public-key",
  ].join("\n");
}

/** Sets the address a tenant's front end is served from (SpringBlade's tenant/info?domain= finds the tenant by it). */
export async function setTenantDomain(database: Database, tenantId: string, address: string): Promise<{ ok: boolean; msg: string }> {
  if (address !== "" && !hostOf(address)) return { ok: false, msg: `"${address}" is not an address (e.g. https://school.example.cn)` };
  if (address.length > 200) return { ok: false, msg: "address: at most 200 characters" };
  const rows = await database.db.update(tenants).set({ domain: address }).where(eq(tenants.tenantId, tenantId)).returning({ id: tenants.tenantId });
  return rows.length ? { ok: true, msg: `tenant ${tenantId}: domain ${address || "(none)"}` } : { ok: false, msg: `no tenant ${tenantId}` };
}
