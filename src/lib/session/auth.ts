// Session state and its transitions (portal.md §3–§4): login, logout, forced logout, token refresh.
import { atom, computed } from "nanostores";
import { DEFAULT_AUTHORITY, DEFAULT_USER_TYPE, mergeRefreshedTokens, pickRefreshToken, provinceFromRegionCode } from "@/lib/rules/session-rules";
import { resetTabs, type Tab } from "@/lib/rules/tabs";
import { load, remove, save } from "./storage";
import { writeTokenCookie } from "./cookie";

/**
 * student and parent use the portal; teacher (a class counsellor) and admin (the school's administrator) run the
 * school; operator (the platform's operator) imports the admission data every school shares.
 */
export type Authority = "student" | "parent" | "teacher" | "admin" | "operator";

/** An authority as the server wrote it (anything unknown is the default, student). */
export function authorityOf(value: unknown): Authority {
  return value === "parent" || value === "teacher" || value === "admin" || value === "operator" ? value : DEFAULT_AUTHORITY;
}

/** Staff of a school, or the platform's operator: they get the administration pages. */
export const isStaff = (authority: Authority): boolean => authority === "teacher" || authority === "admin" || authority === "operator";

/** What the token endpoint returns (protocol.md AuthInfo plus the portal's fields). */
export interface AuthInfo {
  accessToken: string;
  refreshToken?: string;
  tokenType?: string;
  expiresIn?: number;
  userId?: string;
  tenantId?: string;
  oauthId?: string;
  account?: string;
  userName?: string;
  avatar?: string;
  authority?: string;
  studentId?: string;
  regionCode?: string;
  modeName?: string;
}

export interface UserInfo {
  account?: string;
  userId?: string;
  oauthId?: string;
  studentId?: string;
  authority: Authority;
  regionCode?: string;
  modeName?: string;
  accessToken?: string;
  refreshToken?: string;
  [extra: string]: unknown;
}

export const $token = atom<string | null>(load<string | null>("token", null));
export const $refreshToken = atom<string | null>(load<string | null>("refreshToken", null));
/** When the current tokens were set (ms), for the 30-minute auto refresh. */
export const $tokenSetAt = atom<number | null>(load<number | null>("tokenSetAt", null));
export const $userInfo = atom<UserInfo | null>(load<UserInfo | null>("userInfo", null));
export const $userType = atom<string>(load("userType", DEFAULT_USER_TYPE));
export const $tabs = atom<Tab[]>(load<Tab[]>("tagList", resetTabs()));
export const $locked = atom<boolean>(load("isLock", false));
export const $lockPassword = atom<string>(load("lockPasswd", ""));

export const $loggedIn = computed($token, (token) => Boolean(token));
export const $authority = computed($userInfo, (info): Authority => authorityOf(info?.authority));
export const $province = computed($userInfo, (info) => provinceFromRegionCode(info?.regionCode));

function persist<T>(name: string, store: { set(value: T): void }, value: T): void {
  store.set(value);
  if (value === null || value === undefined) remove(name);
  else save(name, value);
}

/** Stores a token pair, mirrors the access token into the tab's cookie and stamps the time. */
export function setTokens(tokens: { accessToken: string; refreshToken: string | null }, now = Date.now()): void {
  persist("token", $token, tokens.accessToken);
  persist("refreshToken", $refreshToken, tokens.refreshToken);
  persist("tokenSetAt", $tokenSetAt, now);
  writeTokenCookie(tokens.accessToken);
}

function clearLock(): void {
  persist("isLock", $locked, false);
  persist("lockPasswd", $lockPassword, "");
}

/** Login success: tokens stored, user info and derived fields set, tabs reset to the welcome tab, lock cleared. */
export function applyLogin(info: AuthInfo, now = Date.now()): void {
  setTokens({ accessToken: info.accessToken, refreshToken: info.refreshToken ?? null }, now);
  const authority: Authority = authorityOf(info.authority);
  persist<UserInfo | null>("userInfo", $userInfo, {
    account: info.account,
    userId: info.userId,
    oauthId: info.oauthId,
    studentId: info.studentId,
    authority,
    regionCode: info.regionCode,
    modeName: info.modeName,
    accessToken: info.accessToken,
    refreshToken: info.refreshToken,
  });
  persist("userType", $userType, $userType.get() || DEFAULT_USER_TYPE);
  persist("tagList", $tabs, resetTabs());
  clearLock();
}

/** Names cleared on logout besides the tokens (portal.md §4). */
const CLEARED_ON_LOGOUT = ["menu", "menuAll", "schoolList", "roles", "permission"] as const;

/** Forced logout: the same clean-up as logout, locally, with no server call. */
export function clearSession(): void {
  persist("token", $token, null);
  persist("refreshToken", $refreshToken, null);
  persist("tokenSetAt", $tokenSetAt, null);
  persist("userInfo", $userInfo, null);
  $userType.set(DEFAULT_USER_TYPE);
  remove("userType");
  CLEARED_ON_LOGOUT.forEach(remove);
  persist("tagList", $tabs, resetTabs());
  clearLock();
  writeTokenCookie(null);
}

/** Logout: the server is told first (its failure does not keep the user logged in), then the session is cleared. */
export async function logout(serverLogout: () => Promise<unknown>): Promise<void> {
  try {
    await serverLogout();
  } finally {
    clearSession();
  }
}

/**
 * Refreshes the tokens with the stored refresh token (or the one in user info). Rejects with
 * "cannot refresh token: refresh token does not exist" when there is none. Keeps the old refresh token
 * when the server returns none, and merges the answer into user info.
 */
export async function refreshTokens(call: (refreshToken: string, userType: string) => Promise<AuthInfo>, now = Date.now()): Promise<void> {
  const current = pickRefreshToken($refreshToken.get(), $userInfo.get());
  const fresh = await call(current, $userType.get());
  const merged = mergeRefreshedTokens({ accessToken: $token.get() ?? "", refreshToken: current }, fresh);
  setTokens(merged, now);
  const info = $userInfo.get();
  if (info) persist<UserInfo | null>("userInfo", $userInfo, { ...info, ...stripUndefined(fresh), ...merged, authority: info.authority });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== "")) as Partial<T>;
}

/** Lock: a lock password must exist first; locking sets the flag and password for the session. */
export function lockScreen(password: string): boolean {
  if (!password) return false;
  persist("lockPasswd", $lockPassword, password);
  persist("isLock", $locked, true);
  return true;
}

export function unlockScreen(password: string): boolean {
  if (!$locked.get() || password !== $lockPassword.get()) return false;
  clearLock();
  return true;
}

export function setTabs(tabs: Tab[]): void {
  persist("tagList", $tabs, tabs);
}

/** Another tab changed the shared session (refresh, login, logout): take its values so this tab never reuses old tokens. */
export function reloadSharedSession(): void {
  $token.set(load<string | null>("token", null));
  $refreshToken.set(load<string | null>("refreshToken", null));
  $tokenSetAt.set(load<number | null>("tokenSetAt", null));
  $userInfo.set(load<UserInfo | null>("userInfo", null));
}
