// Image captcha: 4 characters drawn as an SVG of strokes with noise; stored in the database (any process can check it),
// case-insensitive, single use, valid for config.captchaTtl seconds.
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { captchas } from "../db/schema";

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L

type Stroke = readonly (readonly [number, number])[];
/**
 * Each character as strokes on a 10 × 14 grid (our own outlines). The image carries only shapes, never the characters
 * as text, so the code cannot be read from the SVG's source.
 */
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[2, 8], [8, 8]]],
  B: [[[0, 7], [0, 0], [7, 0], [9, 2], [9, 5], [7, 7], [0, 7], [0, 14], [7, 14], [10, 11], [10, 10], [7, 7]]],
  C: [[[10, 2], [8, 0], [2, 0], [0, 2], [0, 12], [2, 14], [8, 14], [10, 12]]],
  D: [[[0, 0], [0, 14], [6, 14], [10, 10], [10, 4], [6, 0], [0, 0]]],
  E: [[[10, 0], [0, 0], [0, 14], [10, 14]], [[0, 7], [7, 7]]],
  F: [[[10, 0], [0, 0], [0, 14]], [[0, 7], [7, 7]]],
  G: [[[10, 2], [8, 0], [2, 0], [0, 2], [0, 12], [2, 14], [8, 14], [10, 12], [10, 8], [5, 8]]],
  H: [[[0, 0], [0, 14]], [[10, 0], [10, 14]], [[0, 7], [10, 7]]],
  J: [[[10, 0], [10, 12], [8, 14], [2, 14], [0, 12]]],
  K: [[[0, 0], [0, 14]], [[10, 0], [0, 8]], [[3, 6], [10, 14]]],
  M: [[[0, 14], [0, 0], [5, 8], [10, 0], [10, 14]]],
  N: [[[0, 14], [0, 0], [10, 14], [10, 0]]],
  P: [[[0, 14], [0, 0], [8, 0], [10, 2], [10, 5], [8, 7], [0, 7]]],
  Q: [[[2, 0], [8, 0], [10, 2], [10, 12], [8, 14], [2, 14], [0, 12], [0, 2], [2, 0]], [[6, 10], [10, 15]]],
  R: [[[0, 14], [0, 0], [8, 0], [10, 2], [10, 5], [8, 7], [0, 7]], [[4, 7], [10, 14]]],
  S: [[[10, 2], [8, 0], [2, 0], [0, 2], [0, 5], [2, 7], [8, 7], [10, 9], [10, 12], [8, 14], [2, 14], [0, 12]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[0, 0], [0, 12], [2, 14], [8, 14], [10, 12], [10, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2, 14], [5, 6], [8, 14], [10, 0]]],
  X: [[[0, 0], [10, 14]], [[10, 0], [0, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  Z: [[[0, 0], [10, 0], [0, 14], [10, 14]]],
  "2": [[[0, 2], [2, 0], [8, 0], [10, 2], [10, 5], [0, 14], [10, 14]]],
  "3": [[[0, 1], [2, 0], [8, 0], [10, 2], [10, 5], [8, 7], [4, 7]], [[8, 7], [10, 9], [10, 12], [8, 14], [2, 14], [0, 13]]],
  "4": [[[8, 14], [8, 0], [0, 10], [10, 10]]],
  "5": [[[10, 0], [0, 0], [0, 6], [8, 6], [10, 8], [10, 12], [8, 14], [2, 14], [0, 12]]],
  "6": [[[9, 1], [7, 0], [2, 0], [0, 2], [0, 12], [2, 14], [8, 14], [10, 12], [10, 9], [8, 7], [0, 7]]],
  "7": [[[0, 0], [10, 0], [4, 14]]],
  "8": [[[2, 7], [0, 5], [0, 2], [2, 0], [8, 0], [10, 2], [10, 5], [8, 7], [2, 7], [0, 9], [0, 12], [2, 14], [8, 14], [10, 12], [10, 9], [8, 7]]],
  "9": [[[10, 7], [2, 7], [0, 5], [0, 2], [2, 0], [8, 0], [10, 2], [10, 12], [8, 14], [2, 14], [0, 13]]],
};

/** The code as an SVG data URL: each character's strokes, jittered, scaled and turned a little, among noise lines. */
export function drawCaptcha(code: string): string {
  // wider for a longer code (a client may ask for 5 or 6 characters: oauth_clients.captcha_length)
  const w = Math.max(120, 16 + code.length * 26), h = 40;
  const colour = () => `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;
  const jitter = () => (randomInt(-60, 61) / 100);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#f4f6fa"/>`];
  for (let i = 0; i < 6; i++) {
    parts.push(`<line x1="${randomInt(0, w)}" y1="${randomInt(0, h)}" x2="${randomInt(0, w)}" y2="${randomInt(0, h)}" stroke="${colour()}" stroke-width="1"/>`);
  }
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${randomInt(0, w)}" cy="${randomInt(0, h)}" r="1" fill="${colour()}"/>`);
  [...code].forEach((ch, i) => {
    const scale = randomInt(165, 195) / 100;
    const x0 = 12 + i * 26 + randomInt(-2, 3), y0 = 6 + randomInt(-2, 3), rot = randomInt(-18, 19);
    const d = (GLYPHS[ch] ?? []).map((stroke) => stroke.map(([x, y], k) => `${k ? "L" : "M"}${(x0 + (x + jitter()) * scale).toFixed(1)} ${(y0 + (y + jitter()) * scale).toFixed(1)}`).join("")).join("");
    parts.push(`<path d="${d}" fill="none" stroke="${colour()}" stroke-width="${(randomInt(20, 28) / 10).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" transform="rotate(${rot} ${x0 + 5 * scale} ${y0 + 7 * scale})"/>`);
  });
  parts.push(`<path d="M0 ${randomInt(10, 30)} Q ${w / 2} ${randomInt(0, h)} ${w} ${randomInt(10, 30)}" stroke="${colour()}" fill="none"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export async function issueCaptcha(db: Db, length = 4): Promise<{ key: string; image: string; code: string }> {
  const code = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  const key = randomUUID();
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
