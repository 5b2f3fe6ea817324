// The security policy of every answer, shared by astro.config.mjs (page CSP, with hashes Astro computes at build),
// the site server (headers on pages and files) and the API (headers on every JSON answer). Plain JS so the Astro
// config can import it.
import { createHash } from "node:crypto";

/**
 * CSP directives for pages besides script-src and style-src, which Astro writes with the hashes of the inline scripts
 * and styles it emits (scripts: our origin and those hashes only; styles the same, style attributes allowed because
 * React and Astro render some). frame-ancestors works only as an HTTP header, which is why the pages' policy travels
 * as a header (the node adapter's staticHeaders) and not as a <meta> tag.
 * @param {{ apiBase?: string }} [options] apiBase: PUBLIC_API_BASE when the API lives on another origin.
 * @returns {Array<`${"default-src" | "connect-src" | "img-src" | "object-src" | "base-uri" | "form-action" | "frame-ancestors"} ${string}`>}
 */
export function pageDirectives(options = {}) {
  const apiOrigin = /^https?:\/\//.test(options.apiBase ?? "") ? new URL(options.apiBase).origin : "";
  return [
    "default-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
    // uploaded school logos and pictures may live on S3-compatible storage; captchas are data: URLs
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/**
 * The CSP source of an inline script's or style's exact text.
 * @param {string} text
 * @returns {`sha256-${string}`}
 */
export function inlineHash(text) {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

/** For site answers Astro wrote no policy for (files, redirects): nothing inline at all. */
export const SITE_FALLBACK_CSP = [...pageDirectives(), "script-src 'self'", "style-src 'self'"].join("; ");

/** The API answers JSON and files only: nothing in them may run, load or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer carries, page, file or API. */
export const COMMON_SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // for browsers that predate frame-ancestors
  "X-Frame-Options": "DENY",
});

/** HSTS is only meaningful (and only sent) when the request came over https, directly or through a proxy that says so. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Whether a request arrived over https. A forged X-Forwarded-Proto over plain http can only make us send HSTS where
 * browsers ignore it, so the header is trusted as is.
 * @param {string | undefined | null} forwardedProto
 * @param {boolean} [encrypted] the socket itself is TLS
 */
export function cameOverHttps(forwardedProto, encrypted = false) {
  return encrypted || (forwardedProto ?? "").split(",")[0]?.trim().toLowerCase() === "https";
}
