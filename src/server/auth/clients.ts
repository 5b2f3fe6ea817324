// The OAuth client registry (table oauth_clients): who may ask for tokens, with which grants, how long the tokens
// live and how the password travels. Our server and web clients are on; SpringBlade's stock front ends (Saber, Sword)
// are registered off and switched on by SPRINGBLADE_CLIENTS=saber,sword or `npm run admin -- client <id> on`.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { oauthClients } from "../db/schema";

export type ClientRow = typeof oauthClients.$inferSelect;
export type PasswordTransport = "plain" | "sm2" | "either";
export const GRANT_TYPES = ["password", "captcha", "refresh_token", "social"] as const;
export type GrantType = (typeof GRANT_TYPES)[number];
export const TRANSPORTS: readonly PasswordTransport[] = ["plain", "sm2", "either"];

/** SpringBlade's stock clients, as its front ends ship them (Saber's website.js, Sword's defaultSettings.js). */
export const SPRINGBLADE_CLIENTS = {
  saber: { secret: "saber_secret", note: "SpringBlade Saber (Vue) admin console" },
  sword: { secret: "sword_secret", note: "SpringBlade Sword (React) admin console" },
} as const;

const digest = (salt: string, secret: string) => createHash("sha256").update(salt).update("\0").update(secret).digest("hex");

export function hashSecret(secret: string): string {
  const salt = randomBytes(12).toString("hex");
  return `${salt}$${digest(salt, secret)}`;
}

/** Compares a presented secret with the stored hash in constant time (over the digests). */
export function secretMatches(stored: string, secret: string): boolean {
  const [salt, hex] = stored.split("$");
  if (!salt || !hex) return false;
  const given = Buffer.from(digest(salt, secret), "hex");
  const expected = Buffer.from(hex, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const grantsOf = (row: Pick<ClientRow, "grantTypes">): string[] => row.grantTypes.split(",").map((g) => g.trim()).filter(Boolean);

/** The `Authorization: Basic base64(id:secret)` header's pair, or null when it is not one. */
export function basicPair(header: string | undefined): { id: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec((header ?? "").trim());
  if (!m) return null;
  const text = Buffer.from(m[1]!, "base64").toString("utf8");
  const at = text.indexOf(":");
  if (at <= 0) return null;
  return { id: text.slice(0, at), secret: text.slice(at + 1) };
}

/** The enabled client the header names, when its secret matches; null otherwise (unknown, off or wrong secret alike). */
export async function authenticateClient(db: Db, header: string | undefined): Promise<ClientRow | null> {
  const pair = basicPair(header);
  if (!pair || pair.id.length > 48) return null;
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, pair.id));
  // a hash is computed even for an unknown client, so the answer takes as long either way
  const matches = secretMatches(row?.secretHash ?? "0$00", pair.secret);
  return row && row.enabled && matches ? row : null;
}

/** The enabled client the header names, without checking its secret (only for what the secret does not guard). */
export async function namedClient(db: Db, header: string | undefined): Promise<ClientRow | null> {
  const pair = basicPair(header);
  if (!pair || pair.id.length > 48) return null;
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, pair.id));
  return row?.enabled ? row : null;
}

/** Clients named in SPRINGBLADE_CLIENTS (comma list of saber, sword). */
export function springbladeClientsFromEnv(value = process.env.SPRINGBLADE_CLIENTS): string[] {
  return (value ?? "").split(",").map((s) => s.trim().toLowerCase()).filter((s) => s in SPRINGBLADE_CLIENTS);
}

/**
 * Makes the registry match the configuration at start: our clients exist (their secrets follow QIHANG_CLIENT_SECRET and
 * QIHANG_WEB_CLIENT_SECRET when those are set; QIHANG_WEB_CLIENT_ID=off turns the web client off), SpringBlade's stock
 * clients exist (off), and those named in SPRINGBLADE_CLIENTS are switched on. Changes made with `npm run admin` stay.
 */
export async function syncClients(db: Db): Promise<void> {
  const ours = [
    { clientId: config.clientId, secret: config.clientSecret, envSecret: process.env.QIHANG_CLIENT_SECRET, note: "Qihang server client (scripts, tests, integrations)" },
    ...(config.webClientId === "off" ? [] : [{ clientId: config.webClientId, secret: config.webClientSecret, envSecret: process.env.QIHANG_WEB_CLIENT_SECRET, note: "Qihang web portal (credentials ship in the page)" }]),
  ];
  for (const c of ours) {
    await db.insert(oauthClients).values({
      clientId: c.clientId, secretHash: hashSecret(c.secret), grantTypes: GRANT_TYPES.join(","), passwordTransport: "plain", note: c.note,
    }).onConflictDoNothing();
    if (c.envSecret != null) {
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, c.clientId));
      if (row && !secretMatches(row.secretHash, c.envSecret)) {
        await db.update(oauthClients).set({ secretHash: hashSecret(c.envSecret), updatedAt: new Date() }).where(eq(oauthClients.clientId, c.clientId));
      }
    }
  }
  if (config.webClientId === "off") {
    await db.update(oauthClients).set({ enabled: false, updatedAt: new Date() }).where(eq(oauthClients.clientId, "qihang-web"));
  }
  for (const [clientId, c] of Object.entries(SPRINGBLADE_CLIENTS)) {
    await db.insert(oauthClients).values({
      // Saber and Sword encrypt the password with SM2 (since Saber 4.1); Saber's captcha field takes 5 characters
      clientId, secretHash: hashSecret(c.secret), grantTypes: "password,captcha,refresh_token", passwordTransport: "sm2",
      captchaLength: 5, enabled: false, note: c.note,
    }).onConflictDoNothing();
  }
  for (const clientId of springbladeClientsFromEnv()) {
    await db.update(oauthClients).set({ enabled: true, updatedAt: new Date() }).where(eq(oauthClients.clientId, clientId));
  }
}

export async function listClients(db: Db): Promise<ClientRow[]> {
  return db.select().from(oauthClients).orderBy(asc(oauthClients.clientId));
}

export interface ClientChange {
  enabled?: boolean;
  secret?: string;
  grantTypes?: string[];
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  passwordTransport?: PasswordTransport;
  captchaLength?: number;
}

/** Checks a change before it is written; returns what is wrong in words, or null. */
export function checkChange(change: ClientChange): string | null {
  if (change.secret != null && (change.secret.length < 6 || change.secret.length > 100)) return "secret: 6 to 100 characters";
  if (change.grantTypes && (change.grantTypes.length === 0 || change.grantTypes.some((g) => !(GRANT_TYPES as readonly string[]).includes(g)))) {
    return `grants: a comma list of ${GRANT_TYPES.join(", ")}`;
  }
  const whole = (v: number | undefined, lo: number, hi: number) => v == null || (Number.isInteger(v) && v >= lo && v <= hi);
  if (!whole(change.accessTokenTtl, 60, 86400)) return "access token lifetime: 60 to 86400 seconds";
  if (!whole(change.refreshTokenTtl, 60, 2592000)) return "refresh token lifetime: 60 to 2592000 seconds (30 days)";
  if (change.passwordTransport && !TRANSPORTS.includes(change.passwordTransport)) return `password transport: ${TRANSPORTS.join(", ")}`;
  if (!whole(change.captchaLength, 4, 6)) return "captcha length: 4 to 6";
  return null;
}

/** Creates the client when `create` is set and it does not exist; otherwise changes an existing one. */
export async function changeClient(db: Db, clientId: string, change: ClientChange, create = false): Promise<{ ok: boolean; msg: string }> {
  const wrong = checkChange(change);
  if (wrong) return { ok: false, msg: wrong };
  if (!/^[A-Za-z0-9_.-]{2,48}$/.test(clientId)) return { ok: false, msg: "client id: 2 to 48 letters, digits, _ . -" };
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  const set = {
    ...(change.enabled != null ? { enabled: change.enabled } : {}),
    ...(change.secret != null ? { secretHash: hashSecret(change.secret) } : {}),
    ...(change.grantTypes ? { grantTypes: change.grantTypes.join(",") } : {}),
    ...(change.accessTokenTtl != null ? { accessTokenTtl: change.accessTokenTtl } : {}),
    ...(change.refreshTokenTtl != null ? { refreshTokenTtl: change.refreshTokenTtl } : {}),
    ...(change.passwordTransport ? { passwordTransport: change.passwordTransport } : {}),
    ...(change.captchaLength != null ? { captchaLength: change.captchaLength } : {}),
  };
  if (!row) {
    if (!create) return { ok: false, msg: `no client ${clientId} (add it with: npm run admin -- client ${clientId} add secret=…)` };
    if (!change.secret) return { ok: false, msg: "a new client needs secret=…" };
    await db.insert(oauthClients).values({ clientId, secretHash: hashSecret(change.secret), ...set });
    return { ok: true, msg: `client ${clientId} added` };
  }
  if (Object.keys(set).length === 0) return { ok: false, msg: "nothing to change" };
  await db.update(oauthClients).set({ ...set, updatedAt: new Date() }).where(eq(oauthClients.clientId, clientId));
  return { ok: true, msg: `client ${clientId} changed` };
}
