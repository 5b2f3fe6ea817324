// Screen rules of /wel/probability and /wel/probability/detail (src/lib/rules/probability.ts), table-driven.
import { describe, expect, it } from "vitest";
import type { ProbabilityAnswer, UnitProbability } from "@/contracts/cegl";
import {
  bandLook, bandRangeText, bandRanges, bandTabs, batchChoices, chartPoints, defaultBatch, detailHref, historyRows, listHref, listSearched,
  pageCount, percentText, unitTitle, probabilityWords, probQueryParams, readProbQuery, recordBand, refusalTarget, spreadPercent, subjectTypeChoices,
} from "@/lib/rules/probability";
import { BANDS, bandOf } from "@/domain/probability/bands";
import type { WideningReason } from "@/domain/probability";
import { listTexts, widenedText } from "@/islands/probability/parts";
import { pt } from "@/lib/i18n/portal";
import { allPortalMessages } from "@/lib/i18n/portal-areas";

describe("readProbQuery", () => {
  const cases: Array<[string, string, ReturnType<typeof readProbQuery>]> = [
    ["empty", "", {}],
    ["a score", "?province=44&subjectType=物理类&batch=本科批&score=600", { province: "44", subjectType: "物理类", batch: "本科批", score: 600, mode: "score" }],
    ["a rank alone means rank", "?province=44&rank=20000", { province: "44", rank: 20000, mode: "rank" }],
    ["both without mode: the score", "?score=600&rank=20000", { score: 600, mode: "score" }],
    ["both with mode=rank: the rank", "?mode=rank&score=600&rank=20000", { rank: 20000, mode: "rank" }],
    ["a score above a full score is kept for the page to name", "?province=44&score=800", { province: "44", score: 800, mode: "score" }],
    ["beyond any scale is dropped", "?score=901", {}],
    ["unknown province dropped", "?province=99", {}],
    ["a subject type must be Chinese", "?subjectType=physics", {}],
    ["a hostile batch is dropped", "?batch=<script>", {}],
    ["band, order, keyword and page", "?band=保&order=asc&keyword=大学&page=3", { band: "保", order: "asc", keyword: "大学", page: 3 }],
    ["the refused tab", "?band=refused", { band: "refused" }],
    ["an unknown band is dropped", "?band=必中", {}],
    ["page 1 is the default", "?page=1", {}],
    ["the unit key", "?unit=44-物理类-10001-01", { unit: "44-物理类-10001-01" }],
    ["a unit key with quotes is dropped", "?unit=a%22b", {}],
    ["a negative rank is dropped", "?rank=-5", {}],
  ];
  for (const [name, search, expected] of cases) it(name, () => expect(readProbQuery(search)).toEqual(expected));
});

describe("probQueryParams, detailHref and listHref", () => {
  it("leaves out defaults and the number the mode does not use, in a stable order", () => {
    expect(probQueryParams({ page: 1, order: "desc", mode: "rank", score: 600, rank: 100, province: "44" })).toEqual({ province: "44", mode: "rank", rank: "100" });
    expect(Object.keys(probQueryParams({ keyword: "x", band: "保", province: "44", unit: "u", page: 2, order: "asc" }))).toEqual(["unit", "province", "band", "order", "keyword", "page"]);
  });
  it("round-trips through the address", () => {
    const query = { province: "31", subjectType: "综合", batch: "本科批", mode: "score" as const, score: 520, band: "冲" as const, order: "asc" as const, keyword: "交通", page: 2 };
    expect(readProbQuery(`?${new URLSearchParams(probQueryParams(query))}`)).toEqual(query);
  });
  it("the detail keeps the student's scope and drops the list's filters", () => {
    const href = detailHref({ province: "44", subjectType: "物理类", batch: "本科批", mode: "rank", rank: 20000, band: "保", keyword: "x", page: 3 }, "k/1");
    expect(href.startsWith("/wel/probability/detail?")).toBe(true);
    expect(readProbQuery(href.slice(href.indexOf("?")))).toEqual({ unit: "k/1", province: "44", subjectType: "物理类", batch: "本科批", mode: "rank", rank: 20000 });
  });
  it("the list address drops the unit", () => {
    expect(listHref({ unit: "x", province: "44", mode: "score", score: 600 })).toBe("/wel/probability?province=44&mode=score&score=600");
    expect(listHref({})).toBe("/wel/probability");
  });
});

describe("refusalTarget", () => {
  // the field comes from the refusal's data (src/lib/http/refusal.ts)
  const cases: Array<[string | null, ReturnType<typeof refusalTarget>]> = [
    ["score", "value"], ["rank", "value"], ["subjectType", "subjectType"], ["batch", "batch"], ["province", "province"],
    ["unitKey", "page"], ["year", "page"], [null, "page"],
  ];
  for (const [field, target] of cases) it(`${field} → ${target}`, () => expect(refusalTarget(field)).toBe(target));
});

describe("choices from the province's rules", () => {
  it("subject types", () => {
    expect(subjectTypeChoices("44", 2025)).toEqual(["物理类", "历史类"]);
    expect(subjectTypeChoices("31", 2025)).toEqual(["综合"]);
    expect(subjectTypeChoices("99", 2025)).toEqual([]);
  });
  it("batches without control lines", () => {
    const batches = batchChoices("44", 2025);
    expect(batches).toContain("本科批");
    expect(batches).not.toContain("特殊类型招生控制线");
    expect(batchChoices("99", 2025)).toEqual([]);
  });
  const defaults: Array<[string, number, string | null]> = [["44", 2025, "本科批"], ["54", 2025, "本科一批"], ["99", 2025, null]];
  for (const [code, year, batch] of defaults) it(`default batch ${code} ${year}`, () => expect(defaultBatch(code, year)).toBe(batch));
});

describe("percentText", () => {
  const cases: Array<[number, string]> = [[0.7, "70%"], [0.734, "73%"], [0.995, ">99%"], [1, ">99%"], [0.004, "<1%"], [0, "<1%"], [0.005, "1%"], [0.5, "50%"], [Number.NaN, "—"]];
  for (const [p, text] of cases) it(String(p), () => expect(percentText(p)).toBe(text));
});

describe("probabilityWords", () => {
  const cases: Array<[number, ReturnType<typeof probabilityWords>]> = [
    [0.7, { kind: "tenths", n: 7 }],
    [0.66, { kind: "tenths", n: 7 }],
    [0.5, { kind: "tenths", n: 5 }],
    [0.06, { kind: "tenths", n: 1 }],
    [0.94, { kind: "tenths", n: 9 }],
    // near the ends out of 100, never "10 in 10" or "0 in 10"
    [0.95, { kind: "hundredths", n: 95 }],
    [0.97, { kind: "hundredths", n: 97 }],
    [0.05, { kind: "hundredths", n: 5 }],
    [0.012, { kind: "hundredths", n: 1 }],
    [0.995, { kind: "almostAll" }],
    [1, { kind: "almostAll" }],
    [1.3, { kind: "almostAll" }],
    [0.004, { kind: "almostNone" }],
    [-1, { kind: "almostNone" }],
  ];
  for (const [p, words] of cases) it(String(p), () => expect(probabilityWords(p)).toEqual(words));
  it("the words never contradict the band", () => {
    for (let i = 0; i <= 1000; i++) {
      const p = i / 1000;
      const w = probabilityWords(p);
      const band = bandOf(p);
      if (w.kind === "almostAll") expect(band).toBe("保");
      if (w.kind === "almostNone") expect(band).toBe("难");
      if (band === "保") expect(w.kind === "hundredths" || w.kind === "almostAll").toBe(true);
    }
  });
});

describe("bands", () => {
  const ranges: Array<[{ minP: number; maxP: number }, string]> = [
    [{ minP: 0.95, maxP: 1 }, "≥ 95%"],
    [{ minP: 0.7, maxP: 0.95 }, "70%–95%"],
    [{ minP: 0.25, maxP: 0.7 }, "25%–70%"],
    [{ minP: 0, maxP: 0.25 }, "< 25%"],
  ];
  for (const [range, text] of ranges) it(text, () => expect(bandRangeText(range)).toBe(text));
  it("every band and the refusal have a label key and a shape, all different", () => {
    const looks = (["保", "稳", "冲", "难", "refused"] as const).map(bandLook);
    expect(new Set(looks.map((l) => l.nameKey)).size).toBe(5);
    expect(new Set(looks.map((l) => l.mark)).size).toBe(5);
    expect(new Set(looks.map((l) => l.badge)).size).toBe(5);
  });
  it("the ranges come from the answer, else from the model's table", () => {
    expect(bandRanges(null).map((b) => b.label)).toEqual(BANDS.map((b) => b.label));
    expect(bandRanges({ bands: [{ label: "保", minP: 0.9, maxP: 1 }] })).toEqual([{ label: "保", minP: 0.9, maxP: 1 }]);
  });
  const records: Array<[Pick<UnitProbability, "refused" | "band">, string]> = [
    [{ refused: false, band: "稳" }, "稳"],
    [{ refused: true }, "refused"],
    [{ refused: false }, "refused"],
  ];
  for (const [record, band] of records) it(`recordBand ${JSON.stringify(record)}`, () => expect(recordBand(record)).toBe(band));
  it("tabs: all first, then each band with its count", () => {
    expect(bandTabs({ 保: 3, 稳: 2, 冲: 5, 难: 1, refused: 4 })).toEqual([
      { band: "all", count: 15 }, { band: "保", count: 3 }, { band: "稳", count: 2 }, { band: "冲", count: 5 }, { band: "难", count: 1 }, { band: "refused", count: 4 },
    ]);
    expect(bandTabs(null)[0]).toEqual({ band: "all", count: 0 });
  });
});

describe("spreadPercent and pageCount", () => {
  const spreads: Array<[number | null, number | null]> = [[0.1, 11], [0, 0], [0.25, 28], [null, null], [-1, null], [Number.NaN, null]];
  for (const [s, pct] of spreads) it(`spread ${s}`, () => expect(spreadPercent(s)).toBe(pct));
  const pages: Array<[number, number, number]> = [[0, 20, 1], [20, 20, 1], [21, 20, 2], [5, 0, 1]];
  for (const [total, size, n] of pages) it(`${total}/${size}`, () => expect(pageCount(total, size)).toBe(n));
});

describe("historyRows and chartPoints", () => {
  const base: UnitProbability = {
    unitKey: "k", collegeCode: "10001", collegeName: "北京大学", collegeNameEn: "Peking University", cityName: "北京", name: "第01组", unitCode: "01", mode: "group", planType: "普通",
    subjectRequirement: "物理", batch: "本科批", lastYear: 2025, lastMinScore: 680, lastMinRank: 300, lastPlanCount: 20, refused: false,
    probability: 0.7, band: "稳", predictedMinRank: 310, lower: 250, upper: 400, spread: 0.1, widenedBy: [], historyYears: [2023, 2024, 2025],
    history: [
      { year: 2025, minScore: 680, minScoreLabel: "680", minRank: 300, planCount: 20, studentEquivalentScore: 681, sample: true },
      { year: 2023, minScore: 675, minScoreLabel: "675", minRank: 320, planCount: 18, studentEquivalentScore: null, sample: true },
      { year: 2024, minScore: null, minScoreLabel: "", minRank: null, planCount: null, studentEquivalentScore: 679, sample: true },
    ],
    sample: true, source: null,
  };
  it("oldest first, then the target year with the prediction", () => {
    const rows = historyRows(base, 2026);
    expect(rows.map((r) => r.year)).toEqual([2023, 2024, 2025, 2026]);
    expect(rows[3]).toMatchObject({ predicted: 310, lower: 250, upper: 400, minRank: null });
    expect(rows[0]).toMatchObject({ minRank: 320, equivalentScore: null, predicted: null });
  });
  it("a refused unit has no target row: no number", () => {
    const rows = historyRows({ ...base, refused: true, probability: undefined, band: undefined, predictedMinRank: undefined }, 2026);
    expect(rows.map((r) => r.year)).toEqual([2023, 2024, 2025]);
    expect(rows.every((r) => r.predicted == null)).toBe(true);
  });
  it("no record, no rows; rows at or after the target year are left out", () => {
    expect(historyRows(null, 2026)).toEqual([]);
    expect(historyRows(base, 2025).map((r) => r.year)).toEqual([2023, 2024, 2025]);
  });
  it("the chart has the table's years; the prediction joins the last published year; the interval is around it", () => {
    const rows = historyRows(base, 2026);
    const points = chartPoints(rows);
    expect(points.map((p) => p.year)).toEqual(rows.map((r) => String(r.year)));
    expect(points.map((p) => p.predicted)).toEqual([null, null, 300, 310]);
    expect(points[3]!.interval).toEqual([60, 90]);
    expect(points.slice(0, 3).every((p) => p.interval === null)).toBe(true);
  });
});

describe("unitTitle", () => {
  const cases: Array<[string, string, string]> = [
    ["北京大学", "第01组", "北京大学 第01组"],
    ["浙江交通职业技术学院", "浙江交通职业技术学院", "浙江交通职业技术学院"],
    ["大连海事大学", "大连海事大学(中外合作)", "大连海事大学(中外合作)"],
    ["北京大学", "", "北京大学"],
    ["", "第01组", "第01组"],
  ];
  for (const [college, name, title] of cases) it(`${college}|${name}`, () => expect(unitTitle(college, name)).toBe(title));
  it("puts the college's English name where the Chinese one stands", () => {
    expect(unitTitle("北京大学", "第01组", "Peking University")).toBe("Peking University Group 01");
    expect(unitTitle("北京大学", "北京大学(01)", "Peking University")).toBe("Peking University(01)");
    expect(unitTitle("北京大学", "", "Peking University")).toBe("Peking University");
    expect(unitTitle("北京大学", "第01组", "")).toBe("北京大学 第01组");
  });
});

describe("widenedText", () => {
  it("reads every widening reason the model states in words, in both languages", () => {
    const reasons: WideningReason[] = ["one-year-history", "tiny-plan", "gap-years", "history-only"];
    for (const lang of ["zh", "en"] as const) {
      const text = widenedText((key) => allPortalMessages[lang][key] ?? key, reasons, lang);
      // a reason without words would show its code (or its message key) to the family
      for (const code of reasons) expect(text).not.toContain(code);
      expect(text).not.toContain("prob.widened");
    }
    const en = widenedText((key) => allPortalMessages.en[key] ?? key, ["history-only"], "en");
    expect(en).toMatch(/score–rank table/);
  });
});

describe("what the list says it searched", () => {
  const answer = (near: ProbabilityAnswer["near"], filter: ProbabilityAnswer["filter"], total = 45) => ({
    batch: "本科批", total, current: 1, near, filter, counts: { 保: total, 稳: 0, 冲: 0, 难: 0, refused: 0 },
  }) as ProbabilityAnswer;
  const windowed = answer({ from: 0.4, to: 3.2 }, null);
  const byName = answer(null, { unitKey: null, collegeCode: null, keyword: "中山大学" });
  const byCollege = answer(null, { unitKey: null, collegeCode: "10558", keyword: null });

  it("reads the server's window, or the filter that replaced it", () => {
    expect(listSearched(windowed)).toEqual({ by: "window", from: 0.4, to: 3.2 });
    expect(listSearched(byName)).toEqual({ by: "keyword", keyword: "中山大学" });
    expect(listSearched(byCollege)).toEqual({ by: "filter" });
  });

  for (const lang of ["zh", "en"] as const) {
    const t = (key: Parameters<typeof pt>[1], vars?: Record<string, string | number>) => pt(lang, key, vars);
    const windowWords = lang === "zh" ? /倍/ : /times your rank/;
    it(`states the window only where it applied (${lang})`, () => {
      const plain = listTexts(t, windowed, lang, 20);
      expect(plain.searched).toBe("window");
      expect(plain.summary).toMatch(windowWords);
      expect(plain.summary).toContain("3.2");
      // a name filter searched every unit of the batch: its line names the word and never claims the window
      const named = listTexts(t, byName, lang, 20);
      expect(named.searched).toBe("keyword");
      expect(named.summary).toContain("中山大学");
      expect(named.summary).not.toMatch(windowWords);
      expect(named.summary).not.toContain("3.2");
      const none = listTexts(t, answer(null, { unitKey: null, collegeCode: null, keyword: "不存在" }, 0), lang, 20);
      expect(none.empty).toContain("不存在");
      expect(none.empty).not.toMatch(windowWords);
      const college = listTexts(t, byCollege, lang, 20);
      expect(college.summary).not.toMatch(windowWords);
      expect(college.summary).toContain("45");
      // no placeholder is left unfilled in any of them
      for (const text of [plain.summary, plain.empty, named.summary, none.empty, college.summary]) expect(text).not.toMatch(/\{\w+\}/);
    });
  }
});
