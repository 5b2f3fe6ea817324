// Nothing secret reaches the server's log (issue 23, item 7): a failed import once logged an account's password hash.
import { describe, expect, it } from "vitest";
import { loggable, redact } from "../../../src/server/lib/log";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJlc2lnbmF0dXJl";

describe("the log", () => {
  it("keeps a failed query's SQL and where it failed, never its parameters", () => {
    const e = Object.assign(new Error(`Failed query: insert into users values ($1, $2)\nparams: zhao1,${HASH}`), {
      query: "insert into users values ($1, $2)", params: ["zhao1", HASH], cause: { code: "23505", table: "users", constraint: "users_account_unique" },
    });
    const line = loggable(e);
    expect(line).toContain("23505");
    expect(line).toContain("users_account_unique");
    expect(line).not.toContain("argon2");
    expect(line).not.toContain("zhao1");
  });
  it("redacts hashes, tokens and secret values in any other error or text", () => {
    const text = loggable(new Error(`login failed for ${HASH} with bearer ${JWT} password=Hunter2@2026 {"secret":"s3cr3t-value"}`));
    for (const secret of ["argon2", JWT, "Hunter2", "s3cr3t"]) expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
    expect(redact("Authorization: Basic cWloYW5nOnFpaGFuZ19zZWNyZXQ=")).not.toContain("cWlo");
    expect(redact("nothing secret here: 导入 3 行")).toBe("nothing secret here: 导入 3 行");
  });
});
