// Rules the data tools share (src/lib/rules/data-tools.ts): address parameters and typed scores and ranks.
import { describe, expect, it } from "vitest";
import { checkLookupInput, checkRankInput, checkScoreInput, fullScore, lookupOf, provinceParam, readScope, subjectTypeParam, wholeParam } from "@/lib/rules/data-tools";

describe("address parameters", () => {
  it.each([
    ["2025", 2000, 2100, 2025],
    ["1999", 2000, 2100, undefined],
    ["6e2", 0, 900, undefined],
    ["-5", 1, 5_000_000, undefined],
    ["12345678", 1, 99_999_999, undefined],
    [null, 0, 900, undefined],
  ] as const)("whole %j in %d–%d", (value, min, max, expected) => expect(wholeParam(value, min, max)).toBe(expected));
  it.each([["44", "44"], ["99", undefined], ["4<4", undefined], [null, undefined]] as const)("province %j", (value, expected) => expect(provinceParam(value)).toBe(expected));
  it.each([["物理类", "物理类"], ["综合", "综合"], ["physics", undefined], ["类", undefined], [null, undefined]] as const)("subject type %j", (value, expected) => expect(subjectTypeParam(value)).toBe(expected));
  it("reads the scope and leaves out what is malformed", () => {
    expect(readScope(new URLSearchParams("?province=44&year=2025&type=物理类&score=600"))).toEqual({ province: "44", year: 2025, type: "物理类" });
    expect(Object.keys(readScope(new URLSearchParams("?province=99&year=1999&type=x")))).toEqual([]);
  });
});

describe("what the address asks to look up", () => {
  it.each([
    [{}, { mode: "score", value: undefined }],
    [{ score: 600 }, { mode: "score", value: 600 }],
    [{ rank: 20000 }, { mode: "rank", value: 20000 }],
    [{ score: 600, rank: 20000 }, { mode: "score", value: 600 }],
    [{ mode: "rank" as const, score: 600 }, { mode: "rank", value: undefined }],
  ])("%j", (query, expected) => expect(lookupOf(query)).toEqual(expected));
});

describe("typed inputs", () => {
  it.each([
    ["600", "44", { ok: true, value: 600 }],
    [" 1,2 ", "44", { ok: true, value: 12 }],
    ["", "44", { ok: false, reason: "empty", min: 0, max: 750 }],
    ["   ", "44", { ok: false, reason: "empty", min: 0, max: 750 }],
    ["60.5", "44", { ok: false, reason: "notWhole", min: 0, max: 750 }],
    ["abc", "44", { ok: false, reason: "notWhole", min: 0, max: 750 }],
    // full-width digits are not taken as a number
    ["６００", "44", { ok: false, reason: "notWhole", min: 0, max: 750 }],
    ["751", "44", { ok: false, reason: "range", min: 0, max: 750 }],
    // beyond the full score: said here in the reader's language, not left to the server
    ["800", "44", { ok: false, reason: "range", min: 0, max: 750 }],
    ["-1", "44", { ok: false, reason: "range", min: 0, max: 750 }],
    ["661", "31", { ok: false, reason: "range", min: 0, max: 660 }],
    ["660", "31", { ok: true, value: 660 }],
    ["900", "46", { ok: true, value: 900 }],
  ])("score %j in %s", (text, province, expected) => expect(checkScoreInput(text, province)).toEqual(expected));
  it.each([
    ["1", 100, { ok: true, value: 1 }],
    ["0", 100, { ok: false, reason: "range", min: 1, max: 100 }],
    ["101", 100, { ok: false, reason: "range", min: 1, max: 100 }],
    ["101", null, { ok: true, value: 101 }],
    [" 20,000 ", null, { ok: true, value: 20000 }],
    // without the table's size only the address's limit bounds a rank
    ["4999999", null, { ok: true, value: 4999999 }],
    ["99999999", null, { ok: false, reason: "range", min: 1, max: 5_000_000 }],
  ])("rank %j of %s", (text, size, expected) => expect(checkRankInput(text, size)).toEqual(expected));
  it("checks by the mode", () => {
    expect(checkLookupInput("score", "800", "44")).toMatchObject({ ok: false, reason: "range" });
    expect(checkLookupInput("rank", "800", "44")).toEqual({ ok: true, value: 800 });
    expect(checkLookupInput("rank", "800", "44", 500)).toMatchObject({ ok: false, reason: "range", max: 500 });
  });
  it("knows each province's full score", () => {
    expect([fullScore("44"), fullScore("31"), fullScore("46"), fullScore("99")]).toEqual([750, 660, 900, 750]);
  });
});
