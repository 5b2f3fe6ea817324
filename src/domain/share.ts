// Read-only share links (/wel/preview?id=…) and virtual campus tour addresses: the rules both the server and the
// browser follow. No I/O here; the server passes the clock and the random bytes in.

/** How long a share link works after it is made. */
export const SHARE_DAYS = 7;
/** How many links an owner may have working at once (revoked and expired ones do not count). */
export const SHARE_ACTIVE_MAX = 20;
/** 16 random bytes (128 bits) as base64url without padding: 22 characters. */
export const SHARE_ID_BYTES = 16;
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export type ShareState = "active" | "expired" | "revoked";

/** A share link's id from random bytes (base64url, no padding). */
export function shareIdFrom(bytes: Uint8Array): string {
  if (bytes.length !== SHARE_ID_BYTES) throw new Error(`a share id takes ${SHARE_ID_BYTES} random bytes`);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function isShareId(value: string): boolean {
  return SHARE_ID_PATTERN.test(value);
}

/** When a link made at `created` stops working. */
export function shareExpiry(created: Date, days = SHARE_DAYS): Date {
  return new Date(created.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Whether a link still works at `now`: revoked wins over expired (the owner's act is what the viewer should hear). */
export function shareState(share: { expiresAt: Date; revokedAt: Date | null }, now: Date): ShareState {
  if (share.revokedAt) return "revoked";
  return now.getTime() >= share.expiresAt.getTime() ? "expired" : "active";
}

/** The address a viewer opens. */
export function sharePath(id: string): string {
  return `/wel/preview?id=${encodeURIComponent(id)}`;
}

/**
 * Why a tour address cannot be kept, or null when it can: https only (a tour opened from our https page must not
 * fall back to plain http), no credentials in it, a real host name (no bare IP, no localhost).
 */
export function tourUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "不是有效的网址";
  }
  if (url.protocol !== "https:") return "只接受 https:// 开头的网址";
  if (url.username || url.password) return "网址不能含有用户名或密码";
  const host = url.hostname;
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.startsWith("[")) return "网址应为域名（不接受 IP 地址或 localhost）";
  if (value.length > 500) return "网址过长（最多 500 字）";
  return null;
}
