// The access-token cookie (portal.md §9): one hour, Secure on https, SameSite=Strict, a name unique to the browser tab.
import { ACCESS_TOKEN_TTL_MS } from "@/lib/rules/session-rules";

const TAB_ID_KEY = "qihang-tab-id";

/** A random id that lives as long as the tab (session storage survives reloads but not other tabs). */
export function tabId(): string {
  if (typeof window === "undefined") return "server";
  let id = window.sessionStorage.getItem(TAB_ID_KEY);
  if (!id) {
    id = crypto.randomUUID().slice(0, 8);
    window.sessionStorage.setItem(TAB_ID_KEY, id);
  }
  return id;
}

export function tokenCookieName(): string {
  return `qihang-access-token-${tabId()}`;
}

export function tokenCookie(name: string, token: string | null, https: boolean, now: number): string {
  const expires = token ? new Date(now + ACCESS_TOKEN_TTL_MS) : new Date(0);
  return [
    `${name}=${token ? encodeURIComponent(token) : ""}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    "SameSite=Strict",
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

export function writeTokenCookie(token: string | null): void {
  if (typeof document === "undefined") return;
  document.cookie = tokenCookie(tokenCookieName(), token, location.protocol === "https:", Date.now());
}
