// A database that cannot be reached is told apart from a bug (issue 27): 503 and try again, never a logout or a 500.
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../../src/server/lib/unavailable";
import { pgliteStartParams } from "../../../src/server/db/client";

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, a shutdown and a server still starting, also wrapped by the ORM", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("write CONNECTION_ENDED"), { code: "CONNECTION_ENDED" }))).toBe(true);
  });
  it("leaves real errors alone: a broken constraint, a syntax error, anything without a code", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error("syntax error"), { code: "42601" }) }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("PGlite's buffer cache", () => {
  it("is 16 MB unless PGLITE_SHARED_BUFFERS says otherwise, and refuses a size PostgreSQL would not read", () => {
    expect(pgliteStartParams({})).toContain("shared_buffers=16MB");
    expect(pgliteStartParams({ PGLITE_SHARED_BUFFERS: "64MB" })).toContain("shared_buffers=64MB");
    expect(() => pgliteStartParams({ PGLITE_SHARED_BUFFERS: "lots" })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
