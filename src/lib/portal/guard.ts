// The route guard of portal.md §2, run as a tiny blocking script in <head> before anything renders,
// so a page that needs a login never flashes its content. The functions are self-contained on purpose: they are
// serialised with Function.prototype.toString into /portal-guard.js (src/pages/portal-guard.js.ts), a file of our
// origin, so the Content-Security-Policy needs no inline script for it.

export interface GuardInput {
  /** The page's own path, e.g. "/wel/index". */
  path: string;
  /** Whether the page needs an access token. */
  auth: boolean;
  /** The current search string, kept in the login redirect. */
  search: string;
  token: unknown;
  locked: unknown;
  /** The accounts the page is for (school administration); unset: every account. */
  roles?: readonly string[] | null;
  /** The stored user info (its authority is checked against roles). */
  userInfo?: unknown;
}

/** Where the browser must go instead of this page, or null to stay. */
export function guardRedirect(input: GuardInput): string | null {
  const hasToken = typeof input.token === "string" && input.token.length > 0;
  if (input.path === "/login") return hasToken ? "/" : null;
  if (hasToken && input.locked === true && input.path !== "/lock") return "/lock";
  if (input.path === "/lock") return hasToken ? null : "/login";
  if (input.auth && !hasToken) return "/login?redirect=" + encodeURIComponent(input.path + input.search);
  if (input.roles && hasToken) {
    // the server refuses the page's calls anyway: this only spares the person a page of refusals
    const info = input.userInfo as { authority?: unknown } | null;
    const authority = info && typeof info === "object" && typeof info.authority === "string" ? info.authority : "student";
    if (input.roles.indexOf(authority) < 0) return "/403";
  }
  return null;
}

/** Reads a stored record (protocol.md) by name: session storage first, then local; raw text when not JSON. */
export function readStored(prefix: string, name: string): unknown {
  const key = prefix + "-" + name;
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(key) || window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw);
    return record && typeof record === "object" && "content" in record ? record.content : record;
  } catch {
    return raw;
  }
}

/**
 * The guard script: guard, then the stored language and theme applied to <html> before first paint.
 * `html lang` follows the user's language choice; the theme class drives the top bar colours. The page's path and
 * whether it needs a login come from the script element's data-path and data-auth (and the accounts it is for from
 * data-roles, comma-separated), so one file serves every page.
 */
export function guardScript(prefix: string): string {
  return `(function(){var readStored=${readStored.toString()};var guardRedirect=${guardRedirect.toString()};
var own=document.currentScript;var path=own&&own.dataset.path||location.pathname;var roles=own&&own.dataset.roles?own.dataset.roles.split(","):null;
var to=guardRedirect({path:path,auth:!(own&&own.dataset.auth==="false"),search:location.search,token:readStored(${JSON.stringify(prefix)},"token"),locked:readStored(${JSON.stringify(prefix)},"isLock"),roles:roles,userInfo:readStored(${JSON.stringify(prefix)},"userInfo")});
if(to){location.replace(to);return;}
var lang=readStored(${JSON.stringify(prefix)},"language");var root=document.documentElement;
if(lang==="en"){root.lang="en";}
var theme=readStored(${JSON.stringify(prefix)},"themeName");root.classList.add(typeof theme==="string"&&/^theme-[a-z0-9]+$/.test(theme)?theme:"theme-default");})();`;
}
