// Seed of tenants, grades, students, demo accounts, menus and the demo student's own area (tasks, exams, plans ...).
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import { hashPassword } from "../../auth/passwords";
import { menuSeed } from "./menus";
import { demoCalendar, type DemoCalendar } from "./calendar";
import { config } from "../../config";

export interface DemoAccount { tenantId: string; account: string; password: string; authority: string; note: string }

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { tenantId: "000000", account: "student", password: "Student@2026", authority: "student", note: "启航示范中学 学生（广东，3+1+2），建库时在读高二" },
  { tenantId: "000000", account: "parent", password: "Parent@2026", authority: "parent", note: "上述学生的家长" },
  { tenantId: "000000", account: "admin", password: "Admin@2026", authority: "admin", note: "启航示范中学 学校管理员" },
  { tenantId: "000000", account: "teacher", password: "Teacher@2026", authority: "teacher", note: "上述学生所在班（3班）的班主任" },
  { tenantId: "000000", account: "zhanghua", password: "Student@2026", authority: "student", note: "同年级另一个班（5班）的学生，不归上述班主任" },
  { tenantId: "100001", account: "student", password: "Student@2026", authority: "student", note: "第二租户（启航实验学校）的学生，建库时在读高三，用于隔离测试" },
  { tenantId: "100001", account: "admin", password: "Admin@2026", authority: "admin", note: "第二租户的学校管理员，用于隔离测试" },
  // admission data is shared by every school: only the platform's operator imports it (their tenant: config.dataTenant)
  { tenantId: config.dataTenant, account: "operator", password: "Operator@2026", authority: "operator", note: "平台运营方：导入各校共用的招生数据（一分一段表、批次线、招生计划等）" },
];

/** The menu tree; entries added in a later version are added to an existing database too (ids never change). */
export async function seedMenus(db: Db): Promise<void> {
  await db.insert(s.menus).values(menuSeed.map((m) => ({ ...m, alias: m.alias ?? m.code, topMenu: m.topMenu ?? false }))).onConflictDoNothing();
}

export async function seedCore(db: Db): Promise<void> {
  await db.insert(s.tenants).values([
    { tenantId: "000000", tenantName: "启航示范中学", tenantLogo: "/images/tenants/000000.svg", domain: "", contact: "教务处", provinceCode: "44" },
    { tenantId: "100001", tenantName: "启航实验学校", tenantLogo: "/images/tenants/100001.svg", domain: "", contact: "教务处", provinceCode: "44" },
  ]).onConflictDoNothing();

  await seedMenus(db);

  const existing = await db.select({ id: s.users.id }).from(s.users).limit(1);
  if (existing.length > 0) return;

  const calendar = demoCalendar(new Date());
  const { demoEnrolment, secondEnrolment } = calendar;
  const [g1] = await db.insert(s.grades).values({ tenantId: "000000", gradeName: `${demoEnrolment}级`, startSchool: demoEnrolment, appearType: 0 }).returning();
  // the second school names its grades by graduating class (…届)
  const [g2] = await db.insert(s.grades).values({ tenantId: "100001", gradeName: `${secondEnrolment + 3}届`, startSchool: secondEnrolment, appearType: 1 }).returning();
  const [stu1] = await db.insert(s.students).values({
    tenantId: "000000", gradeId: g1!.id, studentName: "李明", sex: 1, regionCode: "440106", modeName: "3+1+2",
    startSchool: `${demoEnrolment}-09-01`, appearType: 0, classesNumber: "3", subjects: "物理,化学,生物", phone: "13800000001",
  }).returning();
  const [stu2] = await db.insert(s.students).values({
    tenantId: "100001", gradeId: g2!.id, studentName: "王芳", sex: 2, regionCode: "330106", modeName: "3+3",
    startSchool: `${secondEnrolment}-09-01`, appearType: 1, classesNumber: "1", subjects: "物理,化学,技术", phone: "13800000002",
  }).returning();

  const [studentPw, parentPw] = await Promise.all([hashPassword("Student@2026"), hashPassword("Parent@2026")]);
  await db.insert(s.users).values([
    { tenantId: "000000", account: "student", userName: "李明", passwordHash: studentPw, authority: "student", studentId: stu1!.id },
    { tenantId: "000000", account: "parent", userName: "李明家长", passwordHash: parentPw, authority: "parent", studentId: stu1!.id },
    { tenantId: "100001", account: "student", userName: "王芳", passwordHash: studentPw, authority: "student", studentId: stu2!.id },
  ]);

  for (const [tenantId, stu, grade] of [["000000", stu1!, g1!], ["100001", stu2!, g2!]] as const) {
    const tag = tenantId === "000000" ? "示范中学" : "实验学校";
    const [xk] = await db.insert(s.xkInfos).values({
      tenantId, gradeId: grade.id, title: `${grade.gradeName}选科（${tag}）`,
      combos: ["物理+化学+生物", "物理+化学+地理", "历史+政治+地理", "历史+地理+生物"],
      // subjects are chosen in the spring of grade 10; the choice can be changed until graduation
      startTime: new Date(`${grade.startSchool + 1}-03-01T00:00:00+08:00`), endTime: new Date(`${grade.startSchool + 3}-07-01T00:00:00+08:00`),
    }).returning();
    await db.insert(s.xkStudentCaches).values({ tenantId, studentId: stu.id, xkInfoId: xk!.id, firstSubject: "物理", secondSubjects: "化学,生物" });
    await db.insert(s.studentTasks).values([
      { tenantId, studentId: stu.id, title: `完成霍兰德职业兴趣测评（${tag}）`, taskType: "测评", dueDate: calendar.taskDue.open, link: "/evaluationCollection/testPaper/zyxq" },
      { tenantId, studentId: stu.id, title: `填写生涯档案（${tag}）`, taskType: "档案", dueDate: calendar.taskDue.done, status: 1, link: "/career/archive" },
    ]);
    await db.insert(s.examDetails).values(["语文", "数学", "英语", "物理", "化学", "生物"].map((subject, i) => ({
      tenantId, studentId: stu.id, examName: `${calendar.exam.name}（${tag}）`, examDate: calendar.exam.date, subject,
      score: 80 + i * 3, fullScore: i < 3 ? 150 : 100, classRank: 5 + i, gradeRank: 40 + i * 7,
    })));
    const notice = gradeNotice(calendar.academicYear - grade.startSchool + 1);
    await db.insert(s.schoolConsults).values([
      { tenantId, title: `${tag}：强基计划政策解读讲座通知`, content: "本周五下午在报告厅举行强基计划政策解读讲座。", category: "通知" },
      { tenantId, ...notice, title: `${tag}：${notice.title}` },
    ]);
    await db.insert(s.files).values([{ tenantId, name: `${tag}生涯规划手册.pdf`, url: `/files/${tenantId}/career-handbook.pdf`, category: "手册", size: 1048576 }]);
    await seedCareerPlan(db, tenantId, stu.id, stu.subjects.split(","), tag, grade.startSchool, calendar);
    const week = ["语文", "数学", "英语", "物理", "化学", "生物", "体育", "历史"];
    const rows = [];
    for (let d = 1; d <= 5; d++) for (let p = 1; p <= 6; p++) rows.push({ tenantId, studentId: stu.id, weekday: d, period: p, subject: week[(d * 3 + p) % week.length]!, room: `${tag}-${200 + p}` });
    await db.insert(s.timetableEntries).values(rows);
  }
  await seedSchoolAdmin(db);
}

/** The school's notice for a grade: 选科 in grade 10, the 学业水平 exams in grade 11, the application form in grade 12. */
function gradeNotice(grade: number): { title: string; content: string; category: string } {
  if (grade <= 1) return { title: "高一选科指导会通知", content: "下周二班会课讲解选科规则和各组合对应的专业，家长可一同参加。", category: "选科" };
  if (grade === 2) return { title: "高二学业水平合格性考试报名通知", content: "本学期末举行学业水平合格性考试，请在本周内到班主任处确认报考科目。", category: "考试" };
  return { title: "高三志愿填报指导家长会通知", content: "本月举行高三志愿填报指导家长会，讲解本省投档规则和填报步骤，请家长准时参加。", category: "志愿" };
}

/**
 * Seed version 4: classes as rows of their own (from the class names students already carry), the school
 * administrators and the counsellor of the demo student's class, and a student of another class of the same grade;
 * version 7: the platform operator.
 * Idempotent, so a database seeded before version 4 is upgraded by running it once.
 */
export async function seedSchoolAdmin(db: Db): Promise<void> {
  await db.execute(sql`insert into classes (tenant_id, grade_id, name)
    select distinct tenant_id, grade_id, classes_number from students where grade_id is not null and classes_number <> ''
    on conflict do nothing`);
  await db.execute(sql`update students s set class_id = c.id from classes c
    where c.tenant_id = s.tenant_id and c.grade_id = s.grade_id and c.name = s.classes_number and s.class_id is null`);

  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  };
  const accountExists = async (tenantId: string, account: string) =>
    (await db.select({ id: s.users.id }).from(s.users).where(sql`${s.users.tenantId} = ${tenantId} and ${s.users.account} = ${account}`)).length > 0;
  const [demoGrade] = await db.select().from(s.grades).where(sql`${s.grades.tenantId} = '000000'`).orderBy(s.grades.id).limit(1);

  for (const a of DEMO_ACCOUNTS.filter((x) => x.authority === "admin" || x.authority === "teacher" || x.authority === "operator")) {
    if (await accountExists(a.tenantId, a.account)) continue;
    const userName = a.authority === "admin" ? "教务处管理员" : a.authority === "operator" ? "平台运营" : "陈老师";
    const [row] = await db.insert(s.users).values({ tenantId: a.tenantId, account: a.account, userName, passwordHash: await hashOf(a.password), authority: a.authority }).returning();
    if (a.authority === "teacher" && demoGrade) {
      // the counsellor of the demo student's class
      const [demo] = await db.select().from(s.students).where(sql`${s.students.tenantId} = '000000' and ${s.students.classId} is not null`).orderBy(s.students.id).limit(1);
      if (demo?.classId) await db.insert(s.classCounsellors).values({ tenantId: "000000", classId: demo.classId, userId: row!.id }).onConflictDoNothing();
    }
  }

  if (demoGrade && !(await accountExists("000000", "zhanghua"))) {
    const [klass] = await db.insert(s.classes).values({ tenantId: "000000", gradeId: demoGrade.id, name: "5" }).onConflictDoNothing().returning();
    const classId = klass?.id ?? (await db.select().from(s.classes).where(sql`${s.classes.tenantId} = '000000' and ${s.classes.gradeId} = ${demoGrade.id} and ${s.classes.name} = '5'`))[0]!.id;
    const [stu] = await db.insert(s.students).values({
      tenantId: "000000", gradeId: demoGrade.id, classId, classesNumber: "5", studentName: "张华", sex: 2, regionCode: "440104", modeName: "3+1+2",
      startSchool: `${demoGrade.startSchool}-09-01`, appearType: 0, subjects: "历史,政治,地理",
    }).returning();
    await db.insert(s.users).values({ tenantId: "000000", account: "zhanghua", userName: "张华", passwordHash: await hashOf("Student@2026"), authority: "student", studentId: stu!.id });
  }

  // The demo students' seeded tasks become their class's school tasks, set by the school's administrator, so the
  // administrator sees and edits them under 学校任务 (each student keeps their own status and the task's page link).
  await db.execute(sql`
    with adopted as (
      insert into school_tasks (tenant_id, title, content, task_type, due_date, class_id, created_by)
      select distinct on (t.tenant_id, t.title) t.tenant_id, t.title, t.content, t.task_type, t.due_date, st.class_id, a.id
      from student_tasks t join students st on st.id = t.student_id
        join lateral (select u.id from users u where u.tenant_id = t.tenant_id and u.authority = 'admin' and u.deleted_at is null order by u.id limit 1) a on true
      where t.school_task_id is null and st.class_id is not null and t.title ~ '（(示范中学|实验学校)）$'
      order by t.tenant_id, t.title, t.id
      returning id, tenant_id, title)
    update student_tasks t set school_task_id = adopted.id from adopted
    where t.tenant_id = adopted.tenant_id and t.title = adopted.title and t.school_task_id is null`);
}

/**
 * The demo student's plan as a student would have started it: targets (a college and major there, a profession), steps
 * for the routes they prepare for, a term's learning goals, and an archive with an award and an activity.
 */
async function seedCareerPlan(db: Db, tenantId: string, studentId: number, subjects: string[], tag: string, enrolment: number, calendar: DemoCalendar): Promise<void> {
  const [user] = await db.select({ id: s.users.id }).from(s.users).where(sql`${s.users.studentId} = ${studentId} and ${s.users.authority} = 'student'`);
  await db.insert(s.goalInfos).values([
    { tenantId, studentId, targetCollegeCode: "10558", targetMajorCode: "080901", content: `目标：计算机类专业（${tag}）`, sort: 1 },
    { tenantId, studentId, targetProfession: "2-02-10-01", content: "喜欢编程，想做软件开发。", sort: 2 },
  ]);
  await db.insert(s.admissionPlans).values([
    // brochures come out in May; the 高考 is in June of the third year after enrolment
    { tenantId, studentId, title: `高考前确认目标院校当年的招生章程（${tag}）`, route: "plain-score", content: "冲一流大学计算机类，保省内重点。", dueDate: `${enrolment + 3}-05-31`, sort: 1 },
    { tenantId, studentId, title: "了解强基计划试点高校的数学、物理专业", route: "strong-foundation", content: "", status: 1, dueDate: `${enrolment + 2}-03-31`, sort: 2 },
  ]);
  await db.insert(s.academicPlans).values([
    { tenantId, studentId, title: `数学提升到年级前50（${tag}）`, term: calendar.term.code, subject: "数学", content: "每周两套限时练习，错题当周订正。", status: 1, dueDate: calendar.term.ends, sort: 1 },
    { tenantId, studentId, title: "物理电磁学专题复习", term: calendar.term.code, subject: "物理", content: "", dueDate: calendar.term.ends, sort: 2 },
  ]);
  await db.insert(s.careerArchives).values({
    tenantId, studentId, intro: "喜欢动手做东西，对计算机和数学感兴趣。", interests: "编程、篮球", strengths: "逻辑思维、做事有计划", growth: "英语口语",
    vision: "成为能做出有用软件的工程师。", subjectChoice: subjects, pathRoutes: ["plain-score", "strong-foundation"], updatedBy: user!.id,
  });
  await db.insert(s.careerRecords).values([
    { tenantId, studentId, kind: "award", title: "全国中学生数学奥林匹克竞赛（预赛）省级三等奖", date: `${calendar.academicYear}-05`, level: "province" },
    { tenantId, studentId, kind: "activity", title: "学校机器人社团", date: `${enrolment}-10`, role: "社员", detail: "参与社团的智能小车项目，负责程序调试。" },
  ]);
}
