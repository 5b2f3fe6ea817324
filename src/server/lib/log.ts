// What the server writes to its log about a failure: never a secret (issue 23: a failed import logged an account's
// password hash). A failed query keeps its SQL and where the database says it failed, never its parameters or the
// database's message, which can quote them; any other text is searched for secrets, which are replaced by [redacted].

/** Secrets as they look in text: password hashes, signed tokens, bearer and basic credentials, key=value secrets. */
const SECRETS: readonly RegExp[] = [
  /\$argon2(?:id|i|d)\$[^\s,'")]+/g,
  /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/g,
  /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g,
  /\b(bearer|basic)\s+[\w\-.~+/=]{8,}/gi,
  /\b((?:password|passwd|pwd|secret|token|refresh_?token|access_?token|api_?key|authorization)["']?\s*[:=]\s*["']?)[^\s"',&;]+/gi,
];

/** The text with every secret replaced. */
export function redact(text: string): string {
  let out = text;
  for (const secret of SECRETS) out = out.replace(secret, (match, prefix?: string) => (typeof prefix === "string" && /[:=]\s*["']?$/.test(prefix) ? `${prefix}[redacted]` : "[redacted]"));
  return out;
}

/**
 * An error as it may be logged: a failed query keeps its SQL and what the database says of where it failed (error
 * code, table, column, constraint), never its parameters or the database's message; other errors their name, message
 * and stack with any secret redacted.
 */
export function loggable(err: unknown): string {
  if (err instanceof Error && "query" in err && "params" in err) {
    const cause = (err as { cause?: Record<string, unknown> }).cause ?? {};
    const where = ["code", "table", "column", "constraint"].flatMap((k) => (cause[k] ? [`${k} ${String(cause[k])}`] : [])).join(", ");
    return `failed query (${where || "no details"}): ${String((err as { query: unknown }).query).replace(/\s+/g, " ").slice(0, 500)}`;
  }
  if (err instanceof Error) return redact(err.stack ?? `${err.name}: ${err.message}`);
  return redact(typeof err === "string" ? err : JSON.stringify(err) ?? String(err));
}

/** console.error of a failure: `what` says where, each detail is made loggable. */
export function logError(what: string, ...details: unknown[]): void {
  console.error(what, ...details.map((d) => (typeof d === "string" ? redact(d) : typeof d === "number" ? d : loggable(d))));
}
