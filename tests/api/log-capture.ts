// The server's console output captured while a test runs, and what a secret looks like in it (issue 23, item 7).
import { vi } from "vitest";

/** What a secret looks like in a log: a password hash, a signed token, the demo passwords, the API client's secret. */
export const SECRET_PATTERNS = [/\$argon2/, /eyJ[\w-]{5,}\.[\w-]{5,}\./, /Start@2026|Student@2026|Admin@2026/, /qihang_secret/];

/** Every line written to the console while `work` ran (errors with their stack and own fields, as node prints them). */
export async function logOf(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (["error", "warn", "log", "info"] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : typeof a === "string" ? a : JSON.stringify(a) ?? String(a))).join(" "));
  }));
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join("\n");
}
