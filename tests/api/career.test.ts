// /api/common/career on the seeded demo data: the student (广东, 3+1+2, 物理+化学+生物) keeps an archive and a plan, the
// parent reads both and writes nothing, another school's student never sees or touches them; bad input is a 400 naming
// the field; the target report sets targets against the latest sample figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, DEMO, expect400, loggedIn, setup, type TestCtx } from "./helpers";
import { careerArchiveOf } from "../../src/server/queries/career";

let t: TestCtx;
let student: Client;
let parent: Client;
let other: Client;
const C = "/api/common/career";

beforeAll(async () => {
  t = await setup();
  student = await loggedIn(t.app);
  parent = await loggedIn(t.app, "parent", "Parent@2026");
  other = await loggedIn(t.app, "student", "Student@2026", "100001");
}, 600_000);
afterAll(async () => { await t?.close(); });

describe("archive", () => {
  it("gives the student their school record, profile, awards and activities and exams, editable", async () => {
    const r = await student.post(`${C}/archive`, {});
    expect(r.json.code).toBe(200);
    const a = r.json.data;
    expect(a.student).toMatchObject({ name: "李明", schoolName: "启航示范中学", province: "44", modeName: "3+1+2", subjects: ["物理", "化学", "生物"] });
    expect(a.profile).toMatchObject({ interests: "编程、篮球", subjectChoice: ["物理", "化学", "生物"], version: 1, updatedBy: { role: "student", name: "李明" } });
    expect(a.records.map((x: { kind: string }) => x.kind)).toEqual(["award", "activity"]);
    expect(a.exams[0]).toMatchObject({ examDate: DEMO.exam.date, total: 80 + 83 + 86 + 89 + 92 + 95, fullTotal: 750 });
    expect(a.exams[0].subjects).toHaveLength(6);
    expect(a.editable).toBe(true);
  });

  it("saves the profile on its version and refuses a save made on an older one, offering the newer", async () => {
    const text = { intro: "我喜欢做机器人。\n也喜欢数学。", interests: "机器人", strengths: "坚持", growth: "表达", vision: "做智能硬件" };
    const saved = await student.post(`${C}/profile/save`, { version: 1, ...text });
    expect(saved.json).toMatchObject({ code: 200, data: { version: 2 } });
    const stale = await student.post(`${C}/profile/save`, { version: 1, ...text, intro: "另一个标签页" });
    expect(stale.status).toBe(200);
    expect(stale.json).toMatchObject({ code: 409, success: false, data: { version: 2, intro: text.intro } });
    expect((await student.post(`${C}/archive`, {})).json.data.profile).toMatchObject({ ...text, version: 2 });
  });

  it("adds, changes and deletes an award; an award needs its level, an activity has none", async () => {
    const added = await student.post(`${C}/record/save`, { kind: "award", title: "市级科技创新大赛二等奖", date: "2026-05", level: "city" });
    expect(added.json.data).toMatchObject({ kind: "award", title: "市级科技创新大赛二等奖", date: "2026-05", level: "city" });
    const id = added.json.data.id;
    const changed = await student.post(`${C}/record/save`, { id, kind: "award", title: "市级科技创新大赛一等奖", date: "2026-05-20", level: "city", detail: "团队项目" });
    expect(changed.json.data).toMatchObject({ id, title: "市级科技创新大赛一等奖", date: "2026-05-20", detail: "团队项目" });
    expect400(await student.post(`${C}/record/save`, { kind: "award", title: "没有级别", date: "2026-05" }), "level");
    expect400(await student.post(`${C}/record/save`, { kind: "activity", title: "社团", date: "2026-05", level: "city" }), "level");
    expect((await student.post(`${C}/record/remove`, { id })).json.code).toBe(200);
    expect400(await student.post(`${C}/record/remove`, { id }), "id");
  });

  it("answers malformed input with a 400 naming the field", async () => {
    expect400(await student.post(`${C}/profile/save`, { intro: "x" }), "version");
    expect400(await student.post(`${C}/profile/save`, { version: 2, intro: "x".repeat(501) }), "intro");
    expect400(await student.post(`${C}/profile/save`, { version: 2, vision: "<script>" }), "vision");
    expect400(await student.post(`${C}/profile/save`, { version: 2, growth: "a\u202eb" }), "growth");
    expect400(await student.post(`${C}/record/save`, { kind: "prize", title: "x", date: "2026-05" }), "kind");
    expect400(await student.post(`${C}/record/save`, { kind: "activity", title: "x", date: "2026-13" }), "date");
    expect400(await student.post(`${C}/record/save`, { kind: "activity", title: "x", date: "2026-02-30" }), "date");
    expect400(await student.post(`${C}/record/save`, { kind: "activity", title: "", date: "2026-02" }), "title");
    expect400(await student.post(`${C}/record/remove`, { id: "abc" }), "id");
    expect400(await student.post(`${C}/record/remove`, "not json"));
  });

  it("lets the parent read and write nothing", async () => {
    const r = await parent.post(`${C}/archive`, {});
    expect(r.json.data).toMatchObject({ student: { name: "李明" }, editable: false });
    const refused = await parent.post(`${C}/profile/save`, { version: 2, intro: "家长改的" });
    expect(refused.json).toMatchObject({ code: 403, success: false });
    expect((await parent.post(`${C}/record/save`, { kind: "activity", title: "x", date: "2026-05" })).json.code).toBe(403);
    expect((await parent.post(`${C}/target/save`, { collegeCode: "10001" })).json.code).toBe(403);
  });

  it("lists the latest result of each career assessment taken, for the student and the parent, but not the wellbeing check", async () => {
    expect((await student.post(`${C}/archive`, {})).json.data.assessments).toEqual([]);
    const answer = async (code: string) => {
      const items = (await student.post("/api/common/assessment/paper", { code })).json.data.items as { id: string; options: { value: number }[] }[];
      return (await student.post("/api/common/assessment/submit", { code, answers: items.map((i) => ({ id: i.id, value: i.options[0]!.value })) })).json.data as { reportId: string };
    };
    await answer("zyxq");
    const latest = await answer("zyxq");
    await answer("psychology");
    const listed = (await student.post(`${C}/archive`, {})).json.data.assessments as { code: string; reportId: string; taken: number; summary: { zh: string; en: string } }[];
    expect(listed.map((r) => r.code)).toEqual(["zyxq"]);
    expect(listed[0]).toMatchObject({ reportId: latest.reportId, taken: 2 });
    expect(listed[0]!.summary.zh).not.toBe("");
    expect(listed[0]!.summary.en).not.toBe("");
    expect((await parent.post(`${C}/archive`, {})).json.data.assessments.map((r: { reportId: string }) => r.reportId)).toEqual([latest.reportId]);
    expect((await other.post(`${C}/archive`, {})).json.data.assessments).toEqual([]);
  });

  it("keeps another school's student to their own archive", async () => {
    const mine = (await student.post(`${C}/archive`, {})).json.data.records[0].id;
    const theirs = await other.post(`${C}/archive`, {});
    expect(theirs.json.data.student).toMatchObject({ name: "王芳", schoolName: "启航实验学校" });
    expect(theirs.json.data.records.map((r: { id: string }) => r.id)).not.toContain(mine);
    expect400(await other.post(`${C}/record/save`, { id: mine, kind: "activity", title: "改别人的", date: "2026-05" }), "id");
    expect400(await other.post(`${C}/record/remove`, { id: mine }), "id");
    expect((await student.post(`${C}/archive`, {})).json.data.records.map((r: { id: string }) => r.id)).toContain(mine);
  });

  it("gives the counsellor side one named query for a student of its school, and nothing across schools", async () => {
    const [row] = await t.database.rows<{ id: number }>(sql`select id from students where tenant_id = '000000' limit 1`);
    const archive = await careerArchiveOf(t.database, { tenantId: "000000", studentId: Number(row!.id), role: "teacher" });
    expect(archive).toMatchObject({ student: { name: "李明" }, profile: { version: 2 } });
    expect(archive!.targets.length).toBeGreaterThan(0);
    expect(await careerArchiveOf(t.database, { tenantId: "100001", studentId: Number(row!.id), role: "teacher" })).toBeNull();
  });
});

describe("plan", () => {
  it("gives the plan with resolved targets, route steps and learning items", async () => {
    const r = await student.post(`${C}/plan`, {});
    const p = r.json.data;
    expect(p).toMatchObject({ province: "44", model: "3+1+2", pathRoutes: ["plain-score", "strong-foundation"], editable: true });
    expect(p.targets[0]).toMatchObject({ college: { code: "10558", name: "中山大学" }, major: { code: "080901", name: "计算机科学与技术", level: "ben" } });
    expect(p.targets[1]).toMatchObject({ college: null, profession: { code: "2-02-10-01", name: "软件工程师" } });
    expect(p.steps.map((s: { route: string }) => s.route)).toEqual(["plain-score", "strong-foundation"]);
    expect(p.learning[0]).toMatchObject({ term: DEMO.term.code, subject: "数学", status: 1 });
    expect((await parent.post(`${C}/plan`, {})).json.data).toMatchObject({ editable: false, targets: p.targets });
  });

  it("sets the 选科 choice to a combination of the province's model, and refuses others naming subjects", async () => {
    expect((await student.post(`${C}/plan/subjects`, { subjects: ["生物", "物理", "化学"] })).json.data).toEqual({ subjects: ["物理", "化学", "生物"] });
    expect400(await student.post(`${C}/plan/subjects`, { subjects: ["物理", "历史", "化学"] }), "subjects");
    expect400(await student.post(`${C}/plan/subjects`, { subjects: ["化学", "生物", "地理"] }), "subjects");
    expect400(await student.post(`${C}/plan/subjects`, { subjects: "物理" }), "subjects");
    expect((await student.post(`${C}/plan/subjects`, { subjects: [] })).json.data).toEqual({ subjects: [] });
    expect((await student.post(`${C}/plan`, {})).json.data.subjectChoice).toEqual([]);
    // Zhejiang's 3+3 allows 技术
    expect((await other.post(`${C}/plan/subjects`, { subjects: ["物理", "化学", "技术"] })).json.data).toEqual({ subjects: ["物理", "化学", "技术"] });
    expect((await parent.post(`${C}/plan/subjects`, { subjects: [] })).json.code).toBe(403);
  });

  it("keeps the routes planned for, once each, and refuses names that are not route slugs", async () => {
    expect((await student.post(`${C}/plan/routes`, { routes: ["strong-foundation", "comprehensive-evaluation", "strong-foundation"] })).json.data).toEqual({ routes: ["strong-foundation", "comprehensive-evaluation"] });
    expect400(await student.post(`${C}/plan/routes`, { routes: ["Strong Foundation"] }), "route");
    expect400(await student.post(`${C}/plan/routes`, { routes: Array.from({ length: 9 }, (_, i) => `route-${i}`) }), "routes");
  });

  it("adds, changes, orders and deletes targets; unknown codes are refused by field", async () => {
    const a = await student.post(`${C}/target/save`, { collegeCode: "10001", note: "梦想" });
    expect(a.json.data).toMatchObject({ college: { code: "10001", name: "北京大学" }, major: null, note: "梦想" });
    const b = await student.post(`${C}/target/save`, { majorCode: "070101" });
    expect(b.json.data.major).toMatchObject({ code: "070101", name: "数学与应用数学" });
    const changed = await student.post(`${C}/target/save`, { id: b.json.data.id, majorCode: "070102", note: "改成信计" });
    expect(changed.json.data).toMatchObject({ id: b.json.data.id, major: { code: "070102" }, note: "改成信计" });
    expect400(await student.post(`${C}/target/save`, { collegeCode: "99999" }), "collegeCode");
    expect400(await student.post(`${C}/target/save`, { majorCode: "999999" }), "majorCode");
    expect400(await student.post(`${C}/target/save`, { professionCode: "9-99-99-99" }), "professionCode");
    expect400(await student.post(`${C}/target/save`, { note: "什么都没有" }), "collegeCode");
    expect400(await student.post(`${C}/target/save`, { collegeCode: "1000" }), "collegeCode");

    const ids = (await student.post(`${C}/plan`, {})).json.data.targets.map((x: { id: string }) => x.id);
    const reversed = [...ids].reverse();
    const ordered = await student.post(`${C}/target/order`, { ids: reversed });
    expect(ordered.json.data.map((x: { id: string }) => x.id)).toEqual(reversed);
    expect((await student.post(`${C}/plan`, {})).json.data.targets.map((x: { id: string }) => x.id)).toEqual(reversed);
    expect400(await student.post(`${C}/target/order`, { ids: reversed.slice(1) }), "ids");
    expect400(await other.post(`${C}/target/order`, { ids: reversed }), "ids");
    expect400(await other.post(`${C}/target/remove`, { id: a.json.data.id }), "id");
    expect((await student.post(`${C}/target/remove`, { id: a.json.data.id })).json.code).toBe(200);
  });

  it("adds and changes learning items and route steps with their status; bad terms and dates are refused by field", async () => {
    const item = await student.post(`${C}/learning/save`, { term: "2026-2027-2", subject: "英语", title: "每天背 30 个单词", dueDate: "2027-06-30" });
    expect(item.json.data).toMatchObject({ term: "2026-2027-2", subject: "英语", status: 0, dueDate: "2027-06-30" });
    const done = await student.post(`${C}/learning/save`, { id: item.json.data.id, term: "2026-2027-2", subject: "英语", title: "每天背 30 个单词", status: 2 });
    expect(done.json.data).toMatchObject({ status: 2, dueDate: "" });
    expect400(await student.post(`${C}/learning/save`, { term: "2026-2028-1", title: "x" }), "term");
    expect400(await student.post(`${C}/learning/save`, { term: "2026-2027-3", title: "x" }), "term");
    expect400(await student.post(`${C}/learning/save`, { term: "2026-2027-1", title: "x", status: 3 }), "status");
    expect400(await student.post(`${C}/learning/save`, { term: "2026-2027-1", title: "x", dueDate: "2027-01" }), "dueDate");
    expect400(await other.post(`${C}/learning/remove`, { id: item.json.data.id }), "id");
    expect((await student.post(`${C}/learning/remove`, { id: item.json.data.id })).json.code).toBe(200);

    const step = await student.post(`${C}/step/save`, { route: "comprehensive-evaluation", title: "整理综合素质评价材料", dueDate: "2027-04-01" });
    expect(step.json.data).toMatchObject({ route: "comprehensive-evaluation", status: 0 });
    expect400(await student.post(`${C}/step/save`, { route: "综合评价", title: "x" }), "route");
    expect400(await other.post(`${C}/step/save`, { id: step.json.data.id, route: "plain-score", title: "x" }), "id");
    expect((await student.post(`${C}/step/remove`, { id: step.json.data.id })).json.code).toBe(200);
  });
});

describe("target report", () => {
  it("sets each target against the latest sample figures of the student's province and subject type, with the gap from a score", async () => {
    await student.post(`${C}/target/save`, { collegeCode: "10558" });
    const r = await student.post(`${C}/target/report`, { score: 600 });
    expect(r.json).toMatchObject({ code: 200, sample: true });
    const d = r.json.data;
    expect(d.basis).toMatchObject({ province: "44", subjectType: "物理类", year: 2025, score: 600, rankFrom: "score", tableYear: 2025 });
    expect(d.basis.rank).toBeGreaterThan(0);
    const college = d.targets.find((x: { target: { college: { code: string } | null; major: unknown } }) => x.target.college?.code === "10558" && !x.target.major);
    expect(college.figure).toMatchObject({ year: 2025, batch: "本科批", sample: true, source: { sample: true } });
    expect(college.gap.score).toBe(600 - college.figure.minScore);
    expect(college.gap.rank).toBe(college.figure.minRank - d.basis.rank);
    expect(["ahead", "near", "behind"]).toContain(college.standing);
    const pair = d.targets.find((x: { target: { college: { code: string } | null; major: { code: string } | null } }) => x.target.college?.code === "10558" && x.target.major?.code === "080901");
    expect(pair.figure === null || pair.figure.year === 2025).toBe(true);
    const major = d.targets.find((x: { target: { college: unknown; major: { code: string } | null } }) => !x.target.college && x.target.major);
    expect(major.majorColleges.total).toBeGreaterThanOrEqual(major.majorColleges.reached);
    const profession = d.targets.find((x: { target: { profession: { code: string } | null } }) => x.target.profession?.code === "2-02-10-01");
    expect(profession.professionMajors.map((m: { code: string }) => m.code)).toContain("080901");
  });

  it("gives the figures alone without a score, and refuses a score outside the province's range", async () => {
    const r = await parent.post(`${C}/target/report`, {});
    expect(r.json.data.basis).toMatchObject({ rank: null, score: null });
    expect(r.json.data.targets.every((x: { gap: unknown }) => x.gap === null)).toBe(true);
    expect400(await student.post(`${C}/target/report`, { score: 900 }), "score");
    expect400(await student.post(`${C}/target/report`, { rank: 0 }), "rank");
  });
});
