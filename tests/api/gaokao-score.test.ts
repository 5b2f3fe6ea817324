// /api/common/score (the student's 高考 score with its provenance) and /api/admin/exam-table (the school's 联考 rank
// tables, the one way a school exam total becomes a province rank).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, DEMO, expect400, loggedIn, setup, type TestCtx } from "./helpers";
import { applicationYear, nextApplicationRound } from "../../src/domain/calendar";

let t: TestCtx;
let student: Client;
let parent: Client;
let admin: Client;
let otherAdmin: Client;

/** the demo exam: six subjects, 80 + 83 + … + 95 = 525 of 750 */
const EXAM = { name: `${DEMO.exam.name}（示范中学）`, date: DEMO.exam.date, total: 525 };
const OWN_YEAR = applicationYear(new Date(), { enrolment: DEMO.demoEnrolment }).year;
/** a 联考 table: 600 → rank 1,000, then 3,000 more candidates for every 25 points lower */
const TABLE = ["总分,位次", "600,1000", "575,4000", "550,7000", "525,10000", "500,13000", "475,16000"].join("\n");

beforeAll(async () => {
  t = await setup();
  [student, parent, admin, otherAdmin] = await Promise.all([
    loggedIn(t.app), loggedIn(t.app, "parent", "Parent@2026"), loggedIn(t.app, "admin", "Admin@2026"), loggedIn(t.app, "admin", "Admin@2026", "100001"),
  ]);
}, 600_000);
afterAll(async () => { await t?.close(); });

describe("the student's 高考 score", () => {
  it("starts empty: the school exam is listed as an exam, never as the 高考 score, for the student's own year", async () => {
    const r = await student.post("/api/common/score/detail", {});
    expect(r.json.code).toBe(200);
    expect(r.json.data).toMatchObject({ year: OWN_YEAR, officialAllowed: false, province: "44", totalScore: 750, saved: null, editable: true });
    expect(OWN_YEAR).toBe(nextApplicationRound(new Date()).year + 1);
    const exam = r.json.data.exams.find((e: any) => e.examName === EXAM.name);
    expect(exam).toMatchObject({ examDate: EXAM.date, total: EXAM.total, full: 750, tables: [] });
  });

  it("saves the student's own estimate with who and when, which the parent reads but cannot change", async () => {
    const r = await student.post("/api/common/score/save", { source: "estimate", score: 560, note: "按一模估计" });
    expect(r.json.code).toBe(200);
    expect(r.json.data.saved).toMatchObject({ year: OWN_YEAR, score: 560, rank: null, source: "estimate", conversion: null, note: "按一模估计", by: "李明" });
    expect(Date.now() - Date.parse(r.json.data.saved.at)).toBeLessThan(60_000);
    const read = await parent.post("/api/common/score/detail", {});
    expect(read.json.data).toMatchObject({ saved: { score: 560, source: "estimate" }, editable: false });
    const write = await parent.post("/api/common/score/save", { source: "estimate", score: 600 });
    expect(write.json.code).toBe(403);
    expect((await student.post("/api/common/score/detail", {})).json.data.saved.score).toBe(560);
  });

  it("refuses what cannot be a 高考 score, naming the field", async () => {
    expect400(await student.post("/api/common/score/save", { source: "estimate" }), "score");
    expect400(await student.post("/api/common/score/save", { source: "estimate", score: 751 }), "score");
    expect400(await student.post("/api/common/score/save", { source: "estimate", rank: 0 }), "rank");
    expect400(await student.post("/api/common/score/save", { source: "guess", score: 500 }), "source");
    expect400(await student.post("/api/common/score/save", { source: "estimate", score: 500, note: "<b>" }), "note");
    // no official result exists before the student's own exam
    expect400(await student.post("/api/common/score/save", { source: "official", score: 600 }), "source");
  });

  it("keeps a rank alone when that is what the student knows", async () => {
    const r = await student.post("/api/common/score/save", { source: "estimate", rank: 23_456 });
    expect(r.json.data.saved).toMatchObject({ score: null, rank: 23_456, source: "estimate" });
  });
});

describe("a school exam converted through the school's rank table", () => {
  let tableId = "";

  it("an administrator imports a 联考 table; a table whose ranks do not grow is refused with its line", async () => {
    const bad = await admin.post("/api/admin/exam-table/submit", { name: "坏表", examName: EXAM.name, province: "44", subjectType: "物理类", source: "某联考", table: "600,1000\n590,900\n580,3000\n570,4000\n560,5000" });
    expect400(bad, "第 2 行");
    expect400(await admin.post("/api/admin/exam-table/submit", { name: "x", examName: EXAM.name, province: "44", subjectType: "综合", source: "某联考", table: TABLE }), "subjectType");
    expect400(await admin.post("/api/admin/exam-table/submit", { name: "x", examName: EXAM.name, province: "44", subjectType: "物理类", source: "", table: TABLE }), "source");
    const ok = await admin.post("/api/admin/exam-table/submit", { name: "广州联考物理类位次", examName: EXAM.name, province: "44", subjectType: "物理类", source: "广州市教研院", table: TABLE });
    expect(ok.json.code).toBe(200);
    const list = (await admin.post("/api/admin/exam-table/list", {})).json.data;
    expect(list).toEqual([expect.objectContaining({ name: "广州联考物理类位次", examName: EXAM.name, rows: 6, top: { score: 600, rank: 1000 }, bottom: { score: 475, rank: 16000 }, by: "教务处管理员" })]);
    tableId = list[0].id;
    // another school neither sees nor removes it; a student cannot import one
    expect((await otherAdmin.post("/api/admin/exam-table/list", {})).json.data).toEqual([]);
    expect400(await otherAdmin.post("/api/admin/exam-table/remove", { id: tableId }), "id");
    expect((await student.post("/api/admin/exam-table/list", {})).json.code).toBe(403);
  });

  it("the student sees the table beside the exam it converts and converts the exam to a rank, with the exam and table named", async () => {
    const detail = (await student.post("/api/common/score/detail", {})).json.data;
    expect(detail.exams.find((e: any) => e.examName === EXAM.name).tables).toEqual([{ id: tableId, name: "广州联考物理类位次", source: "广州市教研院", subjectType: "物理类", kind: "rank-table", students: null }]);
    const r = await student.post("/api/common/score/convert", { tableId, examName: EXAM.name, examDate: EXAM.date });
    expect(r.json.code).toBe(200);
    expect(r.json.data.saved).toMatchObject({
      score: null, rank: 10_000, source: "converted",
      conversion: { examName: EXAM.name, examDate: EXAM.date, examTotal: 525, tableId, tableName: "广州联考物理类位次", tableKind: "rank-table" },
    });
    expect400(await student.post("/api/common/score/convert", { tableId, examName: "不存在的考试", examDate: EXAM.date }), "examName");
    expect400(await student.post("/api/common/score/convert", { tableId: "999999", examName: EXAM.name, examDate: EXAM.date }), "tableId");
    expect((await parent.post("/api/common/score/convert", { tableId, examName: EXAM.name, examDate: EXAM.date })).json.code).toBe(403);
  });

  it("removing the table keeps the converted rank's provenance; clearing the score leaves nothing filled in", async () => {
    expect((await admin.post("/api/admin/exam-table/remove", { id: tableId })).json.code).toBe(200);
    expect((await student.post("/api/common/score/detail", {})).json.data.saved.conversion.tableName).toBe("广州联考物理类位次");
    const cleared = await student.post("/api/common/score/remove", {});
    expect(cleared.json.data.saved).toBeNull();
  });

  it("the school's own history converts the exam too: past students' totals against their 高考 ranks, fitted so a higher total never ranks worse", async () => {
    // 40 past students: totals 560 down to 482 (two points apart), ranks growing with falling totals, one pair out of order
    const lines = Array.from({ length: 40 }, (_, i) => `${560 - 2 * i},${6000 + 400 * i}`);
    lines[30] = "500,17000"; // a student whose 高考 went better than 502's: pooled with it, so 500 never ranks better than 502
    const thin = await admin.post("/api/admin/exam-table/submit", { name: "本校往届", examName: EXAM.name, province: "44", subjectType: "物理类", source: "本校 2025 届", kind: "history", table: lines.slice(0, 10).join("\n") });
    expect400(thin, "table");
    expect(thin.json.msg).toContain("至少需要 30 名");
    const saved = await admin.post("/api/admin/exam-table/submit", { name: "本校往届", examName: EXAM.name, province: "44", subjectType: "物理类", source: "本校 2025 届", kind: "history", table: ["总分,高考位次", ...lines].join("\n") });
    expect(saved.json.code).toBe(200);
    const [listed] = (await admin.post("/api/admin/exam-table/list", {})).json.data;
    expect(listed).toMatchObject({ name: "本校往届", kind: "history", students: 40 });
    const detail = (await student.post("/api/common/score/detail", {})).json.data;
    const table = detail.exams.find((e: any) => e.examName === EXAM.name).tables[0];
    expect(table).toMatchObject({ name: "本校往届", kind: "history", students: 40 });
    // 525 lies between the past totals 526 and 524: it takes 524's fitted rank (never better than the history shows)
    const r = await student.post("/api/common/score/convert", { tableId: table.id, examName: EXAM.name, examDate: EXAM.date });
    expect(r.json.code).toBe(200);
    expect(r.json.data.saved).toMatchObject({ rank: 6000 + 400 * 18, source: "converted", conversion: { examTotal: 525, tableName: "本校往届", tableKind: "history" } });
    await admin.post("/api/admin/exam-table/remove", { id: table.id });
    await student.post("/api/common/score/remove", {});
  });

  it("staff accounts have no 高考 score of their own", async () => {
    expect((await admin.post("/api/common/score/detail", {})).json.code).toBe(403);
  });
});
