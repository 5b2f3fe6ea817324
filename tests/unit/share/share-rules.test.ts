// The share-link and tour-address rules (src/domain/share.ts): ids, expiry, state, and which tour addresses are kept.
import { describe, expect, it } from "vitest";
import { isShareId, shareExpiry, shareIdFrom, sharePath, shareState, SHARE_DAYS, tourUrlProblem } from "@/domain/share";
import { findRoute } from "@/lib/portal/routes";

describe("share ids", () => {
  it("are 16 random bytes as 22 base64url characters, and nothing else passes", () => {
    const zero = shareIdFrom(new Uint8Array(16));
    expect(zero).toBe("AAAAAAAAAAAAAAAAAAAAAA");
    const high = shareIdFrom(new Uint8Array(16).fill(255));
    expect(high).toBe("_____________________w");
    expect(isShareId(high)).toBe(true);
    expect(() => shareIdFrom(new Uint8Array(8))).toThrow();
    for (const bad of ["", "A".repeat(21), "A".repeat(23), `${"A".repeat(21)}+`, `${"A".repeat(21)}/`, `${"A".repeat(21)}=`]) expect(isShareId(bad), bad).toBe(false);
  });

  it("every byte counts: two byte strings that differ anywhere give different ids", () => {
    const a = new Uint8Array(16);
    const seen = new Set([shareIdFrom(a)]);
    for (let i = 0; i < 16; i++) {
      const b = new Uint8Array(16);
      b[i] = 1;
      seen.add(shareIdFrom(b));
    }
    expect(seen.size).toBe(17);
  });

  it("open /wel/preview?id=…, a route that needs no login and is no tab", () => {
    expect(sharePath("abc_-")).toBe("/wel/preview?id=abc_-");
    expect(findRoute("/wel/preview")).toMatchObject({ auth: false, tab: false });
    expect(findRoute("/wel/vr")?.auth).not.toBe(false);
  });
});

describe("expiry and state", () => {
  const made = new Date("2026-11-25T02:00:00Z");
  it("a link works for SHARE_DAYS (7) days", () => {
    expect(SHARE_DAYS).toBe(7);
    expect(shareExpiry(made).toISOString()).toBe("2026-12-02T02:00:00.000Z");
  });
  it("is active until its expiry, expired from then, revoked whenever the owner revoked it", () => {
    const expiresAt = shareExpiry(made);
    expect(shareState({ expiresAt, revokedAt: null }, new Date("2026-12-02T01:59:59Z"))).toBe("active");
    expect(shareState({ expiresAt, revokedAt: null }, expiresAt)).toBe("expired");
    expect(shareState({ expiresAt, revokedAt: new Date("2026-11-26T00:00:00Z") }, new Date("2026-11-27T00:00:00Z"))).toBe("revoked");
    expect(shareState({ expiresAt, revokedAt: new Date("2026-11-26T00:00:00Z") }, new Date("2027-01-01T00:00:00Z"))).toBe("revoked");
  });
});

describe("tour addresses", () => {
  it("keeps https addresses on a domain name", () => {
    expect(tourUrlProblem("https://vr.example.edu.cn/pku")).toBeNull();
    expect(tourUrlProblem("https://example.org/tour?id=1#start")).toBeNull();
  });
  it("refuses anything else, saying why", () => {
    expect(tourUrlProblem("http://vr.example.edu.cn/")).toContain("https://");
    expect(tourUrlProblem("javascript:alert(1)")).toContain("https://");
    expect(tourUrlProblem("data:text/html,hi")).toContain("https://");
    expect(tourUrlProblem("//example.org/x")).toContain("有效");
    expect(tourUrlProblem("not a url")).toContain("有效");
    expect(tourUrlProblem("https://user:pw@example.org/")).toContain("用户名或密码");
    expect(tourUrlProblem("https://10.0.0.1/x")).toContain("IP");
    expect(tourUrlProblem("https://[::1]/x")).toContain("IP");
    expect(tourUrlProblem("https://localhost/x")).toContain("IP");
    expect(tourUrlProblem(`https://example.org/${"a".repeat(500)}`)).toContain("过长");
  });
});
