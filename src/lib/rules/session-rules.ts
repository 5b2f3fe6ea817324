// Session constants and pure decisions of portal.md §4 and §9.

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const AUTO_REFRESH_INTERVAL_MS = 30 * 60 * 1000;
export const SERVER_TIME_CACHE_MS = 660_000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const LOG_BADGE_MAX = 99;
export const BACK_TO_TOP_THRESHOLD_PX = 90;
export const DEFAULT_COLOUR = "#409EFF";
export const DEFAULT_USER_TYPE = "career";
export const DEFAULT_AUTHORITY = "student";

/** Success codes of the response envelope: 200 or "00000". */
export function isSuccessCode(code: unknown): boolean {
  return code === 200 || code === "200" || code === "00000";
}

/** Province code from a regionCode: its first two characters. */
export function provinceFromRegionCode(regionCode: string | null | undefined): string {
  return (regionCode ?? "").slice(0, 2);
}

/** Gaokao total: 660 in Shanghai (31), 900 in Hainan (46), 750 elsewhere. */
export function provinceTotalScore(provinceCode: string): number {
  if (provinceCode === "31") return 660;
  if (provinceCode === "46") return 900;
  return 750;
}

/** Education code: 1 under the 3+3 exam mode, otherwise 0. */
export function educationCode(modeName: string | null | undefined): 0 | 1 {
  return (modeName ?? "").replace(/\s/g, "") === "3+3" ? 1 : 0;
}

/** Badge text for the error-log count: at most 99. */
export function logBadge(count: number): string {
  return count > LOG_BADGE_MAX ? `${LOG_BADGE_MAX}+` : String(count);
}

/** Large numbers in units of 10,000 (万), two decimals by default. */
export function formatWan(value: number, decimals = 2): string {
  return (value / 10_000).toFixed(decimals);
}

export class MissingRefreshTokenError extends Error {
  constructor() {
    super("cannot refresh token: refresh token does not exist");
    this.name = "MissingRefreshTokenError";
  }
}

/** The refresh token to use: the stored one, else the one kept in user info; none is an error. */
export function pickRefreshToken(stored: string | null | undefined, userInfo: { refreshToken?: string | null } | null | undefined): string {
  const token = stored || userInfo?.refreshToken;
  if (!token) throw new MissingRefreshTokenError();
  return token;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** New tokens after a refresh; the old refresh token stays when the server returns none. */
export function mergeRefreshedTokens(old: TokenPair, fresh: { accessToken: string; refreshToken?: string | null }): TokenPair {
  return { accessToken: fresh.accessToken, refreshToken: fresh.refreshToken || old.refreshToken };
}

/** Whether a timed refresh is due: never without tokens; otherwise 30 minutes after the last token-set time. */
export function refreshDue(hasTokens: boolean, lastSetAt: number | null, now: number): boolean {
  if (!hasTokens || lastSetAt === null) return false;
  return now - lastSetAt >= AUTO_REFRESH_INTERVAL_MS;
}

/** Server time from the cache when fresh (11 minutes), else null so the caller fetches again. */
export function cachedServerTime(cache: { time: string; timestamp: number } | null, now: number): string | null {
  if (!cache) return null;
  return now - cache.timestamp < SERVER_TIME_CACHE_MS ? cache.time : null;
}

/** Theme colour shades: ten steps of 0.1 mixed toward white (tints) from the base colour. */
export function colourShades(hex: string): string[] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return Array.from({ length: 10 }, (_, index) => {
    const tint = index / 10;
    return `#${channels
      .map((channel) => Math.round(channel + (255 - channel) * tint).toString(16).padStart(2, "0"))
      .join("")}`;
  });
}
