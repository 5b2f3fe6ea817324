import { describe, expect, it } from "vitest";
import {
  AUTO_REFRESH_INTERVAL_MS,
  MissingRefreshTokenError,
  cachedServerTime,
  colourShades,
  educationCode,
  formatWan,
  isSuccessCode,
  logBadge,
  mergeRefreshedTokens,
  pickRefreshToken,
  provinceFromRegionCode,
  provinceTotalScore,
  refreshDue,
} from "@/lib/rules/session-rules";

describe("constants of §9", () => {
  it("success is 200 or \"00000\"", () => {
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode("00000")).toBe(true);
    expect(isSuccessCode(400)).toBe(false);
    expect(isSuccessCode(401)).toBe(false);
    expect(isSuccessCode(undefined)).toBe(false);
  });
  it("province from regionCode and its total score", () => {
    expect(provinceFromRegionCode("440300")).toBe("44");
    expect(provinceFromRegionCode(undefined)).toBe("");
    expect(provinceTotalScore("31")).toBe(660);
    expect(provinceTotalScore("46")).toBe(900);
    expect(provinceTotalScore("44")).toBe(750);
  });
  it("education code is 1 only under 3+3", () => {
    expect(educationCode("3+3")).toBe(1);
    expect(educationCode("3+1+2")).toBe(0);
    expect(educationCode(null)).toBe(0);
  });
  it("log badge stops at 99", () => {
    expect(logBadge(5)).toBe("5");
    expect(logBadge(99)).toBe("99");
    expect(logBadge(100)).toBe("99+");
  });
  it("formats large numbers in 万 with two decimals", () => {
    expect(formatWan(123456)).toBe("12.35");
    expect(formatWan(123456, 1)).toBe("12.3");
  });
  it("colour shades: ten steps of 0.1 from the base colour toward white", () => {
    const shades = colourShades("#409EFF");
    expect(shades).toHaveLength(10);
    expect(shades[0]).toBe("#409eff");
    expect(shades[5]).toBe("#a0cfff");
    expect(() => colourShades("blue")).toThrow();
  });
});

describe("token refresh", () => {
  it("uses the stored refresh token first", () => {
    expect(pickRefreshToken("stored", { refreshToken: "from-user" })).toBe("stored");
  });
  it("falls back to the one in user info", () => {
    expect(pickRefreshToken(null, { refreshToken: "from-user" })).toBe("from-user");
  });
  it("fails with the exact message when there is none", () => {
    expect(() => pickRefreshToken(undefined, {})).toThrow(MissingRefreshTokenError);
    expect(() => pickRefreshToken("", null)).toThrow("cannot refresh token: refresh token does not exist");
  });
  it("replaces both tokens, keeping the old refresh token when none comes back", () => {
    const old = { accessToken: "a1", refreshToken: "r1" };
    expect(mergeRefreshedTokens(old, { accessToken: "a2", refreshToken: "r2" })).toEqual({ accessToken: "a2", refreshToken: "r2" });
    expect(mergeRefreshedTokens(old, { accessToken: "a2" })).toEqual({ accessToken: "a2", refreshToken: "r1" });
    expect(mergeRefreshedTokens(old, { accessToken: "a2", refreshToken: "" })).toEqual({ accessToken: "a2", refreshToken: "r1" });
  });
  it("timed refresh is due 30 minutes after the last token-set time, and skipped without tokens", () => {
    const set = 1_000_000;
    expect(refreshDue(true, set, set + AUTO_REFRESH_INTERVAL_MS - 1)).toBe(false);
    expect(refreshDue(true, set, set + AUTO_REFRESH_INTERVAL_MS)).toBe(true);
    expect(refreshDue(false, set, set + AUTO_REFRESH_INTERVAL_MS * 2)).toBe(false);
    expect(refreshDue(true, null, set)).toBe(false);
  });
});

describe("server time cache", () => {
  it("is used for 11 minutes, then expires", () => {
    const cache = { time: "2026-11-21 10:00:00", timestamp: 0 };
    expect(cachedServerTime(cache, 659_999)).toBe("2026-11-21 10:00:00");
    expect(cachedServerTime(cache, 660_000)).toBeNull();
    expect(cachedServerTime(null, 0)).toBeNull();
  });
});
