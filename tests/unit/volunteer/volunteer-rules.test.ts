// Screen rules of the volunteer form screens (src/lib/rules/volunteer.ts), table-driven.
import { describe, expect, it } from "vitest";
import {
  autosaveAction, autosaveDelay, AUTOSAVE_MS, retryAfterOf, collapseFindings, copyName, countsProblem, defaultFormYear, fillQueryParams, findingGroups, findingsByEntry, findingWords, FORM_YEARS,
  formOutlook, hasBlocking, IMPORT_MAX_BYTES, insertionIndex, keyboardMove, moveItem, newPlanName, offersAdjust, planNameProblem, printSheet, ratioCounts,
  readFillQuery, simulationRows, toBase64, toggleMajor, volunteerView, type AutosaveInput, type Counts, type FindingLike, type FindingNames,
} from "@/lib/rules/volunteer";
import { IMPORT_MAX_BYTES as CONTRACT_IMPORT_MAX } from "@/contracts/volunteer";
import { RULE_YEARS } from "@/domain/volunteer/rules";
import { nextApplicationRound } from "@/domain/calendar";
import { lintForm, type FindingCode } from "@/domain/volunteer/lint";
import zh from "@/lib/i18n/portal/zh/volunteer.json";
import en from "@/lib/i18n/portal/en/volunteer.json";
import { draftSheetRows } from "@/domain/volunteer/draft-sheet";

describe("the address", () => {
  const cases: Array<[string, string, ReturnType<typeof readFillQuery>]> = [
    ["empty", "", {}],
    ["a plan", "?id=12", { id: "12" }],
    ["a non-numeric id is dropped", "?id=abc", {}],
    ["a new plan's scope", "?province=37&year=2026", { province: "37", year: 2026 }],
    ["a year without rules is dropped", "?year=2024", {}],
    ["an unknown province is dropped", "?province=99", {}],
    ["a rank alone", "?rank=20000", { rank: 20000, mode: "rank" }],
    ["a score alone", "?score=600", { score: 600, mode: "score" }],
    ["mode=rank keeps the rank", "?mode=rank&score=600&rank=20000", { rank: 20000, mode: "rank" }],
    ["a negative rank is dropped", "?rank=-1", {}],
  ];
  for (const [name, search, expected] of cases) it(name, () => expect(readFillQuery(search)).toEqual(expected));

  it("writes the number the mode uses, in a stable order, and reads back the same", () => {
    expect(fillQueryParams({ rank: 5, score: 600, mode: "score", id: "3" })).toEqual({ id: "3", mode: "score", score: "600" });
    const q = { id: "7", province: "44", year: 2026, mode: "rank" as const, rank: 12345 };
    expect(readFillQuery(`?${new URLSearchParams(fillQueryParams(q))}`)).toEqual(q);
  });

  it("knows the same rule years as the server", () => expect([...FORM_YEARS]).toEqual([...RULE_YEARS]));
  it("accepts the same file size as the server", () => expect(IMPORT_MAX_BYTES).toBe(CONTRACT_IMPORT_MAX));
});

describe("defaultFormYear and the grade sub-view", () => {
  // Shanghai noon of a day; the form's year follows the calendar's round (forms close on 10 July), rules' years bound it
  const day = (iso: string) => new Date(`${iso}T04:00:00Z`);
  const years: Array<[string, number]> = [
    ["2025-03-01", 2025],
    ["2025-07-10", 2025], // the last day forms of the 2025 round can be filled
    ["2025-07-11", 2026], // the day after: the next round (July 1–10 used to jump a round early)
    ["2026-06-20", 2026],
    ["2026-11-27", 2026], // the 2027 round's rules are not out: 2026's stand in
    ["2024-01-15", 2025], // before the first rules held: the earliest held
  ];
  for (const [iso, year] of years) it(`${iso} → ${year}`, () => expect(defaultFormYear(day(iso))).toBe(year));
  it("takes the round from the calendar, not a rule of its own", () => {
    for (const iso of ["2025-07-01", "2025-07-10", "2025-07-11", "2026-01-05"]) {
      expect(defaultFormYear(day(iso))).toBe(nextApplicationRound(day(iso)).year);
    }
  });
  const views: Array<[Parameters<typeof volunteerView>[0], ReturnType<typeof volunteerView>]> = [
    ["grade10", "early"], ["grade11", "early"], ["notEnrolled", "early"], ["grade12", "filling"], ["graduated", "filling"], [null, "filling"],
  ];
  for (const [status, view] of views) it(`${status} → ${view}`, () => expect(volunteerView(status)).toBe(view));
});

describe("ratioCounts", () => {
  const cases: Array<[Counts, number, Counts]> = [
    [{ 冲: 3, 稳: 4, 保: 3 }, 10, { 冲: 3, 稳: 4, 保: 3 }],
    [{ 冲: 3, 稳: 4, 保: 3 }, 45, { 冲: 13, 稳: 18, 保: 14 }],
    [{ 冲: 3, 稳: 4, 保: 3 }, 96, { 冲: 29, 稳: 38, 保: 29 }],
    [{ 冲: 3, 稳: 4, 保: 3 }, 1, { 冲: 0, 稳: 1, 保: 0 }],
    [{ 冲: 3, 稳: 4, 保: 3 }, 0, { 冲: 0, 稳: 0, 保: 0 }],
    [{ 冲: 0, 稳: 0, 保: 0 }, 10, { 冲: 0, 稳: 0, 保: 0 }],
    [{ 冲: 1, 稳: 1, 保: 1 }, 2, { 冲: 0, 稳: 1, 保: 1 }],
    [{ 冲: 0, 稳: 0, 保: 5 }, 7, { 冲: 0, 稳: 0, 保: 7 }],
  ];
  for (const [ratio, free, expected] of cases) {
    it(`${JSON.stringify(ratio)} of ${free}`, () => {
      const got = ratioCounts(ratio, free);
      expect(got).toEqual(expected);
      expect(got.冲 + got.稳 + got.保).toBe(ratio.冲 + ratio.稳 + ratio.保 === 0 ? 0 : free);
    });
  }
  it("says what is wrong with counts", () => {
    expect(countsProblem({ 冲: 0, 稳: 0, 保: 0 }, 10)).toEqual({ reason: "none" });
    expect(countsProblem({ 冲: 5, 稳: 5, 保: 5 }, 10)).toEqual({ reason: "tooMany", total: 15, free: 10 });
    expect(countsProblem({ 冲: 50, 稳: 50, 保: 50 }, 200)).toEqual({ reason: "overLimit", total: 150, max: 120 });
    expect(countsProblem({ 冲: 29, 稳: 38, 保: 29 }, 96)).toBeNull();
  });
});

describe("placing and moving entries", () => {
  const cases: Array<[Array<number | null>, number | null, number]> = [
    [[], 0.5, 0],
    [[0.3, 0.6, 0.97], 0.5, 1],
    [[0.3, 0.6, 0.97], 0.1, 0],
    [[0.3, 0.6, 0.97], 0.99, 3],
    [[0.3, null, 0.97], 0.5, 2],
    [[0.3, 0.6], null, 2],
    [[0.5, 0.5], 0.5, 2],
  ];
  for (const [list, p, at] of cases) it(`${p} into ${JSON.stringify(list)} → ${at}`, () => expect(insertionIndex(list, p)).toBe(at));

  const moves: Array<[number, number, string[]]> = [
    [0, 2, ["b", "c", "a", "d"]], [3, 0, ["d", "a", "b", "c"]], [1, 1, ["a", "b", "c", "d"]], [2, 9, ["a", "b", "d", "c"]], [9, 0, ["a", "b", "c", "d"]],
  ];
  for (const [from, to, expected] of moves) it(`moves ${from} → ${to}`, () => expect(moveItem(["a", "b", "c", "d"], from, to)).toEqual(expected));

  const keys: Array<[string, boolean, number, number, number | null]> = [
    ["ArrowUp", true, 2, 5, 1], ["ArrowDown", true, 2, 5, 3], ["ArrowUp", true, 0, 5, null], ["ArrowDown", true, 4, 5, null],
    ["Home", true, 3, 5, 0], ["End", true, 1, 5, 4], ["ArrowUp", false, 2, 5, null], ["Enter", true, 2, 5, null], ["Home", true, 0, 5, null],
  ];
  for (const [key, alt, index, length, to] of keys) it(`${alt ? "Alt+" : ""}${key} at ${index} → ${to}`, () => expect(keyboardMove(key, alt, index, length)).toBe(to));

  it("chooses majors up to the rule's number, in order", () => {
    expect(toggleMajor([], "数学", 2)).toEqual({ majors: ["数学"], full: false });
    expect(toggleMajor(["数学"], "物理", 2)).toEqual({ majors: ["数学", "物理"], full: false });
    expect(toggleMajor(["数学", "物理"], "化学", 2)).toEqual({ majors: ["数学", "物理"], full: true });
    expect(toggleMajor(["数学", "物理"], "数学", 2)).toEqual({ majors: ["物理"], full: false });
  });
  it("offers 调剂 only where a unit holds majors and the rule has it", () => {
    expect(offersAdjust("group", "group")).toBe(true);
    expect(offersAdjust("college", "majors")).toBe(true);
    expect(offersAdjust("major", "none")).toBe(false);
    expect(offersAdjust("group", "none")).toBe(false);
  });
});

describe("autosave", () => {
  const base: AutosaveInput = { saved: true, editable: true, dirty: true, saving: false, conflict: false, blocked: false, badName: false };
  const cases: Array<[string, Partial<AutosaveInput>, ReturnType<typeof autosaveAction>]> = [
    ["a change to a saved plan is saved", {}, "save"],
    ["nothing changed", { dirty: false }, "idle"],
    ["read-only", { editable: false }, "idle"],
    ["a new plan waits for its first Save", { saved: false }, "manual"],
    ["a conflict waits for a choice", { conflict: true }, "held"],
    ["a conflict beats a new plan", { conflict: true, saved: false }, "held"],
    ["an error the server refuses", { blocked: true }, "blocked"],
    ["a bad name", { badName: true }, "blocked"],
    ["a save under way", { saving: true }, "wait"],
  ];
  for (const [name, change, action] of cases) it(name, () => expect(autosaveAction({ ...base, ...change })).toBe(action));

  const names: Array<[string, ReturnType<typeof planNameProblem>]> = [
    ["方案一", null], ["  ", "empty"], ["x".repeat(41), "long"], ["a<b", "chars"], ["a\u200bb", "chars"], ["冲刺 A 计划", null],
  ];
  for (const [name, problem] of names) it(`name ${JSON.stringify(name)} → ${problem}`, () => expect(planNameProblem(name)).toBe(problem));

  it("names a copy and a new plan that no other plan has", () => {
    expect(copyName("方案一", [])).toBe("方案一（副本）");
    expect(copyName("方案一", ["方案一（副本）"])).toBe("方案一（副本 2）");
    expect(copyName("x".repeat(40), []).length).toBeLessThanOrEqual(40);
    expect(copyName("Plan", [], "copy")).toBe("Plan（copy）");
    expect(newPlanName([])).toBe("方案 1");
    expect(newPlanName(["方案 1", "方案 3"])).toBe("方案 2");
    expect(newPlanName([], "Plan")).toBe("Plan 1");
  });
  it("blocks exactly the findings the server refuses a save for", () => {
    expect(hasBlocking([{ code: "duplicate-unit", severity: "error", entries: [0, 1], params: {} }])).toBe(true);
    expect(hasBlocking([{ code: "subject-mismatch", severity: "error", entries: [0], params: {} }])).toBe(false);
  });
});

describe("findings in words", () => {
  const names: FindingNames = { requirement: (v) => `[${v}]`, planType: (v) => `<${v}>`, unit: (k) => `unit:${k}`, money: (n) => `¥${n}` };
  const f = (code: string, entries: number[], params: FindingLike["params"] = {}, severity: FindingLike["severity"] = "warning"): FindingLike => ({ code, severity, entries, params });
  const cases: Array<[FindingLike, string, Record<string, string | number>, number[]]> = [
    [f("too-many-entries", [45, 46], { count: 47, slots: 45 }), "vol.finding.too-many-entries", { count: 47, slots: 45, n: 46, m: 47 }, [46, 47]],
    [f("unused-slots", [], { count: 3, slots: 45 }), "vol.finding.unused-slots", { count: 3, slots: 45, n: "", m: "" }, []],
    [f("unknown-unit", [2], { unit: "k9" }), "vol.finding.unknown-unit", { unit: "unit:k9", n: 3, m: "" }, [3]],
    [f("duplicate-unit", [0, 4], { unit: "k1" }), "vol.finding.duplicate-unit", { unit: "unit:k1", n: 1, m: 5 }, [1, 5]],
    [f("too-many-majors", [1], { unit: "中大 201组", count: 7, max: 6 }), "vol.finding.too-many-majors", { unit: "中大 201组", count: 7, max: 6, n: 2, m: "" }, [2]],
    [f("subject-mismatch", [0], { unit: "U", requirement: "物理+化学" }), "vol.finding.subject-mismatch", { unit: "U", requirement: "[物理+化学]", n: 1, m: "" }, [1]],
    [f("special-plan", [3], { unit: "U", planType: "国家专项" }), "vol.finding.special-plan", { unit: "U", planType: "<国家专项>", n: 4, m: "" }, [4]],
    [f("sino-foreign-fee", [0], { unit: "U", tuition: 60000 }), "vol.finding.sino-foreign-fee", { unit: "U", tuition: "¥60000", n: 1, m: "" }, [1]],
    [f("sino-foreign-fee", [0], { unit: "U", tuition: "" }), "vol.finding.sino-foreign-fee.unknown", { unit: "U", tuition: "", n: 1, m: "" }, [1]],
    [f("high-fee", [5], { unit: "U", tuition: 25000 }), "vol.finding.high-fee", { unit: "U", tuition: "¥25000", n: 6, m: "" }, [6]],
    [f("safer-before-harder", [0, 3], { easier: 1, harder: 4, easierPct: 90, harderPct: 40 }), "vol.finding.safer-before-harder", { easier: 1, harder: 4, easierPct: 90, harderPct: 40, n: 1, m: 4 }, [1, 4]],
    [f("reach-after-safe", [1, 2], { safe: 2, reach: 3 }), "vol.finding.reach-after-safe", { safe: 2, reach: 3, n: 2, m: 3 }, [2, 3]],
    [f("no-safe", []), "vol.finding.no-safe", { n: "", m: "" }, []],
    [f("a-new-code", [7]), "vol.finding.other", { code: "a-new-code", n: 8, m: "" }, [8]],
  ];
  for (const [finding, key, vars, positions] of cases) {
    it(`${finding.code} → ${key}`, () => expect(findingWords(finding, names)).toEqual({ key, vars, positions }));
  }

  it("names a unit the checker titled in Chinese as the reader reads it, when the reader's names know it", () => {
    // the linter titles a known unit "深圳大学 第43组"; an English reader must not get that inside an English sentence
    const units = new Map([["10590-43", { unitKey: "10590-43", collegeName: "深圳大学", name: "第43组", planType: "普通", subjectRequirement: "不限", tuition: 6100, majors: [{ name: "数学", minRank: 100 }], probability: 0.5, band: "稳" as const, lastMinRank: 1000 }]]);
    const [noMajors] = lintForm({ mode: "group", rule: { slots: 45, majorsPerSlot: 6, adjustment: "group" }, entries: [{ unitKey: "10590-43", majors: [], adjust: true }], units, student: { subjects: ["物理"], eligiblePlans: [], rank: 20000 } })
      .filter((x) => x.code === "no-majors");
    const english = { ...names, titled: (title: string) => (title === "深圳大学 第43组" ? "Shenzhen University Group 43" : title) };
    expect(findingWords(noMajors!, english).vars.unit).toBe("Shenzhen University Group 43");
    // a title the names do not know stays as the checker wrote it; without `titled` nothing changes
    expect(findingWords(f("no-majors", [0], { unit: "某校 第1组" }), english).vars.unit).toBe("某校 第1组");
    expect(findingWords(noMajors!, names).vars.unit).toBe("深圳大学 第43组");
  });

  it("has one string per linter code in both languages, filling every value the linter gives", () => {
    const codes: FindingCode[] = [
      "too-many-entries", "unused-slots", "unknown-unit", "duplicate-unit", "too-many-majors", "no-majors", "major-not-in-unit", "duplicate-major", "subject-mismatch",
      "subject-unknown", "safer-before-harder", "reach-after-safe", "no-safe", "all-reach", "adjust-off-risk", "special-plan", "sino-foreign-fee", "high-fee", "no-chance-stated",
    ];
    for (const code of codes) {
      const w = findingWords(f(code, [0, 1], { unit: "U", count: 2, slots: 45, max: 6, major: "数学", requirement: "物理", planType: "国家专项", tuition: 1, easier: 1, harder: 2, easierPct: 9, harderPct: 1, safe: 1, reach: 2 }), names);
      expect(w.key).not.toBe("vol.finding.other");
      for (const strings of [zh, en] as Record<string, string>[]) {
        const text = strings[w.key]!;
        expect(text, `${code}`).toBeTruthy();
        for (const [, name] of text.matchAll(/\{(\w+)\}/g)) expect(Object.keys(w.vars), `${code} {${name}}`).toContain(name);
      }
    }
  });

  it("covers what the real linter says of a real-looking form", () => {
    const unit = (key: string, p: number | null, band: "保" | "稳" | "冲" | "难" | null, extra: object = {}) => [key, {
      unitKey: key, collegeName: `学校${key}`, name: "第1组", planType: "普通", subjectRequirement: "物理", tuition: 5000, majors: [{ name: "数学", minRank: 100 }], probability: p, band, lastMinRank: 1000, ...extra,
    }] as const;
    const findings = lintForm({
      mode: "group", rule: { slots: 45, majorsPerSlot: 6, adjustment: "group" },
      entries: [{ unitKey: "a", majors: [], adjust: true }, { unitKey: "b", majors: ["数学"], adjust: false }, { unitKey: "a", majors: [], adjust: true }, { unitKey: "x", majors: [], adjust: true }],
      units: new Map([unit("a", 0.98, "保"), unit("b", 0.4, "冲", { planType: "国家专项", subjectRequirement: "历史" })]),
      student: { subjects: ["物理", "化学", "生物"], eligiblePlans: [], rank: 20000 },
    });
    const groups = findingGroups(findings);
    expect(groups.map((g) => g.severity)).toEqual(["error", "warning", "info"]);
    for (const finding of findings) expect(findingWords(finding, names).key).not.toBe("vol.finding.other");
    const byEntry = findingsByEntry(findings);
    expect(byEntry.get(2)!.map((x) => x.code)).toContain("duplicate-unit");
    expect(byEntry.get(3)!.map((x) => x.code)).toContain("unknown-unit");
    expect(hasBlocking(findings)).toBe(true);
  });
});

describe("collapseFindings", () => {
  const f = (code: string, entries: number[]): FindingLike => ({ code, severity: "warning", entries, params: {} });
  it("folds three or more one-entry findings of a code under the first, keeping the others in order", () => {
    const list = [f("no-majors", [0]), f("safer-before-harder", [0, 2]), f("no-majors", [1]), f("no-majors", [3]), f("high-fee", [2]), f("high-fee", [3])];
    const items = collapseFindings(list);
    expect(items.map((i) => [i.finding.code, i.finding.entries[0], i.more.map((m) => m.entries[0])])).toEqual([
      ["no-majors", 0, [1, 3]], ["safer-before-harder", 0, []], ["high-fee", 2, []], ["high-fee", 3, []],
    ]);
  });
  it("never folds findings about several entries or the whole form", () => {
    const list = [f("duplicate-unit", [0, 1]), f("duplicate-unit", [0, 2]), f("duplicate-unit", [0, 3]), f("no-safe", []), f("no-safe", []), f("no-safe", [])];
    expect(collapseFindings(list).every((i) => i.more.length === 0)).toBe(true);
  });
});

describe("the simulation's rows and outlook", () => {
  it("numbers entries from 1 and marks the most likely and the unknown", () => {
    const rows = simulationRows({ entries: [{ unitKey: "a", sent: 1, admitted: 0.3, returned: 0 }, { unitKey: "b", sent: 0.7, admitted: 0.6, returned: 0.05 }], mostLikely: 1, unknown: [0] });
    expect(rows).toEqual([
      { position: 1, unitKey: "a", sent: 1, admitted: 0.3, returned: 0, mostLikely: false, unknown: true },
      { position: 2, unitKey: "b", sent: 0.7, admitted: 0.6, returned: 0.05, mostLikely: true, unknown: false },
    ]);
  });
  const outlooks: Array<[number, ReturnType<typeof formOutlook>]> = [[0.999, "safe"], [0.95, "safe"], [0.9, "fair"], [0.8, "fair"], [0.5, "risky"]];
  for (const [p, o] of outlooks) it(`${p} → ${o}`, () => expect(formOutlook(p)).toBe(o));
});

describe("the print layout", () => {
  const scope = { provinceCode: "44", provinceName: "广东", year: 2026, batch: "本科批", subjectType: "物理类", planName: "方案一" };
  const units = new Map([
    ["k1", { unitKey: "k1", collegeEnrollCode: "10558", collegeName: "中山大学", unitCode: "201", name: "第201组", majors: [{ name: "数学与应用数学", code: "070101" }] }],
    ["k2", { unitKey: "k2", collegeEnrollCode: "4607", collegeName: "成都理工大学", unitCode: "080701", name: "电子信息工程", majors: [] }],
  ]);
  it("is the 草表's table without the key column, one row per entry", () => {
    const sheet = printSheet("group", 2, scope, [{ unitKey: "k1", majors: ["数学与应用数学"], adjust: false }], units);
    expect(sheet.header).toEqual(["志愿序号", "院校代号", "院校名称", "专业组代码", "专业1", "专业2", "是否服从调剂"]);
    expect(sheet.rows).toEqual([[1, "10558", "中山大学", "201", "070101 数学与应用数学", "", "否"]]);
  });
  it("has the major mode's columns", () => {
    const sheet = printSheet("major", 1, scope, [{ unitKey: "k2", majors: [], adjust: true }, { unitKey: "k1", majors: [], adjust: true }], units);
    expect(sheet.header).toEqual(["志愿序号", "院校代号", "院校名称", "专业代号", "专业名称"]);
    expect(sheet.rows).toEqual([[1, "4607", "成都理工大学", "080701", "电子信息工程"], [2, "10558", "中山大学", "201", "第201组"]]);
  });
  it("matches the export's rows cell for cell", () => {
    const entries = [{ unitKey: "k1", majors: ["数学与应用数学"], adjust: true }];
    const exported = draftSheetRows("college", 3, scope, entries, units);
    const sheet = printSheet("college", 3, scope, entries, units);
    expect(sheet.rows[0]).toEqual(exported[3]!.slice(0, -1));
  });
});

describe("files", () => {
  it("encodes bytes as base64, also past one chunk", () => {
    expect(toBase64(new TextEncoder().encode("PK\u0003\u0004"))).toBe(Buffer.from("PK\u0003\u0004").toString("base64"));
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(toBase64(big)).toBe(Buffer.from(big).toString("base64"));
  });
});

describe("autosave after a refused save (too frequent, 429)", () => {
  it("waits the server's Retry-After before saving again, never less than the usual pause after a change", () => {
    const now = 1_000_000;
    expect(autosaveDelay(now, null)).toBe(AUTOSAVE_MS);
    expect(autosaveDelay(now, now + 7000)).toBe(7000);
    // a pause already over: the usual delay
    expect(autosaveDelay(now, now - 5000)).toBe(AUTOSAVE_MS);
    expect(autosaveDelay(now, now + 200)).toBe(AUTOSAVE_MS);
  });
  it("reads the wait from the refusal's data, bounded to 1–60 s, 5 s when it says none", () => {
    expect(retryAfterOf({ retryAfter: 12 })).toBe(12);
    expect(retryAfterOf({ retryAfter: 0.2 })).toBe(1);
    expect(retryAfterOf({ retryAfter: 3600 })).toBe(60);
    expect(retryAfterOf({ retryAfter: "x" })).toBe(5);
    expect(retryAfterOf(null)).toBe(5);
  });
});
