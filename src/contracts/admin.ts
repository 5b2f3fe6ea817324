// School administration: SpringBlade's user management under /api/blade-user (page, detail, submit, update, remove,
// reset-password), and the school's own calls under /api/admin/* (registrations, grades and classes, notices, tasks,
// the school's name and logo, imports, volunteer-rule corrections, the audit log, the dashboard) and /api/counsellor/*.
// The server validates with these schemas; the browser takes their types only.
import { z } from "zod";
import { provinceInput, yearInput } from "./common";
import { ACCOUNT_PATTERN, bigintId, int4, nameText, wholeNumber } from "./fields";
import { noticeCategoryValues, taskTypeValues } from "../domain/school-lists";

export const ROLE_VALUES = ["student", "parent", "teacher", "admin"] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

export const idInput = z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: "应为数字编号" })], { error: "应为数字编号" })
  .transform((v) => Number(v));
/** several ids: an array, or SpringBlade's comma-separated string ("1,2,3") */
export const idsInput = z.union([
  z.array(idInput).min(1, { error: "至少选择一项" }).max(500, { error: "一次最多 500 项" }),
  z.string().trim().regex(/^\d{1,18}(,\d{1,18}){0,499}$/, { error: "应为以逗号分隔的编号" }).transform((v) => v.split(",").map(Number)),
], { error: "应为编号列表" });
const plainText = (max: number, field: string) => nameText(max, field).refine((v) => !/[<>]/.test(v), { error: `${field} 不能含有 < 或 >` });
const optionalText = (max: number, field: string) =>
  z.string().trim().max(max, { error: `${field} 长度不能超过${max}个字符` }).refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v), { error: `${field} 含有控制字符` });
export const accountInput = z.string({ error: "account 必填" }).trim().min(2, { error: "account 至少2个字符" }).max(50, { error: "account 长度不能超过50个字符" })
  .regex(ACCOUNT_PATTERN, { error: "account 只能包含字母、数字和 _ . @ -" });
export const passwordInput = z.string({ error: "password 必填" }).min(6, { error: "密码长度在6到20个字符" }).max(20, { error: "密码长度在6到20个字符" });
const phoneInput = z.union([z.literal(""), z.string().trim().regex(/^1\d{10}$/, { error: "手机号码格式不正确" })]);
const sexInput = wholeNumber(0, 2);
const dateInput = z.union([z.literal(""), z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "日期应为 YYYY-MM-DD" })]);
export const SUBJECTS = ["物理", "历史", "化学", "生物", "政治", "地理", "技术"] as const;
export const subjectsInput = z.string().trim().max(30, { error: "subjects 长度不能超过30个字符" })
  .refine((v) => v === "" || v.split(/[,，+、\s]+/).every((x) => (SUBJECTS as readonly string[]).includes(x)), { error: "subjects 只能是 物理、历史、化学、生物、政治、地理、技术，以逗号分隔" });
export const pageInput = { current: wholeNumber(1, 100000).default(1), size: wholeNumber(1, 500).default(20) };
const pageAnswer = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: int4(), size: int4(), current: int4(), pages: int4() });

// ---------------------------------------------------------------- users (/api/blade-user)

export const userPageRequest = z.object({
  ...pageInput,
  authority: z.enum(ROLE_VALUES, { error: "authority 应为 student、parent、teacher 或 admin" }).optional(),
  status: wholeNumber(0, 3).optional(),
  keyword: optionalText(50, "keyword").optional(),
  gradeId: idInput.optional(),
  classId: idInput.optional(),
});

const userFields = {
  userName: plainText(50, "userName"),
  phone: phoneInput.optional(),
  sex: sexInput.optional(),
  /** a student's class (its grade follows) */
  classId: idInput.optional(),
  /** a student's province: a region code or a province's code or name */
  province: provinceInput.optional(),
  subjects: subjectsInput.optional(),
  /** the student a parent account is linked to */
  studentId: idInput.optional(),
  /** the classes a teacher counsels */
  classIds: z.array(idInput).max(50, { error: "classIds 最多 50 个" }).optional(),
  /** a teacher who is the school's psychology teacher: reads the wellbeing checks that raised a referral */
  psychologyDuty: z.boolean({ error: "psychologyDuty 应为 true 或 false" }).optional(),
};

export const userSubmitRequest = z.object({
  account: accountInput,
  authority: z.enum(ROLE_VALUES, { error: "authority 应为 student、parent、teacher 或 admin" }),
  password: passwordInput,
  ...userFields,
});
export type UserSubmit = z.input<typeof userSubmitRequest>;

export const userUpdateRequest = z.object({
  id: idInput,
  ...userFields,
  userName: plainText(50, "userName").optional(),
  /** 1 active, 2 disabled */
  status: z.union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")], { error: "status 应为 1（启用）或 2（停用）" }).transform(Number).optional(),
});
export type UserUpdate = z.input<typeof userUpdateRequest>;

export const resetPasswordRequest = z.object({ userIds: idsInput, password: passwordInput });

export const userSchema = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string(),
  authority: z.enum(ROLE_VALUES),
  status: int4(),
  reviewNote: z.string(),
  phone: z.string(),
  sex: int4(),
  studentId: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  classId: z.string(),
  className: z.string(),
  regionCode: z.string(),
  subjects: z.string(),
  /** a parent's student */
  linkedStudent: z.object({ id: z.string(), name: z.string(), className: z.string(), gradeName: z.string() }).nullable(),
  /** the classes a teacher counsels */
  classes: z.array(z.object({ id: z.string(), name: z.string(), gradeName: z.string() })),
  /** a teacher with the psychology teacher's duty */
  psychologyDuty: z.boolean(),
  oauthId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userSchema>;
export const userPageSchema = pageAnswer(userSchema);

// ---------------------------------------------------------------- third-party registrations

export const registrationListRequest = z.object({ ...pageInput, status: z.union([z.literal(0), z.literal(3), z.literal("0"), z.literal("3")]).transform(Number).default(0) });
export const approveRequest = z.object({ id: idInput, classId: idInput.optional(), province: provinceInput.optional() });
/** a registration waiting for approval (status 0) or rejected (3, with the reason) */
export const registrationSchema = z.object({
  id: z.string(), account: z.string(), userName: z.string(), oauthId: z.string(), status: int4(), reviewNote: z.string(), createdAt: z.string(),
});
export const registrationPageSchema = pageAnswer(registrationSchema);
export const rejectRequest = z.object({ id: idInput, reason: plainText(200, "reason") });

// ---------------------------------------------------------------- grades and classes

export const gradeSubmitRequest = z.object({
  id: idInput.optional(),
  gradeName: plainText(50, "gradeName"),
  startSchool: wholeNumber(2000, 2100),
  /** 1: the portal labels the cohort by its graduating year (…届) */
  appearType: wholeNumber(0, 1).default(0),
});
export const classSubmitRequest = z.object({
  id: idInput.optional(),
  gradeId: idInput,
  name: plainText(20, "name"),
  counsellorIds: z.array(idInput).max(20, { error: "counsellorIds 最多 20 个" }).optional(),
});
export const idRequest = z.object({ id: idInput });

export const classSchema = z.object({
  id: z.string(), gradeId: z.string(), name: z.string(), students: int4(),
  counsellors: z.array(z.object({ id: z.string(), userName: z.string(), account: z.string() })),
});
export const gradeSchema = z.object({
  id: z.string(), gradeName: z.string(), startSchool: int4(), appearType: int4(), students: int4(), classes: z.array(classSchema),
});
export type GradeView = z.infer<typeof gradeSchema>;
export type ClassView = z.infer<typeof classSchema>;

// ---------------------------------------------------------------- notices and tasks

export const noticeSubmitRequest = z.object({
  id: idInput.optional(),
  title: plainText(200, "title"),
  content: optionalText(5000, "content").default(""),
  category: z.enum(noticeCategoryValues, { error: `category 应为 ${noticeCategoryValues.join("、")} 之一` }).default("通知"),
});
export const noticeSchema = z.object({ id: z.string(), title: z.string(), content: z.string(), category: z.string(), publishTime: z.string() });
export type NoticeView = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageAnswer(noticeSchema);

export const taskSubmitRequest = z.object({
  id: idInput.optional(),
  title: plainText(200, "title"),
  content: optionalText(2000, "content").default(""),
  taskType: z.union([z.enum(taskTypeValues), z.literal("")], { error: `taskType 应为 ${taskTypeValues.join("、")} 之一（或留空）` }).default(""),
  dueDate: dateInput.default(""),
  /** the audience: a class, else a grade, else the whole school */
  gradeId: idInput.optional(),
  classId: idInput.optional(),
});
export const taskSchema = z.object({
  id: z.string(), title: z.string(), content: z.string(), taskType: z.string(), dueDate: z.string(),
  gradeId: z.string(), gradeName: z.string(), classId: z.string(), className: z.string(),
  assigned: int4(), done: int4(), createdAt: z.string(),
});
export type TaskView = z.infer<typeof taskSchema>;
export const taskPageSchema = pageAnswer(taskSchema);

// ---------------------------------------------------------------- the school's name and logo

export const schoolUpdateRequest = z.object({
  tenantName: plainText(100, "tenantName"),
  /** the link put-file answered for an image of this school, or "" for the default logo */
  tenantLogo: z.string().trim().max(500, { error: "tenantLogo 过长" }).default(""),
  /** the school's province: the 高考省份 its students get when none is given (absent: unchanged) */
  province: provinceInput.optional(),
});
/** provinceCode: two-digit code, "" until the school sets it */
export const schoolSchema = z.object({ tenantId: z.string(), tenantName: z.string(), tenantLogo: z.string(), provinceCode: z.string() });
export type SchoolView = z.infer<typeof schoolSchema>;
/** put-file: the images a school may upload (checked by their bytes) and their largest size */
export const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const UPLOAD_MAX_BYTES = 1024 * 1024;

// ---------------------------------------------------------------- imports

/** base64 of a file up to 8 MB */
export const IMPORT_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const importStartRequest = z.object({
  kind: z.enum(["students", "data"], { error: "kind 应为 students 或 data" }),
  fileName: plainText(200, "fileName"),
  file: z.string({ error: "file 必填" }).max(Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4 + 4, { error: "file 超过 8 MB" }).regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "file 应为 base64" }),
  dryRun: z.boolean({ error: "dryRun 应为 true 或 false" }).default(true),
  /** students: the password of rows without one, and the province of rows without one */
  initialPassword: passwordInput.optional(),
  province: provinceInput.optional(),
  /** data: the importer's options (FORMATS.md) */
  skipBadRows: z.boolean().default(false),
  /** data: import a file that fails a plausibility check (the operator's explicit confirmation, audit-logged) */
  override: z.boolean({ error: "override 应为 true 或 false" }).default(false),
  sourceName: optionalText(200, "sourceName").optional(),
  sourceUrl: z.union([z.literal(""), z.url({ error: "sourceUrl 应为网址" }).max(500)]).optional(),
  retrieved: dateInput.optional(),
  year: yearInput.optional(),
});
export type ImportStart = z.input<typeof importStartRequest>;

export interface StudentImportReport {
  rows: number;
  /** rows that would be (or were) created */
  created: number;
  errors: { line: number; message: string }[];
  rejected: boolean;
  dryRun: boolean;
  /** classes the file names that do not exist yet (created by the import) */
  newClasses: string[];
}

export const importJobSchema = z.object({
  id: z.string(), kind: z.enum(["students", "data"]), fileName: z.string(), dryRun: z.boolean(),
  status: z.enum(["running", "done", "failed"]), phase: z.string(), done: int4(), total: int4(),
  report: z.record(z.string(), z.unknown()).nullable(), error: z.string(), createdAt: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** An import version (every data import is one): what it covered and whether what it replaced can be restored now. */
export const importVersionSchema = z.object({
  id: int4(), kind: z.string(), fileName: z.string(), scopes: z.array(z.string()),
  covers: z.array(z.object({ table: z.string(), province: z.string() })), changes: z.record(z.string(), z.unknown()), problems: z.array(z.unknown()),
  overridden: z.boolean(), createdBy: z.string(), createdAt: z.string(), restoredBy: z.string(), restoredAt: z.string().nullable(),
  restorable: z.boolean(), rows: int4(),
});
export type ImportVersion = z.infer<typeof importVersionSchema>;
export const importRestoreRequest = z.object({
  version: z.number({ error: "version 应为导入版本号" }).int({ error: "version 应为导入版本号" }).min(1, { error: "version 应为导入版本号" }).max(1_000_000_000, { error: "version 应为导入版本号" }),
});

// ---------------------------------------------------------------- volunteer-rule corrections

export const CORRECTABLE_FIELDS = ["slots", "majorsPerSlot", "adjustment", "order", "singleRound"] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export const correctionSubmitRequest = z.object({
  province: provinceInput,
  year: yearInput,
  batch: plainText(30, "batch"),
  field: z.enum(CORRECTABLE_FIELDS, { error: `field 应为 ${CORRECTABLE_FIELDS.join("、")}` }),
  value: z.union([z.number(), z.string().max(10), z.boolean()], { error: "value 应为数字、文字或布尔值" }),
  reason: plainText(500, "reason"),
});
export const correctionListRequest = z.object({ province: provinceInput.optional(), year: yearInput.optional() });
export const correctionSchema = z.object({
  id: z.string(), province: z.string(), year: int4(), batch: z.string(), field: z.enum(CORRECTABLE_FIELDS),
  value: z.union([z.number(), z.string(), z.boolean()]), original: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  reason: z.string(), by: z.string(), at: z.string(),
});
export type CorrectionView = z.infer<typeof correctionSchema>;

// ---------------------------------------------------------------- the audit log

export const auditPageRequest = z.object({
  ...pageInput,
  action: z.string().trim().regex(/^[a-z.-]{0,40}$/, { error: "action 应为操作代码" }).optional(),
  targetType: z.string().trim().regex(/^[a-z-]{0,30}$/, { error: "targetType 应为对象类型" }).optional(),
  actor: optionalText(50, "actor").optional(),
  from: dateInput.optional(),
  to: dateInput.optional(),
});
export const auditSchema = z.object({
  id: z.string(), actorAccount: z.string(), actorRole: z.string(), action: z.string(), targetType: z.string(), targetId: z.string(),
  targetLabel: z.string(), before: z.record(z.string(), z.unknown()).nullable(), after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string(), at: z.string(),
});
export type AuditView = z.infer<typeof auditSchema>;
export const auditPageSchema = pageAnswer(auditSchema);

// ---------------------------------------------------------------- dashboard and counsellor

export const classFiguresSchema = z.object({
  classId: z.string(), className: z.string(), gradeId: z.string(), gradeName: z.string(),
  students: int4(), plansStarted: int4(), plansSubmitted: int4(),
  /** students who finished at least one assessment (null from a server that records no assessments) */
  assessed: int4().nullable(),
});
export const dashboardSchema = z.object({
  students: int4(), pendingRegistrations: int4(), classes: z.array(classFiguresSchema),
  /** students in no class */
  unplaced: int4(),
  /**
   * a counsellor's students' plans whose newest comment is the student's or the parent's (no counsellor's answer after
   * it), newest first, at most 10; empty for an administrator, who counsels no class
   */
  awaiting: z.array(z.object({
    studentId: z.string(), studentName: z.string(), planId: z.string(), planName: z.string(),
    author: z.object({ role: z.string(), name: z.string() }), text: z.string(), createdAt: z.string(),
  })),
  /** open and seen wellbeing referrals of the school: for the psychology teacher only (null for everyone else) */
  referralsOpen: int4().nullable(),
});
export type DashboardView = z.infer<typeof dashboardSchema>;

export const counselledStudentsRequest = z.object({ ...pageInput, classId: idInput.optional(), keyword: optionalText(50, "keyword").optional() });
export const counselledStudentSchema = z.object({
  id: z.string(), studentName: z.string(), account: z.string(), classId: z.string(), className: z.string(), gradeName: z.string(),
  subjects: z.string(), regionCode: z.string(), plans: int4(), plansSubmitted: int4(),
});
export type CounselledStudent = z.infer<typeof counselledStudentSchema>;
export const counselledStudentPage = pageAnswer(counselledStudentSchema);
/** A wellbeing check whose scores were high (WHO-5 very low, or GAD-7 of 10 or more), for the school's psychology teacher. */
export const referralSchema = z.object({
  id: z.string(), reportId: z.string(), createdAt: z.string(),
  /** WHO-5 raw (0–25, low is poor) and GAD-7 total (0–21, high is anxious) */
  who5: int4(), gad7: int4(),
  reasons: z.array(z.enum(["who5-very-low", "who5-low", "gad7-severe", "gad7-moderate", "gad7-mild"])),
  status: z.enum(["open", "seen", "closed"]),
  /** when the psychology teacher last marked it, and what they noted (what was done: a talk, a referral to a doctor) */
  handledAt: z.string().nullable(), note: z.string(),
});
export type ReferralView = z.infer<typeof referralSchema>;
/** The psychology teacher records a referral as seen, or closes it with a note; a referral only moves forward (open → seen → closed). */
export const referralStatusRequest = z.object({ id: idInput, status: z.enum(["seen", "closed"], { error: "应为 seen 或 closed" }), note: optionalText(500, "note").optional() });
export type ReferralStatusInput = z.input<typeof referralStatusRequest>;
export const referralStatusAnswer = z.object({ id: z.string(), status: z.enum(["seen", "closed"]) });
/**
 * One student as their counsellor reads them: who they are; and, for the school's psychology teacher only
 * (`referralsShown`), the wellbeing referrals their checks raised (always empty for anyone else).
 */
export const counselledStudentDetail = counselledStudentSchema.extend({
  /** the caller counsels this student's class (reads their career reports, archive and plans) */
  counselled: z.boolean(),
  referralsShown: z.boolean(), referrals: z.array(referralSchema),
});
/** The school's wellbeing referrals as the psychology teacher lists them. */
export const referralListSchema = z.array(referralSchema.extend({ studentId: z.string(), studentName: z.string() }));
export type ReferralListItem = z.infer<typeof referralListSchema>[number];
export type CounselledStudentDetail = z.infer<typeof counselledStudentDetail>;
export const studentRequest = z.object({ studentId: idInput });
