// Image captcha: 4 characters drawn as an SVG with noise; stored in the database (any process can check it),
// case-insensitive, single use, valid for config.captchaTtl seconds.
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { captchas } from "../db/schema";

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L

export function drawCaptcha(code: string): string {
  const w = 120, h = 40;
  const colour = () => `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#f4f6fa"/>`];
  for (let i = 0; i < 6; i++) {
    parts.push(`<line x1="${randomInt(0, w)}" y1="${randomInt(0, h)}" x2="${randomInt(0, w)}" y2="${randomInt(0, h)}" stroke="${colour()}" stroke-width="1"/>`);
  }
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${randomInt(0, w)}" cy="${randomInt(0, h)}" r="1" fill="${colour()}"/>`);
  [...code].forEach((ch, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4), y = 28 + randomInt(-4, 5), rot = randomInt(-25, 26);
    parts.push(`<text x="${x}" y="${y}" font-family="monospace" font-size="24" font-weight="bold" fill="${colour()}" transform="rotate(${rot} ${x} ${y})">${ch}</text>`);
  });
  parts.push(`<path d="M0 ${randomInt(10, 30)} Q ${w / 2} ${randomInt(0, h)} ${w} ${randomInt(10, 30)}" stroke="${colour()}" fill="none"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export async function issueCaptcha(db: Db): Promise<{ key: string; image: string; code: string }> {
  const code = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  const key = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3600_000)));
  await db.insert(captchas).values({ key, code, expiresAt: new Date(Date.now() + config.captchaTtl * 1000) });
  return { key, image: drawCaptcha(code), code };
}

/** True when key/code match an unexpired, unused captcha; the captcha is consumed either way. */
export async function checkCaptcha(db: Db, key: string, code: string): Promise<boolean> {
  if (!key || !code) return false;
  const rows = await db.update(captchas).set({ usedAt: new Date() })
    .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ code: captchas.code });
  return rows.length === 1 && rows[0]!.code.toUpperCase() === code.trim().toUpperCase();
}
