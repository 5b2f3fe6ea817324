// Browser wiring shared by every portal page, started once per page by the first island that needs it:
// the HTTP layer's hooks, the error log, cross-tab session sync, theme and language on <html>, and — on pages
// behind the login — the session load and the single-leader token auto-refresh (portal.md §4, §9).
import { configureHttp } from "@/lib/http/client";
import { htmlLang } from "@/lib/i18n";
import { pt } from "@/lib/i18n/portal";
import { fetchUserInfo, refresh } from "@/lib/api/auth";
import { fetchButtons, fetchMenuRoutes, fetchTopMenu } from "@/lib/api/session";
import { findRoute, routeTitle } from "@/lib/portal/routes";
import { LeaderElection, type LeaseStore } from "@/lib/rules/leader";
import { refreshDue } from "@/lib/rules/session-rules";
import { colourVariables } from "@/lib/rules/theme";
import { $refreshToken, $tabs, $token, $tokenSetAt, clearSession, refreshTokens, reloadSharedSession, setTabs } from "@/lib/session/auth";
import { tabId } from "@/lib/session/cookie";
import { recordError } from "@/lib/session/error-log";
import { $menu, $needsRegistration, $permission, $reader, $topMenu, clearProfile, setMenu, setPermissions, setProfile, setTopMenu, toProfile } from "@/lib/session/profile";
import { SITE_PREFIX } from "@/lib/session/storage";
import { $colour, $lang, $theme } from "@/lib/session/ui";
import { progressDone, progressStart, showError } from "@/lib/ui/feedback";
import { readableRefusal, refusalOf } from "@/lib/http/refusal";

let started = false;
let leaving = false;

function logUnlessLeaving(error: unknown, type: string, info = ""): void {
  if (!leaving) recordError(error, type, info);
}
let currentPath = "";
/** A page's own name (a school, a major) once its island knows it; used for the title and the tab. */
let pageLabel: string | null = null;
let sessionStarted = false;

/** Forced logout (a 401 from any call): the session is cleared locally and the user goes to /login. */
export function forceLogout(): void {
  clearSession();
  clearProfile();
  const here = location.pathname + location.search;
  location.assign(here.startsWith("/login") ? "/login" : `/login?redirect=${encodeURIComponent(here)}`);
}

/** The page title after navigation or a language switch: "<page> · career planning education platform". */
export function pageTitle(path: string, lang = $lang.get()): string {
  const route = findRoute(path);
  const platform = pt(lang, "site.platform");
  if (pageLabel) return `${pageLabel} · ${platform}`;
  return route ? `${pt(lang, routeTitle(route, $reader.get()))} · ${platform}` : platform;
}

/**
 * Names the current page after what it shows (a school's or a major's name): the title and the page's tab take it,
 * so several open schools are told apart in the tabs bar.
 */
export function setPageLabel(label: string): void {
  pageLabel = label.trim() || null;
  document.title = pageTitle(currentPath);
  if (!pageLabel) return;
  setTabs($tabs.get().map((tab) => (tab.value === currentPath ? { ...tab, meta: { ...tab.meta, label: pageLabel } } : tab)));
}

export function startPortal(path: string): void {
  if (started) return;
  started = true;
  currentPath = path;
  configureHttp({ hooks: { accessToken: () => $token.get(), forceLogout, toast: (message, error) => showError(readableRefusal(refusalOf(error) ?? { message, problems: [] })), progressStart, progressDone } });

  window.addEventListener("error", (event) => recordError(event.error ?? event.message, "error", `${event.filename}:${event.lineno}`));
  window.addEventListener("unhandledrejection", (event) => logUnlessLeaving(event.reason, "promise"));
  // Calls cut off because the user went to another page are not errors.
  window.addEventListener("beforeunload", () => (leaving = true));
  window.addEventListener("pagehide", () => (leaving = true));
  window.addEventListener("pageshow", () => (leaving = false));

  // Another tab refreshed, logged in or logged out: follow it.
  window.addEventListener("storage", (event) => {
    if (!event.key || !event.key.startsWith(`${SITE_PREFIX}-`)) return;
    const name = event.key.slice(SITE_PREFIX.length + 1);
    if (["token", "refreshToken", "tokenSetAt", "userInfo"].includes(name)) {
      reloadSharedSession();
      const route = findRoute(path);
      if (!$token.get() && route?.auth !== false) location.assign("/login");
    }
  });

  const root = document.documentElement;
  $lang.subscribe((lang) => {
    root.lang = htmlLang[lang];
    document.title = pageTitle(path, lang);
  });
  // the title follows who reads it (a counsellor's home is named for their classes), known once the user info loads
  $reader.listen(() => (document.title = pageTitle(path)));
  $theme.subscribe((theme) => {
    root.classList.forEach((name) => name.startsWith("theme-") && root.classList.remove(name));
    root.classList.add(theme);
  });
  $colour.subscribe((colour) => {
    for (const [name, value] of Object.entries(colourVariables(colour))) root.style.setProperty(name, value);
  });
}

/** Loads who is logged in (then menus, buttons and the top menu) and starts the refresh leader election. */
export function startSession(): void {
  if (sessionStarted || !$token.get()) return;
  sessionStarted = true;
  void loadSession();
  startAutoRefresh();
}

/**
 * Loads who is logged in on every page (the call that finds a revoked or expired login), and the menus, buttons and
 * top menu once per tab session: they are kept in storage and do not change between pages.
 */
async function loadSession(): Promise<void> {
  try {
    const info = await fetchUserInfo();
    setProfile(toProfile(info.data ?? {}));
  } catch (error) {
    logUnlessLeaving(error, "session", "getUserInfo");
    return;
  }
  // A third-party user without a local account only registers: the other calls are not theirs to make.
  if ($needsRegistration.get()) return;
  if ($menu.get().length > 0 && $topMenu.get().length > 0 && Object.keys($permission.get()).length > 0) return;
  const results = await Promise.allSettled([
    fetchMenuRoutes().then((answer) => setMenu(answer.data ?? [])),
    fetchButtons().then((answer) => setPermissions(answer.data ?? [])),
    fetchTopMenu().then((answer) => setTopMenu(answer.data ?? [])),
  ]);
  for (const result of results) if (result.status === "rejected") logUnlessLeaving(result.reason, "session", "menu");
}

const LEASE_KEY = `${SITE_PREFIX}-refresh-leader`;
const REFRESH_CHECK_MS = 10_000;

function startAutoRefresh(): void {
  const store: LeaseStore = {
    get: () => localStorage.getItem(LEASE_KEY),
    set: (value) => localStorage.setItem(LEASE_KEY, value),
    remove: () => localStorage.removeItem(LEASE_KEY),
  };
  const election = new LeaderElection(
    tabId(),
    store,
    { setInterval: (callback, ms) => window.setInterval(callback, ms), clearInterval: (handle) => window.clearInterval(handle as number), now: () => Date.now() },
    (leading) => (document.documentElement.dataset.refreshLeader = String(leading)),
  );
  document.documentElement.dataset.refreshLeader = "false";
  election.start();
  window.addEventListener("pagehide", () => election.stop());
  // Back from the back/forward cache: stand for election again.
  window.addEventListener("pageshow", (event) => event.persisted && election.start());
  let refreshing = false;
  window.setInterval(() => {
    const hasTokens = Boolean($token.get() && $refreshToken.get());
    if (!election.isLeader || refreshing || !refreshDue(hasTokens, $tokenSetAt.get(), Date.now())) return;
    refreshing = true;
    refreshTokens(refresh)
      .catch((error) => recordError(error, "refresh"))
      .finally(() => (refreshing = false));
  }, REFRESH_CHECK_MS);
}
