import { describe, expect, it } from "vitest";
import { convertExamTotal, examTotals, historyRankTable, parseExamHistory, officialAllowed, parseRankTable, scoreOrigin, startingValue, type GaokaoScore } from "@/domain/gaokao-score";

const at = (iso: string) => new Date(`${iso}+08:00`);
const saved = (over: Partial<GaokaoScore>): GaokaoScore => ({ year: 2028, score: 560, rank: null, source: "estimate", conversion: null, note: "", by: "student", at: "2026-11-20T02:00:00Z", ...over });

describe("a school's rank table", () => {
  it("reads score,rank lines in either order, skipping a header", () => {
    const r = parseRankTable("总分,位次\n500,13000\n600,1000\n550 7000\n525\t10000\n575，4000\n");
    expect(r).toEqual({ ok: true, rows: [{ score: 600, rank: 1000 }, { score: 575, rank: 4000 }, { score: 550, rank: 7000 }, { score: 525, rank: 10000 }, { score: 500, rank: 13000 }] });
  });

  it.each([
    ["600,1000\n590,900\n580,3000\n570,4000\n560,5000", 2, "位次应越大"],
    ["600,1000\n600,2000\n580,3000\n570,4000\n560,5000", 2, "出现了两次"],
    ["600,1000\n五百,2000\n580,3000\n570,4000\n560,5000", 2, "两个数"],
    ["600,1000\n590,0\n580,3000\n570,4000\n560,5000", 2, "位次应为"],
    ["600,1000\n590,2000", 0, "至少需要"],
  ])("refuses a table that cannot be one, naming the line", (text, line, problem) => {
    const r = parseRankTable(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.line).toBe(line);
      expect(r.problem).toContain(problem);
    }
  });

  it("converts an exam total to the rank of everyone at or above the highest listed score not above it", () => {
    const rows = [{ score: 600, rank: 1000 }, { score: 550, rank: 7000 }, { score: 500, rank: 13000 }];
    expect(convertExamTotal(rows, 550)).toMatchObject({ ok: true, rank: 7000 });
    expect(convertExamTotal(rows, 525.5)).toMatchObject({ ok: true, rank: 13000 });
    expect(convertExamTotal(rows, 700)).toMatchObject({ ok: true, rank: 1000 });
    expect(convertExamTotal(rows, 480)).toMatchObject({ ok: false });
    expect(convertExamTotal([], 480)).toMatchObject({ ok: false });
  });
});

describe("school exams and the 高考 score", () => {
  it("sums each exam's subjects, newest exam first", () => {
    const rows = [
      { examName: "期中", examDate: "2026-11-05", score: 80, fullScore: 150 }, { examName: "期中", examDate: "2026-11-05", score: 95, fullScore: 100 },
      { examName: "期末", examDate: "2026-01-18", score: 100, fullScore: 150 },
    ];
    expect(examTotals(rows)).toEqual([{ examName: "期中", examDate: "2026-11-05", total: 175, full: 250 }, { examName: "期末", examDate: "2026-01-18", total: 100, full: 150 }]);
  });

  it("allows an official result only once the student's own exam's scores are out", () => {
    expect(officialAllowed(at("2026-11-27T10:00:00"), 2028)).toBe(false);
    expect(officialAllowed(at("2028-06-22T10:00:00"), 2028)).toBe(false);
    expect(officialAllowed(at("2028-06-23T10:00:00"), 2028)).toBe(true);
    expect(officialAllowed(at("2029-01-01T10:00:00"), 2028)).toBe(true);
  });

  it("starts a screen from the saved score, or the rank when only a rank is saved, and from nothing without one", () => {
    expect(startingValue(saved({}))).toEqual({ mode: "score", value: 560 });
    expect(startingValue(saved({ score: null, rank: 9000 }))).toEqual({ mode: "rank", value: 9000 });
    expect(startingValue(null)).toBeNull();
  });

  it("says whether the value a screen uses is the saved score (and which kind), something typed, or nothing", () => {
    const s = saved({});
    expect(scoreOrigin(s, { mode: "score", value: 560 })).toEqual({ kind: "estimate", score: s });
    expect(scoreOrigin(s, { mode: "score", value: 561 })).toEqual({ kind: "typed" });
    expect(scoreOrigin(s, { mode: "rank", value: 560 })).toEqual({ kind: "typed" });
    const converted = saved({ score: null, rank: 10_000, source: "converted" });
    expect(scoreOrigin(converted, { mode: "rank", value: 10_000 }).kind).toBe("converted");
    expect(scoreOrigin(null, { mode: "score", value: 525 })).toEqual({ kind: "typed" });
    expect(scoreOrigin(null, { mode: "score", value: null })).toEqual({ kind: "none" });
  });
});

describe("the school's own history as a conversion", () => {
  const pairs = (rows: [number, number][]) => rows.map(([total, rank]) => ({ total, rank }));

  it("reads one past student per line, totals may repeat, and refuses too few students or bad lines by number", () => {
    const lines = Array.from({ length: 30 }, (_, i) => `${600 - i},${1000 + 100 * i}`);
    const read = parseExamHistory(["总分,高考位次", ...lines, "571,3900"].join("\n"));
    expect(read.ok && read.pairs.length).toBe(31);
    expect(parseExamHistory(lines.slice(0, 29).join("\n"))).toMatchObject({ ok: false, line: 0, problem: expect.stringContaining("至少需要 30 名") });
    expect(parseExamHistory([...lines.slice(0, 5), "580,第一", ...lines.slice(5)].join("\n"))).toMatchObject({ ok: false, line: 6 });
    expect(parseExamHistory([...lines, "580,0"].join("\n"))).toMatchObject({ ok: false, line: 31, problem: expect.stringContaining("位次") });
  });

  it("fits a table where a higher total never converts to a worse rank, pooling the totals that disagree", () => {
    const table = historyRankTable(pairs([[600, 1000], [590, 3000], [580, 2000], [570, 8000], [570, 2000], [560, 9000]]));
    expect(table.map((r) => r.score)).toEqual([600, 590, 580, 570, 560]);
    for (let i = 1; i < table.length; i++) expect(table[i]!.rank).toBeGreaterThanOrEqual(table[i - 1]!.rank);
    // 590 (3000) and 580 (2000) disagree: both take their geometric mean
    expect(table[1]!.rank).toBe(Math.round(Math.sqrt(3000 * 2000)));
    expect(table[2]!.rank).toBe(table[1]!.rank);
    // two students at 570: the geometric mean of their ranks
    expect(table[3]!.rank).toBe(4000);
    // a total between rows takes the lower row's rank; below the history it cannot be converted
    expect(convertExamTotal(table, 575)).toMatchObject({ ok: true, rank: 4000 });
    expect(convertExamTotal(table, 550).ok).toBe(false);
  });
});
