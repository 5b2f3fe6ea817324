// /api/common/assessment on the seeded demo data: the demo student (广东, 3+1+2) takes tests and retakes them; the
// parent reads the reports but cannot answer; a student of another school (浙江, 3+3 with 技术) never sees them;
// a wellbeing check with high scores raises a counsellor referral; the Holland task is marked done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";
import { latestResults, listReferrals } from "../../src/server/queries/assessment";

let t: TestCtx;
let student: Client;
let parent: Client;
let other: Client;
let teacher: Client;
const A = "/api/common/assessment";
/** the demo student's id (the parent's linked student) */
const demoStudentId = async () => Number((await t.database.rows<{ id: number }>(sql`select student_id as id from users where tenant_id = '000000' and account = 'student'`))[0]!.id);

beforeAll(async () => {
  t = await setup();
  student = await loggedIn(t.app);
  parent = await loggedIn(t.app, "parent", "Parent@2026");
  other = await loggedIn(t.app, "student", "Student@2026", "100001");
  teacher = await loggedIn(t.app, "teacher", "Teacher@2026");
}, 600_000);
afterAll(async () => { await t?.close(); });

type Item = { id: string; dimension: string; options: { value: number; label: string }[]; section?: string };
const paperOf = async (c: Client, code: string, lang = "zh") => (await c.post(`${A}/paper`, { code, lang })).json.data as { items: Item[]; sections: { id: string }[] } & Record<string, unknown>;
/** every item answered: `pick(item)` or its middle option */
const answersFor = (items: Item[], pick: (item: Item) => number = (i) => i.options[Math.floor(i.options.length / 2)]!.value) => items.map((i) => ({ id: i.id, value: pick(i) }));

describe("list and paper", () => {
  it("lists the eight assessments with their pages, item counts and no results yet", async () => {
    const r = await student.post(`${A}/list`, {});
    expect(r.json.code).toBe(200);
    const list = r.json.data as { code: string; itemCount: number; taken: number; latest: unknown; paperPath: string; reportPath: string }[];
    expect(list.map((i) => i.code)).toEqual(["zyxq", "rglx", "dyzn", "zyjzg", "xkys", "psychology", "major", "chooseSubjects"]);
    expect(list[0]).toMatchObject({ itemCount: 48, taken: 0, latest: null, paperPath: "/evaluationCollection/testPaper/zyxq", reportPath: "/evaluationReport/hollandReport" });
    expect(list.find((i) => i.code === "chooseSubjects")!.itemCount).toBe(6 * 3 + 11);
  });

  it("gives the items in Chinese or English with their options and dimension", async () => {
    const zh = await paperOf(student, "zyxq");
    const en = await paperOf(student, "zyxq", "en");
    expect(zh.items).toHaveLength(48);
    expect(zh.items[0]).toMatchObject({ id: "zyxq-01", dimension: "R", text: "我喜欢拆装、修理电器或自行车。", options: [{ value: 1, label: "完全不符合" }, { value: 2 }, { value: 3 }, { value: 4 }, { value: 5, label: "完全符合" }] });
    expect(en.items[0]).toMatchObject({ id: "zyxq-01", text: "I like taking apart and repairing appliances or bikes.", options: [{ value: 1, label: "Not at all like me" }, {}, {}, {}, {}] });
    expect(en).toMatchObject({ code: "zyxq", version: "zyxq-1", name: "Career interests" });
  });

  it("gives the wellbeing check in two sections on their own scales, with the non-diagnostic note", async () => {
    const p = await paperOf(student, "psychology");
    expect(p.sections.map((s) => s.id)).toEqual(["who5", "gad7"]);
    expect(p.note).toContain("不是诊断");
    expect(p.items[0]).toMatchObject({ section: "who5", options: [{ value: 5, label: "所有时间" }, {}, {}, {}, {}, { value: 0, label: "从未" }] });
    expect(p.items[5]).toMatchObject({ id: "gad7-01", section: "gad7", options: [{ value: 0 }, { value: 1 }, { value: 2 }, { value: 3 }] });
  });

  it("asks a 浙江 student about 技术 as well", async () => {
    expect((await paperOf(other, "chooseSubjects")).items.filter((i) => i.dimension === "technology")).toHaveLength(3);
    expect((await paperOf(student, "chooseSubjects")).items.some((i) => i.dimension === "technology")).toBe(false);
  });

  it("refuses an unknown code or language, naming the field", async () => {
    expect400(await student.post(`${A}/paper`, { code: "mbti" }), "code");
    expect400(await student.post(`${A}/paper`, { code: "zyxq", lang: "fr" }), "lang");
    expect400(await student.post(`${A}/paper`, {}), "code");
    expect((await new Client(t.app).post(`${A}/paper`, { code: "zyxq" })).json.code).toBe(401);
  });
});

describe("submit, report, history", () => {
  let first = "";
  it("scores the interest test: the code is the three strongest types, and the report points to majors and professions", async () => {
    const { items } = await paperOf(student, "zyxq");
    const like: Record<string, number> = { I: 5, R: 4, C: 3, A: 2, S: 1, E: 1 };
    const r = await student.post(`${A}/submit`, { code: "zyxq", answers: answersFor(items, (i) => (items.find((x) => x.id === i.id) && /^(zyxq-4[3-8])$/.test(i.id) ? 6 - like[i.dimension]! : like[i.dimension]!)) });
    expect(r.json.code).toBe(200);
    first = r.json.data.reportId;
    expect(first).toMatch(/^\d+$/);
    const result = r.json.data.result;
    expect(result.code).toBe("IRC");
    expect(result.scores.find((s: { dimension: string }) => s.dimension === "I")).toMatchObject({ raw: 40, min: 8, max: 40, percent: 100 });
    expect(result.majors[0]).toMatchObject({ hollandCode: expect.stringMatching(/^I/), href: expect.stringMatching(/^\/wel\/major\/middle\/\d{4}$/) });
    expect(result.professions.length).toBeGreaterThan(0);
    expect(result.professions[0].href).toMatch(/^\/wel\/job\/middle\//);
  });

  it("gives the stored report back, and to the parent", async () => {
    const mine = await student.post(`${A}/report`, { reportId: first });
    expect(mine.json.data).toMatchObject({ reportId: first, code: "zyxq", version: "zyxq-1", takenBy: "student", studentName: "李明", result: { code: "IRC" } });
    const theirs = await parent.post(`${A}/report`, { reportId: Number(first) });
    expect(theirs.json.data.result.code).toBe("IRC");
  });

  it("words the summary for its reader: the student reads 你, the parent 孩子, the counsellor the student's name", async () => {
    const studentId = await demoStudentId();
    const summaryFor = async (c: Client, extra: Record<string, unknown> = {}) => (await c.post(`${A}/report`, { reportId: first, ...extra })).json.data.result.summary as { zh: string; en: string };
    expect(await summaryFor(student)).toEqual({ zh: "你的职业兴趣代码是 IRC：研究型、实际型、常规型。", en: "Your interest code is IRC: Investigative, Realistic, Conventional." });
    expect(await summaryFor(parent)).toEqual({ zh: "孩子的职业兴趣代码是 IRC：研究型、实际型、常规型。", en: "Your child's interest code is IRC: Investigative, Realistic, Conventional." });
    const counsellor = await summaryFor(teacher, { studentId });
    expect(counsellor).toEqual({ zh: "李明的职业兴趣代码是 IRC：研究型、实际型、常规型。", en: "李明's interest code is IRC: Investigative, Realistic, Conventional." });
    // the lists the counsellor reads (the student's assessments, the history, the career archive) are worded alike
    const listed = (await teacher.post(`${A}/list`, { studentId })).json.data.find((i: { code: string }) => i.code === "zyxq");
    expect(listed.latest.summary).toEqual(counsellor);
    expect((await teacher.post(`${A}/history`, { code: "zyxq", studentId })).json.data[0].summary).toEqual(counsellor);
    const archived = (await teacher.post("/api/common/career/archive", { studentId })).json.data.assessments.find((a: { code: string }) => a.code === "zyxq");
    expect(archived.summary).toEqual(counsellor);
    // a stored result without the parts to word it from: the student keeps the stored sentence, nobody else reads "你"
    const [kept] = await t.database.rows<{ scores: unknown }>(sql`select result->'scores' as scores from assessment_reports where id = ${first}`);
    await t.database.rows(sql`update assessment_reports set result = jsonb_set(result, '{scores}', '[]'::jsonb) where id = ${first}`);
    expect((await summaryFor(student)).zh).toBe("你的职业兴趣代码是 IRC：研究型、实际型、常规型。");
    expect(await summaryFor(teacher, { studentId })).toEqual({ zh: "结果：IRC", en: "Result: IRC" });
    expect((await summaryFor(parent)).zh).not.toContain("你");
    await t.database.rows(sql`update assessment_reports set result = jsonb_set(result, '{scores}', ${typeof kept!.scores === "string" ? kept!.scores : JSON.stringify(kept!.scores)}::jsonb) where id = ${first}`);
  });

  it("refuses another school's student the report, without saying whether it exists", async () => {
    const r = await other.post(`${A}/report`, { reportId: first });
    expect(r.json).toMatchObject({ code: 404, success: false, data: null });
    expect((await other.post(`${A}/report`, { reportId: "999999999" })).json.msg).toBe(r.json.msg);
    expect((await other.post(`${A}/history`, { code: "zyxq" })).json.data).toEqual([]);
    expect400(await student.post(`${A}/report`, { reportId: "abc" }), "reportId");
  });

  it("keeps retakes as history, newest first, and lists the latest with the number of takes", async () => {
    const { items } = await paperOf(student, "zyxq");
    const again = await student.post(`${A}/submit`, { code: "zyxq", answers: answersFor(items, (i) => (i.dimension === "A" || i.dimension === "S" || i.dimension === "E" ? (/zyxq-4[3-8]/.test(i.id) ? 1 : 5) : 2)) });
    expect(again.json.data.result.code).toBe("ASE");
    const history = (await parent.post(`${A}/history`, { code: "zyxq" })).json.data;
    expect(history.map((h: { reportId: string }) => h.reportId)).toEqual([again.json.data.reportId, first]);
    expect(history[0]).toMatchObject({ resultCode: "ASE", takenBy: "student", summary: { zh: expect.stringContaining("ASE"), en: expect.stringContaining("ASE") } });
    const listed = (await student.post(`${A}/list`, {})).json.data.find((i: { code: string }) => i.code === "zyxq");
    expect(listed).toMatchObject({ taken: 2, latest: { reportId: again.json.data.reportId, resultCode: "ASE" } });
    const latest = await latestResults(t.database, { tenantId: "000000", studentId: await demoStudentId() });
    expect(latest.get("zyxq")).toMatchObject({ resultCode: "ASE", taken: 2 });
  });

  it("marks the Holland task on the home page done", async () => {
    const tasks = (await student.get("/api/common/studenttask/list?size=20")).json.data.records as { title: string; status: number; link: string }[];
    expect(tasks.find((task) => task.link === "/evaluationCollection/testPaper/zyxq")).toMatchObject({ status: 1 });
  });

  it("refuses incomplete, unknown, repeated and out-of-scale answers, naming the item", async () => {
    const { items } = await paperOf(student, "rglx");
    const all = answersFor(items);
    const missing = await student.post(`${A}/submit`, { code: "rglx", answers: all.filter((a) => a.id !== "rglx-07") });
    expect400(missing, "rglx-07");
    // the item comes as data, so the test paper turns to its page without reading the message
    expect(missing.json.data).toEqual({ field: "answers", problems: [{ field: "answers", path: "answers", msg: expect.stringContaining("没有回答"), item: "rglx-07" }] });
    expect400(await student.post(`${A}/submit`, { code: "rglx", answers: [] }), "第 1 题（rglx-01）");
    const offScale = await student.post(`${A}/submit`, { code: "rglx", answers: all.map((a, i) => (i === 3 ? { ...a, value: 9 } : a)) });
    expect400(offScale, "answers[3].value");
    expect(offScale.json.data.problems[0]).toMatchObject({ field: "answers", path: "answers[3].value", item: all[3]!.id });
    expect400(await student.post(`${A}/submit`, { code: "rglx", answers: [...all.slice(0, 2), { id: "zyxq-01", value: 3 }, ...all.slice(2)] }), "answers[2].id");
    expect400(await student.post(`${A}/submit`, { code: "rglx", answers: [...all, all[0]] }), `answers[${all.length}].id`);
    expect400(await student.post(`${A}/submit`, { code: "rglx", answers: all.map((a, i) => (i === 1 ? { ...a, value: "4" } : a)) }), "answers.1.value");
    expect400(await student.post(`${A}/submit`, { code: "rglx", answers: "all" }), "answers");
    expect400(await student.post(`${A}/submit`, { code: "rglx", answers: all.map((a, i) => (i === 0 ? { ...a, id: "<script>" } : a)) }), "answers.0.id");
    expect((await student.post(`${A}/history`, { code: "rglx" })).json.data).toEqual([]);
  });

  it("lets a parent read but not answer", async () => {
    const { items } = await paperOf(parent, "dyzn");
    const r = await parent.post(`${A}/submit`, { code: "dyzn", answers: answersFor(items) });
    expect(r.json).toMatchObject({ code: 403, success: false });
  });
});

describe("each assessment's own result", () => {
  it("rglx: four letters from the four pairs", async () => {
    const { items } = await paperOf(student, "rglx");
    const r = await student.post(`${A}/submit`, { code: "rglx", answers: answersFor(items, () => 3) });
    expect(r.json.data.result).toMatchObject({ code: "INFP", dichotomies: [{ axis: "EI", firstPercent: 50, clarity: "balanced" }, {}, {}, {}] });
  });

  it("xkys: adds the latest exam score of each subject the student has one for", async () => {
    const { items } = await paperOf(student, "xkys");
    const r = await student.post(`${A}/submit`, { code: "xkys", answers: answersFor(items) });
    const subjects = r.json.data.result.subjects as { subject: string; selfPercent: number; examPercent: number | null; combined: number }[];
    expect(subjects.find((s) => s.subject === "physics")).toMatchObject({ selfPercent: 50, examPercent: 89, combined: 70 });
    expect(subjects.find((s) => s.subject === "history")).toMatchObject({ examPercent: null, combined: 50 });
    expect(r.json.data.result.ranking[0]).toBe("biology");
  });

  it("chooseSubjects: every 3+1+2 combination for 广东, every 3+3 one with 技术 for 浙江", async () => {
    const mine = await student.post(`${A}/submit`, { code: "chooseSubjects", answers: answersFor((await paperOf(student, "chooseSubjects")).items) });
    expect(mine.json.data.result.combinations).toMatchObject({ model: "3+1+2", province: "44", assumed: false });
    expect(mine.json.data.result.combinations.options).toHaveLength(12);
    const theirs = await other.post(`${A}/submit`, { code: "chooseSubjects", answers: answersFor((await paperOf(other, "chooseSubjects")).items) });
    expect(theirs.json.data.result.combinations).toMatchObject({ model: "3+3", province: "33" });
    expect(theirs.json.data.result.combinations.options).toHaveLength(35);
  });

  it("psychology: high scores raise a counsellor referral the school can list; ordinary ones do not", async () => {
    const { items } = await paperOf(student, "psychology");
    const calm = await student.post(`${A}/submit`, { code: "psychology", answers: answersFor(items, (i) => (i.section === "who5" ? 4 : 0)) });
    expect(calm.json.data.result.wellbeing).toMatchObject({ who5: { raw: 20, percent: 80, band: "good" }, gad7: { raw: 0, band: "minimal" }, referral: { level: "none" } });
    const studentId = await demoStudentId();
    expect(await listReferrals(t.database, "000000", [studentId])).toEqual([]);
    const worried = await student.post(`${A}/submit`, { code: "psychology", answers: answersFor(items, (i) => (i.section === "who5" ? 1 : 2)) });
    expect(worried.json.data.result.wellbeing).toMatchObject({ who5: { raw: 5, band: "veryLow" }, gad7: { raw: 14, band: "moderate" }, referral: { level: "refer", reasons: ["who5-very-low", "gad7-moderate"] } });
    const referrals = await listReferrals(t.database, "000000", [studentId]);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({ reportId: worried.json.data.reportId, studentName: "李明", who5: 5, gad7: 14, status: "open", reasons: ["who5-very-low", "gad7-moderate"] });
    // another school's counsellor passing this student's id sees nothing
    expect(await listReferrals(t.database, "100001", [studentId])).toEqual([]);
  });

  it("dyzn, zyjzg and major: the three strongest dimensions", async () => {
    for (const code of ["dyzn", "zyjzg", "major"]) {
      const { items } = await paperOf(student, code);
      const r = await student.post(`${A}/submit`, { code, answers: answersFor(items, (i) => (i.dimension === items[items.length - 1]!.dimension ? 5 : 3)) });
      expect(r.json.code, code).toBe(200);
      expect(r.json.data.result.code.split("-"), code).toHaveLength(3);
      expect(r.json.data.result.majors.length, code).toBeGreaterThan(0);
    }
  });
});
