// Drizzle schema of the Qihang API (PostgreSQL; PGlite embedded or a real server).
// Migrations are generated from this file with `npm run db:generate` into ./migrations.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn, bigserial, bigint, boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const id = () => bigserial("id", { mode: "number" }).primaryKey();

/** Key/value settings the server keeps for itself (e.g. the generated JWT secret). */
export const sysParams = pgTable("sys_params", {
  key: varchar("key", { length: 64 }).primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- tenants, people, accounts
export const tenants = pgTable("tenants", {
  tenantId: varchar("tenant_id", { length: 12 }).primaryKey(),
  tenantName: varchar("tenant_name", { length: 100 }).notNull(),
  tenantLogo: text("tenant_logo").notNull().default(""),
  domain: varchar("domain", { length: 200 }).notNull().default(""),
  contact: varchar("contact", { length: 50 }).notNull().default(""),
  /** the school's province (two-digit code, "" until set): the 高考省份 of its students when none is given */
  provinceCode: varchar("province_code", { length: 2 }).notNull().default(""),
  status: smallint("status").notNull().default(1),
  createdAt: createdAt(),
});

export const grades = pgTable("grades", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  gradeName: varchar("grade_name", { length: 50 }).notNull(),
  startSchool: integer("start_school").notNull(),
  appearType: smallint("appear_type").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index("grades_tenant_idx").on(t.tenantId)]);

export const students = pgTable("students", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  gradeId: bigint("grade_id", { mode: "number" }).references(() => grades.id),
  studentName: varchar("student_name", { length: 50 }).notNull(),
  sex: smallint("sex").notNull().default(0),
  studentLogo: text("student_logo").notNull().default(""),
  phone: varchar("phone", { length: 20 }).notNull().default(""),
  email: varchar("email", { length: 100 }).notNull().default(""),
  regionCode: varchar("region_code", { length: 12 }).notNull(),
  modeName: varchar("mode_name", { length: 20 }).notNull().default(""),
  startSchool: varchar("start_school", { length: 20 }).notNull(),
  appearType: smallint("appear_type").notNull().default(0),
  /** the class's name as the portal shows it (kept equal to the class's name when the student has one) */
  classesNumber: varchar("classes_number", { length: 20 }).notNull().default(""),
  classId: bigint("class_id", { mode: "number" }).references((): AnyPgColumn => classes.id),
  subjects: varchar("subjects", { length: 50 }).notNull().default(""),
  /** the special plans (国家专项 / 地方专项 / 高校专项) the student says they qualify for (migration 0022) */
  specialPlans: jsonb("special_plans").$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("students_tenant_idx").on(t.tenantId), index("students_class_idx").on(t.classId)]);

/** A class (班级) of a grade. */
export const classes = pgTable("classes", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  gradeId: bigint("grade_id", { mode: "number" }).notNull().references(() => grades.id),
  name: varchar("name", { length: 20 }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("classes_grade_name_uq").on(t.tenantId, t.gradeId, t.name)]);

/** Login accounts: students, parents (linked to a student) and pending third-party guests. */
export const users = pgTable("users", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  account: varchar("account", { length: 50 }).notNull(),
  userName: varchar("user_name", { length: 50 }).notNull(),
  passwordHash: text("password_hash").notNull(),
  authority: varchar("authority", { length: 20 }).notNull().default("student"),
  studentId: bigint("student_id", { mode: "number" }).references(() => students.id),
  oauthId: varchar("oauth_id", { length: 100 }).notNull().default(""),
  avatar: text("avatar").notNull().default(""),
  /** 1 active, 0 pending administrator approval, 2 disabled, 3 registration rejected */
  status: smallint("status").notNull().default(1),
  /** why a registration was rejected (shown to the person when they next sign in) */
  reviewNote: varchar("review_note", { length: 200 }).notNull().default(""),
  /** a teacher account with the psychology teacher's duty: reads the wellbeing checks that raised a referral (set by the school's administrator) */
  psychologyDuty: boolean("psychology_duty").notNull().default(false),
  /** removed by an administrator (kept for the records that name the account; never listed, never signs in) */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("users_tenant_account_uq").on(t.tenantId, t.account), index("users_tenant_authority_idx").on(t.tenantId, t.authority, t.status)]);

/** One family per login; every refresh token descends from it. Access tokens carry the family id (sid). */
export const tokenFamilies = pgTable("token_families", {
  id: varchar("id", { length: 40 }).primaryKey(),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  revokeReason: varchar("revoke_reason", { length: 40 }),
  createdAt: createdAt(),
}, (t) => [index("token_families_user_idx").on(t.userId), index("token_families_revoked_idx").on(t.revokedAt)]);

export const refreshTokens = pgTable("refresh_tokens", {
  id: id(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull(),
  familyId: varchar("family_id", { length: 40 }).notNull().references(() => tokenFamilies.id),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("refresh_tokens_hash_uq").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.familyId),
  index("refresh_tokens_expires_idx").on(t.expiresAt),
]);

export const captchas = pgTable("captchas", {
  key: varchar("key", { length: 40 }).primaryKey(),
  code: varchar("code", { length: 10 }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index("captchas_expires_idx").on(t.expiresAt)]);

/**
 * The registry of OAuth clients (the `Authorization: Basic` pair every call carries): our own server and web clients,
 * and SpringBlade's stock front ends (Saber, Sword), off until enabled (SPRINGBLADE_CLIENTS or `npm run admin`).
 * `secretHash` is `salt$sha256(salt + secret)`; `grantTypes` a comma list as SpringBlade keeps it; `passwordTransport`
 * says how the password of the token request arrives: as typed (plain), SM2-encrypted (sm2) or either.
 */
export const oauthClients = pgTable("oauth_clients", {
  clientId: varchar("client_id", { length: 48 }).primaryKey(),
  secretHash: varchar("secret_hash", { length: 200 }).notNull(),
  grantTypes: varchar("grant_types", { length: 200 }).notNull().default("password,captcha,refresh_token"),
  accessTokenTtl: integer("access_token_ttl").notNull().default(3600),
  refreshTokenTtl: integer("refresh_token_ttl").notNull().default(604800),
  passwordTransport: varchar("password_transport", { length: 10 }).notNull().default("plain"),
  /** characters of the image captcha this client's login form expects (Saber's form insists on 5) */
  captchaLength: smallint("captcha_length").notNull().default(4),
  enabled: boolean("enabled").notNull().default(true),
  note: varchar("note", { length: 200 }).notNull().default(""),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check("oauth_clients_transport_check", sql`${t.passwordTransport} in ('plain', 'sm2', 'either')`),
  check("oauth_clients_ttl_check", sql`${t.accessTokenTtl} between 60 and 86400 and ${t.refreshTokenTtl} between 60 and 2592000`),
  check("oauth_clients_captcha_check", sql`${t.captchaLength} between 4 and 6`),
]);

/**
 * Counted events for rate limits (shared by every process): failed logins per account, per address and per account
 * from one address; failed password checks per user; and per-address quotas on open calls (third-party logins,
 * registrations, captchas, feedback, error logs). Each counts in a sliding window; old rows are purged.
 */
export const rateEvents = pgTable("rate_events", {
  id: id(),
  kind: varchar("kind", { length: 20 }).notNull(),
  subject: varchar("subject", { length: 200 }).notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("rate_events_subject_idx").on(t.kind, t.subject, t.at), index("rate_events_at_idx").on(t.at)]);

// ---------------------------------------------------------------- menus
export const menus = pgTable("menus", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  parentId: bigint("parent_id", { mode: "number" }).notNull().default(0),
  code: varchar("code", { length: 60 }).notNull(),
  name: varchar("name", { length: 60 }).notNull(),
  alias: varchar("alias", { length: 60 }).notNull().default(""),
  path: varchar("path", { length: 200 }).notNull().default(""),
  source: varchar("source", { length: 60 }).notNull().default(""),
  sort: integer("sort").notNull().default(0),
  /** 1 menu, 2 button */
  category: smallint("category").notNull().default(1),
  action: smallint("action").notNull().default(0),
  isOpen: smallint("is_open").notNull().default(1),
  /** top menu group this item belongs to (getTopMenu) */
  topMenu: boolean("top_menu").notNull().default(false),
});

/** SpringBlade's dictionary: the value lists its front ends load by code (dict/dictionary?code=…); platform-wide. */
export const dicts = pgTable("dicts", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  parentId: bigint("parent_id", { mode: "number" }).notNull().default(0),
  code: varchar("code", { length: 40 }).notNull(),
  dictKey: varchar("dict_key", { length: 40 }).notNull(),
  dictValue: varchar("dict_value", { length: 100 }).notNull(),
  sort: integer("sort").notNull().default(0),
  remark: varchar("remark", { length: 200 }).notNull().default(""),
}, (t) => [index("dicts_code_idx").on(t.code, t.sort)]);

// ---------------------------------------------------------------- student area
export const feedback = pgTable("feedback", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  userId: bigint("user_id", { mode: "number" }).notNull(),
  content: text("content").notNull(),
  contact: varchar("contact", { length: 100 }).notNull().default(""),
  category: varchar("category", { length: 30 }).notNull().default(""),
  createdAt: createdAt(),
});

export const errorLogs = pgTable("error_logs", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  userId: bigint("user_id", { mode: "number" }).notNull(),
  type: varchar("type", { length: 50 }).notNull().default(""),
  url: text("url").notNull().default(""),
  message: text("message").notNull().default(""),
  stack: text("stack").notNull().default(""),
  info: text("info").notNull().default(""),
  time: varchar("time", { length: 40 }).notNull().default(""),
  createdAt: createdAt(),
}, (t) => [index("error_logs_created_idx").on(t.createdAt)]);

/** Course-selection (选科) rounds a school opens for a grade. */
export const xkInfos = pgTable("xk_infos", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  gradeId: bigint("grade_id", { mode: "number" }),
  title: varchar("title", { length: 100 }).notNull(),
  combos: jsonb("combos").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  startTime: timestamp("start_time", { withTimezone: true }).notNull(),
  endTime: timestamp("end_time", { withTimezone: true }).notNull(),
  status: smallint("status").notNull().default(1),
  createdAt: createdAt(),
}, (t) => [index("xk_infos_tenant_idx").on(t.tenantId)]);

/** A student's saved (draft or submitted) course selection. */
export const xkStudentCaches = pgTable("xk_student_caches", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  xkInfoId: bigint("xk_info_id", { mode: "number" }).notNull(),
  firstSubject: varchar("first_subject", { length: 10 }).notNull().default(""),
  secondSubjects: varchar("second_subjects", { length: 30 }).notNull().default(""),
  submitted: boolean("submitted").notNull().default(false),
  remark: varchar("remark", { length: 500 }).notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("xk_cache_student_info_uq").on(t.tenantId, t.studentId, t.xkInfoId)]);

export const studentTasks = pgTable("student_tasks", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  title: varchar("title", { length: 200 }).notNull(),
  content: text("content").notNull().default(""),
  taskType: varchar("task_type", { length: 30 }).notNull().default(""),
  status: smallint("status").notNull().default(0),
  dueDate: varchar("due_date", { length: 10 }).notNull().default(""),
  /** the portal page that does the task (an assessment's test page …), "" when none; a test's submission marks it done */
  link: varchar("link", { length: 200 }).notNull().default(""),
  /** the school task this row assigns to the student (null for a task of the student's own) */
  schoolTaskId: bigint("school_task_id", { mode: "number" }).references((): AnyPgColumn => schoolTasks.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [index("student_tasks_owner_idx").on(t.tenantId, t.studentId), index("student_tasks_school_task_idx").on(t.schoolTaskId)]);

export const examDetails = pgTable("exam_details", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  examName: varchar("exam_name", { length: 100 }).notNull(),
  examDate: varchar("exam_date", { length: 10 }).notNull(),
  subject: varchar("subject", { length: 20 }).notNull(),
  score: real("score").notNull(),
  fullScore: real("full_score").notNull().default(100),
  classRank: integer("class_rank"),
  gradeRank: integer("grade_rank"),
}, (t) => [index("exam_details_owner_idx").on(t.tenantId, t.studentId)]);

export const schoolConsults = pgTable("school_consults", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  title: varchar("title", { length: 200 }).notNull(),
  content: text("content").notNull().default(""),
  category: varchar("category", { length: 30 }).notNull().default(""),
  publishTime: timestamp("publish_time", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("school_consults_tenant_idx").on(t.tenantId)]);

export const files = pgTable("files", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  name: varchar("name", { length: 200 }).notNull(),
  url: text("url").notNull(),
  category: varchar("category", { length: 30 }).notNull().default(""),
  size: integer("size").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index("files_tenant_idx").on(t.tenantId)]);

/**
 * 目标规划: a student's targets, highest priority first (`sort`). A target names a college (optionally a major there), a
 * major, or a profession (`target_profession` holds the profession's code; rows written before it did hold a name).
 */
export const goalInfos = pgTable("goal_infos", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  targetCollegeCode: varchar("target_college_code", { length: 10 }).notNull().default(""),
  targetMajorCode: varchar("target_major_code", { length: 10 }).notNull().default(""),
  targetProfession: varchar("target_profession", { length: 100 }).notNull().default(""),
  content: text("content").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("goal_infos_owner_idx").on(t.tenantId, t.studentId)]);

/** Plan items (升学路径 steps, 学业规划 items): 0 to do, 1 under way, 2 done. */
const itemStatus = () => smallint("status").notNull().default(0);

/** 升学规划: the steps a student prepares for an admission route (`route`: the route's guide slug) by a date. */
export const admissionPlans = pgTable("admission_plans", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  title: varchar("title", { length: 200 }).notNull(),
  route: varchar("route", { length: 50 }).notNull().default(""),
  content: text("content").notNull().default(""),
  status: itemStatus(),
  dueDate: varchar("due_date", { length: 10 }).notNull().default(""),
  sort: integer("sort").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("admission_plans_owner_idx").on(t.tenantId, t.studentId), check("admission_plans_status_ck", sql`${t.status} between 0 and 2`)]);

/** 学业规划: a student's learning plan, one item per goal of a term (`term` 2026-2027-1) and subject ('' for all). */
export const academicPlans = pgTable("academic_plans", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  title: varchar("title", { length: 200 }).notNull(),
  term: varchar("term", { length: 30 }).notNull().default(""),
  content: text("content").notNull().default(""),
  subject: varchar("subject", { length: 20 }).notNull().default(""),
  status: itemStatus(),
  dueDate: varchar("due_date", { length: 10 }).notNull().default(""),
  sort: integer("sort").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("academic_plans_owner_idx").on(t.tenantId, t.studentId), check("academic_plans_status_ck", sql`${t.status} between 0 and 2`)]);

/**
 * A student's 生涯档案 (one row per student): what they say about themselves, their vision, the subject combination they
 * chose or intend (选科), and the admission routes they plan for (guide slugs). Written by the student only; `version`
 * rises with every save, so a save made on an older version (another tab) is refused rather than overwriting.
 */
export const careerArchives = pgTable("career_archives", {
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  studentId: bigint("student_id", { mode: "number" }).notNull().references(() => students.id),
  intro: varchar("intro", { length: 500 }).notNull().default(""),
  interests: varchar("interests", { length: 200 }).notNull().default(""),
  strengths: varchar("strengths", { length: 200 }).notNull().default(""),
  growth: varchar("growth", { length: 200 }).notNull().default(""),
  vision: varchar("vision", { length: 500 }).notNull().default(""),
  subjectChoice: jsonb("subject_choice").$type<string[]>().notNull().default([]),
  pathRoutes: jsonb("path_routes").$type<string[]>().notNull().default([]),
  version: integer("version").notNull().default(1),
  updatedBy: bigint("updated_by", { mode: "number" }).notNull().references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.studentId] }), check("career_archives_version_ck", sql`${t.version} > 0`)]);

/** Awards and activities in a student's archive. `level` (awards): school … international; `role` (activities). */
export const careerRecords = pgTable("career_records", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  studentId: bigint("student_id", { mode: "number" }).notNull().references(() => students.id),
  kind: varchar("kind", { length: 10 }).notNull(),
  title: varchar("title", { length: 100 }).notNull(),
  /** YYYY-MM or YYYY-MM-DD */
  date: varchar("date", { length: 10 }).notNull(),
  level: varchar("level", { length: 16 }).notNull().default(""),
  role: varchar("role", { length: 50 }).notNull().default(""),
  detail: varchar("detail", { length: 500 }).notNull().default(""),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("career_records_owner_idx").on(t.tenantId, t.studentId, t.date), check("career_records_kind_ck", sql`${t.kind} in ('award', 'activity')`)]);

export const timetableEntries = pgTable("timetable_entries", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  studentId: bigint("student_id", { mode: "number" }).notNull(),
  weekday: smallint("weekday").notNull(),
  period: smallint("period").notNull(),
  subject: varchar("subject", { length: 20 }).notNull(),
  teacher: varchar("teacher", { length: 30 }).notNull().default(""),
  room: varchar("room", { length: 30 }).notNull().default(""),
}, (t) => [index("timetable_owner_idx").on(t.tenantId, t.studentId)]);

// ---------------------------------------------------------------- reference data
export const provinces = pgTable("provinces", {
  code: varchar("code", { length: 2 }).primaryKey(),
  name: varchar("name", { length: 20 }).notNull(),
  shortName: varchar("short_name", { length: 10 }).notNull(),
  totalScore: integer("total_score").notNull(),
  /** current exam model: 3+3, 3+1+2 or 文理 */
  modeName: varchar("mode_name", { length: 10 }).notNull(),
  /** first exam year under the current model */
  reformYear: integer("reform_year"),
});

export const colleges = pgTable("colleges", {
  code: varchar("code", { length: 5 }).primaryKey(),
  moeId: varchar("moe_id", { length: 10 }).notNull().default(""),
  name: varchar("name", { length: 100 }).notNull(),
  /** the college's own English name ('' when we do not have it: English screens then show `name`) */
  nameEn: varchar("name_en", { length: 150 }).notNull().default(""),
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  provinceName: varchar("province_name", { length: 20 }).notNull(),
  cityName: varchar("city_name", { length: 50 }).notNull().default(""),
  /** 本科 or 专科 */
  level: varchar("level", { length: 4 }).notNull(),
  /** 综合 理工 师范 医药 财经 农林 政法 语言 艺术 民族 体育 军事 */
  category: varchar("category", { length: 10 }).notNull().default(""),
  /** 公办 民办 中外合作办学 内地与港澳台地区合作办学 */
  natureType: varchar("nature_type", { length: 20 }).notNull().default("公办"),
  belong: varchar("belong", { length: 60 }).notNull().default(""),
  /** comma-separated tags, e.g. "985,211,双一流,强基计划" */
  feature: varchar("feature", { length: 100 }).notNull().default(""),
  is985: boolean("is_985").notNull().default(false),
  is211: boolean("is_211").notNull().default(false),
  isDoubleFirst: boolean("is_double_first").notNull().default(false),
  isStrongBase: boolean("is_strong_base").notNull().default(false),
  logoUrl: text("logo_url").notNull().default(""),
  bannerUrl: text("banner_url").notNull().default(""),
  introduction: text("introduction").notNull().default(""),
  website: varchar("website", { length: 200 }).notNull().default(""),
  remark: varchar("remark", { length: 100 }).notNull().default(""),
  /** 0..1 strength used by the sample-data generator; higher is more selective */
  strength: real("strength").notNull().default(0.3),
  hits: integer("hits").notNull().default(0),
  sample: boolean("sample").notNull().default(false),
}, (t) => [index("colleges_province_idx").on(t.provinceCode), index("colleges_level_idx").on(t.level, t.strength)]);

export const collegeRankings = pgTable("college_rankings", {
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  source: varchar("source", { length: 40 }).notNull(),
  year: integer("year").notNull(),
  rank: integer("rank").notNull(),
  sample: boolean("sample").notNull().default(true),
}, (t) => [primaryKey({ columns: [t.collegeCode, t.source, t.year] })]);

export const collegeSubjectEvaluations = pgTable("college_subject_evaluations", {
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  subjectCode: varchar("subject_code", { length: 6 }).notNull(),
  subjectName: varchar("subject_name", { length: 50 }).notNull(),
  grade: varchar("grade", { length: 4 }).notNull(),
  round: integer("round").notNull().default(4),
  sample: boolean("sample").notNull().default(true),
}, (t) => [primaryKey({ columns: [t.collegeCode, t.subjectCode] })]);

export const collegeSubjectGroups = pgTable("college_subject_groups", {
  id: id(),
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  groupName: varchar("group_name", { length: 50 }).notNull(),
  requirement: varchar("requirement", { length: 50 }).notNull(),
  majors: jsonb("majors").$type<string[]>().notNull(),
  sample: boolean("sample").notNull().default(true),
}, (t) => [index("college_subject_groups_idx").on(t.collegeCode)]);

export const collegeEmploymentReports = pgTable("college_employment_reports", {
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  year: integer("year").notNull(),
  employmentRate: real("employment_rate").notNull(),
  furtherStudyRate: real("further_study_rate").notNull(),
  abroadRate: real("abroad_rate").notNull(),
  averageSalary: integer("average_salary").notNull(),
  topIndustries: jsonb("top_industries").$type<string[]>().notNull(),
  topCities: jsonb("top_cities").$type<string[]>().notNull(),
  sample: boolean("sample").notNull().default(true),
}, (t) => [primaryKey({ columns: [t.collegeCode, t.year] })]);

export const enrollIntroductions = pgTable("enroll_introductions", {
  id: id(),
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  year: integer("year").notNull(),
  title: varchar("title", { length: 200 }).notNull(),
  content: text("content").notNull(),
  readCount: integer("read_count").notNull().default(0),
  publishDate: varchar("publish_date", { length: 10 }).notNull(),
  sample: boolean("sample").notNull().default(true),
}, (t) => [index("enroll_introductions_college_idx").on(t.collegeCode)]);

/** Major catalogue, 本科 (ben) and 专科 (zhuan): nodeType 1 门类/大类, 2 专业类, 3 专业. */
export const majors = pgTable("majors", {
  code: varchar("code", { length: 8 }).notNull(),
  level: varchar("level", { length: 6 }).notNull(),
  nodeType: smallint("node_type").notNull(),
  parentCode: varchar("parent_code", { length: 8 }).notNull().default(""),
  name: varchar("name", { length: 60 }).notNull(),
  /** T special, K controlled */
  flag: varchar("flag", { length: 4 }).notNull().default(""),
  degree: varchar("degree", { length: 40 }).notNull().default(""),
  years: varchar("years", { length: 10 }).notNull().default(""),
  remark: varchar("remark", { length: 200 }).notNull().default(""),
  introduction: text("introduction").notNull().default(""),
  hits: integer("hits").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.level, t.code] }), index("majors_parent_idx").on(t.level, t.parentCode)]);

/** Profession tree: level 1 category, 2 sub-category, 3 profession. */
export const professions = pgTable("professions", {
  code: varchar("code", { length: 12 }).primaryKey(),
  parentCode: varchar("parent_code", { length: 12 }).notNull().default(""),
  level: smallint("level").notNull(),
  name: varchar("name", { length: 60 }).notNull(),
  description: text("description").notNull().default(""),
  hits: integer("hits").notNull().default(0),
});

export const professionMajors = pgTable("profession_majors", {
  professionCode: varchar("profession_code", { length: 12 }).notNull(),
  majorLevel: varchar("major_level", { length: 6 }).notNull().default("ben"),
  majorCode: varchar("major_code", { length: 8 }).notNull(),
}, (t) => [primaryKey({ columns: [t.professionCode, t.majorLevel, t.majorCode] })]);

/**
 * Where imported figures came from: one row per imported file (by checksum, so importing it again finds the same row),
 * and one row for the seed's generated sample data. Every figure the portal shows can name its source.
 */
export const dataSources = pgTable("data_sources", {
  id: serial("id").primaryKey(),
  /** the importer's kind (score-ranks, groups, unit-plans …) or "sample" */
  kind: varchar("kind", { length: 30 }).notNull(),
  name: varchar("name", { length: 200 }).notNull(),
  url: varchar("url", { length: 500 }).notNull().default(""),
  /** when the publisher's file was retrieved (YYYY-MM-DD), as the importer was told */
  retrievedOn: varchar("retrieved_on", { length: 10 }).notNull().default(""),
  fileName: varchar("file_name", { length: 200 }).notNull().default(""),
  /** sha-256 of the file's bytes */
  checksum: varchar("checksum", { length: 64 }).notNull(),
  rowCount: integer("row_count").notNull().default(0),
  sample: boolean("sample").notNull().default(false),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("data_sources_kind_checksum_uq").on(t.kind, t.checksum)]);

/** Subject types (科类 / 首选科目) a province examines in a year: reference data, not free text. */
export const subjectTypes = pgTable("subject_types", {
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  year: integer("year").notNull(),
  name: varchar("name", { length: 10 }).notNull(),
  sort: smallint("sort").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.provinceCode, t.year, t.name] })]);

/** Admission batches of a province in a year, with what kind of batch each is (early, regular, vocational, control line). */
export const admissionBatches = pgTable("admission_batches", {
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  year: integer("year").notNull(),
  name: varchar("name", { length: 30 }).notNull(),
  kind: varchar("kind", { length: 12 }).notNull(),
  level: varchar("level", { length: 4 }).notNull(),
  sort: smallint("sort").notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.provinceCode, t.year, t.name] }),
  index("admission_batches_kind_idx").on(t.provinceCode, t.kind, t.year),
  check("admission_batches_kind_ck", sql`${t.kind} in ('early', 'regular', 'vocational', 'line')`),
  check("admission_batches_level_ck", sql`${t.level} in ('本科', '专科')`),
]);

/** 批次线: per province, year, subject type and batch. */
export const batchLines = pgTable("batch_lines", {
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  score: integer("score").notNull(),
  sourceId: integer("source_id").references(() => dataSources.id),
  sample: boolean("sample").notNull().default(true),
}, (t) => [
  primaryKey({ columns: [t.provinceCode, t.year, t.subjectType, t.batch] }),
  foreignKey({ columns: [t.provinceCode, t.year, t.subjectType], foreignColumns: [subjectTypes.provinceCode, subjectTypes.year, subjectTypes.name], name: "batch_lines_type_fk" }),
  foreignKey({ columns: [t.provinceCode, t.year, t.batch], foreignColumns: [admissionBatches.provinceCode, admissionBatches.year, admissionBatches.name], name: "batch_lines_batch_fk" }),
  check("batch_lines_score_ck", sql`${t.score} between 0 and 900`),
]);

/**
 * 一分一段: number of candidates at a score and the cumulative count (= worst rank at that score). A band row
 * (`695-750`) stores its lowest score in `score` and its highest in `scoreMax`, with `label` as printed.
 */
export const scoreRanks = pgTable("score_ranks", {
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  score: integer("score").notNull(),
  scoreMax: integer("score_max"),
  label: varchar("label", { length: 20 }).notNull().default(""),
  count: integer("count").notNull(),
  cumulative: integer("cumulative").notNull(),
  sourceId: integer("source_id").references(() => dataSources.id),
  sample: boolean("sample").notNull().default(true),
}, (t) => [
  primaryKey({ columns: [t.provinceCode, t.year, t.subjectType, t.score] }),
  foreignKey({ columns: [t.provinceCode, t.year, t.subjectType], foreignColumns: [subjectTypes.provinceCode, subjectTypes.year, subjectTypes.name], name: "score_ranks_type_fk" }),
  index("score_ranks_rank_idx").on(t.provinceCode, t.subjectType, t.cumulative),
  check("score_ranks_counts_ck", sql`${t.count} >= 0 and ${t.cumulative} >= ${t.count}`),
  check("score_ranks_band_ck", sql`${t.scoreMax} is null or ${t.scoreMax} >= ${t.score}`),
]);

/**
 * Enrolment units: what a candidate actually fills in and is admitted to, per province, year, subject type and batch —
 * a 院校专业组 (mode `group`), one major of a college (`major`, 专业(类)+院校 provinces) or a college (`college`,
 * traditional provinces). `unitKey` is stable across years (college code or published name + group or major code +
 * plan type), so a unit's history can be followed. A unit's figures are those of its last admitted candidate (min score,
 * min rank) plus the average and highest score where published, and the province's tie-break figures.
 */
export const enrollmentUnits = pgTable("enrollment_units", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  mode: varchar("mode", { length: 8 }).notNull(),
  unitKey: varchar("unit_key", { length: 80 }).notNull(),
  /** the MOE college code; null when a file names a college we could not map (its published name is kept) */
  collegeCode: varchar("college_code", { length: 5 }).references(() => colleges.code),
  collegeName: varchar("college_name", { length: 100 }).notNull(),
  /** 院校代号: the college's code in this province's admission system, as published */
  collegeEnrollCode: varchar("college_enroll_code", { length: 10 }).notNull().default(""),
  /** the group code (专业组代码) for a group, the major code for a major unit, empty for a college unit */
  unitCode: varchar("unit_code", { length: 20 }).notNull().default(""),
  /** what the unit is called on the form, e.g. "第01组" or a major's name */
  name: varchar("name", { length: 100 }).notNull().default(""),
  majorCode: varchar("major_code", { length: 8 }),
  planType: varchar("plan_type", { length: 10 }).notNull().default("普通"),
  /** 选科要求: "物理+化学", "物理", "不限" … */
  subjectRequirement: varchar("subject_requirement", { length: 30 }).notNull().default("不限"),
  planCount: integer("plan_count"),
  tuition: integer("tuition"),
  schoolYears: smallint("school_years"),
  minScore: integer("min_score"),
  /** as printed, when it is not a plain number (`580及以上`) */
  minScoreLabel: varchar("min_score_label", { length: 20 }).notNull().default(""),
  minRank: integer("min_rank"),
  avgScore: integer("avg_score"),
  maxScore: integer("max_score"),
  /** the province's tie-break figures of the last admitted candidate (e.g. {"语数": 245, "语数外最高": 138}) */
  tieBreak: jsonb("tie_break").$type<Record<string, number | string>>(),
  sourceId: integer("source_id").references(() => dataSources.id),
  sample: boolean("sample").notNull().default(false),
}, (t) => [
  uniqueIndex("enrollment_units_key_uq").on(t.provinceCode, t.year, t.subjectType, t.batch, t.unitKey),
  // what unit_majors' foreign key points at: a major's province, year and subject type are its unit's
  uniqueIndex("enrollment_units_scope_uq").on(t.id, t.provinceCode, t.year, t.subjectType),
  foreignKey({ columns: [t.provinceCode, t.year, t.subjectType], foreignColumns: [subjectTypes.provinceCode, subjectTypes.year, subjectTypes.name], name: "enrollment_units_type_fk" }),
  foreignKey({ columns: [t.provinceCode, t.year, t.batch], foreignColumns: [admissionBatches.provinceCode, admissionBatches.year, admissionBatches.name], name: "enrollment_units_batch_fk" }),
  index("enrollment_units_rank_idx").on(t.provinceCode, t.subjectType, t.year, t.minRank),
  index("enrollment_units_score_idx").on(t.provinceCode, t.year, t.subjectType, t.minScore),
  index("enrollment_units_batch_idx").on(t.provinceCode, t.year, t.batch, t.subjectType),
  index("enrollment_units_college_idx").on(t.collegeCode, t.provinceCode, t.year),
  index("enrollment_units_history_idx").on(t.provinceCode, t.subjectType, t.unitKey, t.year),
  check("enrollment_units_mode_ck", sql`${t.mode} in ('group', 'major', 'college')`),
  check("enrollment_units_plan_type_ck", sql`${t.planType} in ('普通', '国家专项', '地方专项', '高校专项', '中外合作', '预科', '民族班', '定向', '其他')`),
  check("enrollment_units_scores_ck", sql`(${t.minScore} is null or ${t.avgScore} is null or ${t.minScore} <= ${t.avgScore}) and (${t.avgScore} is null or ${t.maxScore} is null or ${t.avgScore} <= ${t.maxScore}) and (${t.minScore} is null or ${t.maxScore} is null or ${t.minScore} <= ${t.maxScore})`),
  check("enrollment_units_numbers_ck", sql`(${t.minRank} is null or ${t.minRank} > 0) and (${t.planCount} is null or ${t.planCount} >= 0) and (${t.tuition} is null or ${t.tuition} >= 0)`),
]);

/** The majors inside an enrolment unit (a group's majors; a major unit has one), with their own plan and results. */
export const unitMajors = pgTable("unit_majors", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  unitId: bigint("unit_id", { mode: "number" }).notNull(),
  /** the unit's province, year and subject type, so the majors near a rank or score are found by index (held equal to the unit's by the foreign key) */
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  /** the catalogue code when known (6 digits, T/K dropped); empty for a published name we could not map */
  majorCode: varchar("major_code", { length: 8 }).notNull().default(""),
  majorName: varchar("major_name", { length: 100 }).notNull(),
  /** remarks printed beside the major (campus, language, 中外合作 partner …) */
  remark: varchar("remark", { length: 200 }).notNull().default(""),
  planCount: integer("plan_count"),
  tuition: integer("tuition"),
  schoolYears: smallint("school_years"),
  minScore: integer("min_score"),
  minRank: integer("min_rank"),
  avgScore: integer("avg_score"),
  sample: boolean("sample").notNull().default(false),
}, (t) => [
  uniqueIndex("unit_majors_uq").on(t.unitId, t.majorName, t.remark),
  foreignKey({ columns: [t.unitId, t.provinceCode, t.year, t.subjectType], foreignColumns: [enrollmentUnits.id, enrollmentUnits.provinceCode, enrollmentUnits.year, enrollmentUnits.subjectType], name: "unit_majors_unit_fk" }).onDelete("cascade"),
  index("unit_majors_major_idx").on(t.majorCode),
  index("unit_majors_rank_idx").on(t.provinceCode, t.year, t.subjectType, t.minRank),
  index("unit_majors_score_idx").on(t.provinceCode, t.year, t.subjectType, t.minScore),
  // majors without a figure of their own are placed by their unit's: found from the unit through these small indexes
  index("unit_majors_unranked_idx").on(t.unitId).where(sql`${t.minRank} is null`),
  index("unit_majors_unscored_idx").on(t.unitId).where(sql`${t.minScore} is null`),
  check("unit_majors_numbers_ck", sql`(${t.minRank} is null or ${t.minRank} > 0) and (${t.planCount} is null or ${t.planCount} >= 0) and (${t.minScore} is null or ${t.avgScore} is null or ${t.minScore} <= ${t.avgScore})`),
]);

/**
 * A fitted admission-probability model per cohort (province, subject type, batch) and target year, with every unit's
 * prediction beside it (unit_predictions): fitting reads years of history, so it is done when the units change (import,
 * seed), or once on the first request for a target year nobody asked for before, never on every request.
 */
export const probabilityCohorts = pgTable("probability_cohorts", {
  id: serial("id").primaryKey(),
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  targetYear: integer("target_year").notNull(),
  /** years of units the model was fitted on, oldest first */
  historyYears: jsonb("history_years").$type<number[]>().notNull(),
  /** the FittedModel of src/domain/probability, as JSON */
  model: jsonb("model").$type<Record<string, unknown>>().notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("probability_cohorts_uq").on(t.provinceCode, t.subjectType, t.batch, t.targetYear)]);

/**
 * The distinct movement distributions of a cohort's model (a rank range, a widening factor, years ahead), each as a
 * table of its survival function (src/domain/probability survivalCurve): the database reads a unit's probability at any
 * rank off it, so the units near a rank are ordered and counted where they are stored.
 */
export const probabilityCurves = pgTable("probability_curves", {
  cohortId: integer("cohort_id").notNull().references(() => probabilityCohorts.id, { onDelete: "cascade" }),
  movement: smallint("movement").notNull(),
  stratum: smallint("stratum").notNull(),
  factor: doublePrecision("factor").notNull(),
  gap: smallint("gap").notNull(),
  t0: doublePrecision("t0").notNull(),
  dt: doublePrecision("dt").notNull(),
  /** P(log(min rank / base rank) ≥ t0 + i·dt), i = 0 … (256 values: small enough to stay inline, never TOASTed) */
  s: real("s").array().notNull(),
}, (t) => [primaryKey({ columns: [t.cohortId, t.movement] }), check("probability_curves_dt_ck", sql`${t.dt} > 0`)]);

/**
 * One unit's prediction for its cohort's target year: the figures shown, and the base rank and movement that give its
 * probability at any rank.
 */
export const unitPredictions = pgTable("unit_predictions", {
  cohortId: integer("cohort_id").notNull().references(() => probabilityCohorts.id, { onDelete: "cascade" }),
  /** the unit's row in the newest history year (its names, plan and figures) */
  unitId: bigint("unit_id", { mode: "number" }).notNull().references(() => enrollmentUnits.id, { onDelete: "cascade" }),
  /** copied from that row, so listing and ordering the units near a rank needs no join */
  unitKey: varchar("unit_key", { length: 80 }).notNull(),
  lastMinRank: integer("last_min_rank"),
  refused: boolean("refused").notNull(),
  reasonCode: varchar("reason_code", { length: 20 }),
  reason: varchar("reason", { length: 200 }),
  reasonZh: varchar("reason_zh", { length: 200 }),
  predictedMinRank: integer("predicted_min_rank"),
  lower: integer("lower"),
  upper: integer("upper"),
  spread: doublePrecision("spread"),
  baseRank: doublePrecision("base_rank"),
  /** the probability_curves row of the same cohort */
  movement: smallint("movement"),
  /** comma-separated widening reasons (one-year-history, tiny-plan, gap-years, history-only) */
  widenedBy: varchar("widened_by", { length: 60 }).notNull().default(""),
  /** years with a published min rank, comma-separated */
  historyYears: varchar("history_years", { length: 60 }).notNull().default(""),
  /** the rank the list places the unit by: its predicted min rank, or when refused its last published one */
  referenceRank: integer("reference_rank"),
}, (t) => [
  primaryKey({ columns: [t.cohortId, t.unitId] }),
  index("unit_predictions_rank_idx").on(t.cohortId, t.referenceRank),
  index("unit_predictions_key_idx").on(t.cohortId, t.unitKey),
  // a unit deleted by an import takes its predictions with it: the cascade looks them up by unit
  index("unit_predictions_unit_idx").on(t.unitId),
  foreignKey({ columns: [t.cohortId, t.movement], foreignColumns: [probabilityCurves.cohortId, probabilityCurves.movement], name: "unit_predictions_curve_fk" }),
  check("unit_predictions_stated_ck", sql`${t.refused} or (${t.predictedMinRank} is not null and ${t.baseRank} > 0 and ${t.movement} is not null)`),
]);

/**
 * 扩缩招 per college: this year's plan against last year's, unit by unit (paired by batch and unit key), summed per
 * college for each batch and for all batches together (batch ''). Derived from the units when they change
 * (refreshDerivedAdmissions), so listing a province's colleges never pairs two years of units per request.
 */
export const collegePlanChanges = pgTable("college_plan_changes", {
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  /** one batch, or '' for all the batches of the year together */
  batch: varchar("batch", { length: 30 }).notNull(),
  /** the college code, or '~' + the published name of a college we could not map */
  collegeKey: varchar("college_key", { length: 110 }).notNull(),
  collegeCode: varchar("college_code", { length: 5 }),
  collegeName: varchar("college_name", { length: 100 }).notNull(),
  planCount: integer("plan_count").notNull(),
  lastPlanCount: integer("last_plan_count").notNull(),
  up: integer("up").notNull(),
  down: integer("down").notNull(),
  same: integer("same").notNull(),
  new: integer("new").notNull(),
  removed: integer("removed").notNull(),
  sample: boolean("sample").notNull(),
  /** where the units' figures came from: [source id or null, sample] pairs */
  sources: jsonb("sources").$type<[number | null, boolean][]>().notNull(),
}, (t) => [
  primaryKey({ columns: [t.provinceCode, t.year, t.subjectType, t.batch, t.collegeKey] }),
  check("college_plan_changes_counts_ck", sql`${t.planCount} >= 0 and ${t.lastPlanCount} >= 0`),
]);

/** College-level admission result (and plan total) per province, year, subject type and batch. */
export const collegeAdmissions = pgTable("college_admissions", {
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  minScore: integer("min_score"),
  minRank: integer("min_rank"),
  avgScore: integer("avg_score"),
  maxScore: integer("max_score"),
  planCount: integer("plan_count"),
  sourceId: integer("source_id").references(() => dataSources.id),
  sample: boolean("sample").notNull().default(true),
}, (t) => [
  primaryKey({ columns: [t.collegeCode, t.provinceCode, t.year, t.subjectType, t.batch] }),
  foreignKey({ columns: [t.provinceCode, t.year, t.subjectType], foreignColumns: [subjectTypes.provinceCode, subjectTypes.year, subjectTypes.name], name: "college_admissions_type_fk" }),
  foreignKey({ columns: [t.provinceCode, t.year, t.batch], foreignColumns: [admissionBatches.provinceCode, admissionBatches.year, admissionBatches.name], name: "college_admissions_batch_fk" }),
  index("college_admissions_lookup_idx").on(t.provinceCode, t.year, t.subjectType, t.minScore),
]);

/** Major-level plan and admission result per province, year, subject type and batch. */
export const majorAdmissions = pgTable("major_admissions", {
  collegeCode: varchar("college_code", { length: 5 }).notNull(),
  majorCode: varchar("major_code", { length: 8 }).notNull(),
  majorName: varchar("major_name", { length: 60 }).notNull(),
  provinceCode: varchar("province_code", { length: 2 }).notNull(),
  year: integer("year").notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  subjectRequirement: varchar("subject_requirement", { length: 30 }).notNull().default("不限"),
  planCount: integer("plan_count"),
  tuition: integer("tuition"),
  schoolYears: integer("school_years"),
  minScore: integer("min_score"),
  minRank: integer("min_rank"),
  avgScore: integer("avg_score"),
  sourceId: integer("source_id").references(() => dataSources.id),
  sample: boolean("sample").notNull().default(true),
}, (t) => [
  primaryKey({ columns: [t.collegeCode, t.majorCode, t.provinceCode, t.year, t.subjectType, t.batch] }),
  foreignKey({ columns: [t.provinceCode, t.year, t.subjectType], foreignColumns: [subjectTypes.provinceCode, subjectTypes.year, subjectTypes.name], name: "major_admissions_type_fk" }),
  foreignKey({ columns: [t.provinceCode, t.year, t.batch], foreignColumns: [admissionBatches.provinceCode, admissionBatches.year, admissionBatches.name], name: "major_admissions_batch_fk" }),
  index("major_admissions_major_idx").on(t.majorCode, t.provinceCode, t.year),
  index("major_admissions_lookup_idx").on(t.provinceCode, t.year, t.subjectType, t.minScore),
  index("major_admissions_college_idx").on(t.collegeCode, t.provinceCode, t.year),
]);

/**
 * 选科要求 per college major, in the national guideline's form (src/domain/course-selection): for one exam model and the
 * admission year it applies to, the first-subject requirement (3+1+2 only) and the whole requirement in canonical text
 * ("物理+化学", "物理/历史", "不限"), beside the text as printed. Imported (kind subject-requirements) or sample.
 */
export const subjectRequirements = pgTable("subject_requirements", {
  id: id(),
  collegeCode: varchar("college_code", { length: 5 }).notNull().references(() => colleges.code),
  examModel: varchar("exam_model", { length: 6 }).notNull(),
  year: integer("year").notNull(),
  /** the catalogue code of the major or of its class (按类招生: 4 digits); empty when the file gives none */
  majorCode: varchar("major_code", { length: 8 }).notNull().default(""),
  /** the major or class as published */
  majorName: varchar("major_name", { length: 100 }).notNull(),
  /** the majors a class admits into, as published */
  includes: varchar("includes", { length: 300 }).notNull().default(""),
  /** 3+1+2: 物理, 历史 or 不限 (either); null under 3+3 */
  firstSubject: varchar("first_subject", { length: 4 }),
  requirement: varchar("requirement", { length: 40 }).notNull(),
  requirementText: varchar("requirement_text", { length: 100 }).notNull().default(""),
  sourceId: integer("source_id").references(() => dataSources.id),
  sample: boolean("sample").notNull().default(false),
}, (t) => [
  uniqueIndex("subject_requirements_uq").on(t.collegeCode, t.examModel, t.year, t.majorName),
  index("subject_requirements_scope_idx").on(t.examModel, t.year),
  index("subject_requirements_major_idx").on(t.majorCode),
  check("subject_requirements_model_ck", sql`${t.examModel} in ('3+1+2', '3+3')`),
  check("subject_requirements_first_ck", sql`(${t.examModel} = '3+3') = (${t.firstSubject} is null)`),
]);

/** Favourites: resourceType 1 college, 2 major, 3 profession; resourceId is the code. */
export const favorites = pgTable("favorites", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull(),
  userId: bigint("user_id", { mode: "number" }).notNull(),
  resourceType: smallint("resource_type").notNull(),
  resourceId: varchar("resource_id", { length: 12 }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("favorites_uq").on(t.tenantId, t.userId, t.resourceType, t.resourceId)]);

/**
 * A student's volunteer form (志愿表), one of several named plans. `entries` is the form in order: each entry a unit
 * (by its stable key), the majors chosen in it, 服从调剂 and where it came from (`from`, absent on older entries). `version` rises with every save; a save made on an older
 * version is refused, so a parent and a student (or two tabs) never overwrite each other without knowing.
 */
export const volunteerPlans = pgTable("volunteer_plans", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  studentId: bigint("student_id", { mode: "number" }).notNull().references(() => students.id),
  name: varchar("name", { length: 40 }).notNull(),
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  year: integer("year").notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  subjectType: varchar("subject_type", { length: 10 }).notNull(),
  entries: jsonb("entries").$type<{ unitKey: string; majors: string[]; adjust: boolean; from?: string }[]>().notNull(),
  /** the special plans (专项 …) the student qualifies for */
  eligiblePlans: jsonb("eligible_plans").$type<string[]>().notNull().default([]),
  version: integer("version").notNull().default(1),
  status: varchar("status", { length: 8 }).notNull().default("draft"),
  parentCanEdit: boolean("parent_can_edit").notNull().default(false),
  updatedBy: bigint("updated_by", { mode: "number" }).notNull().references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("volunteer_plans_name_uq").on(t.tenantId, t.studentId, t.name),
  check("volunteer_plans_status_ck", sql`${t.status} in ('draft', 'final')`),
  check("volunteer_plans_version_ck", sql`${t.version} > 0`),
]);

/** Every saved version of a plan (autosave history): what the form was, who saved it and when. */
export const volunteerPlanVersions = pgTable("volunteer_plan_versions", {
  planId: bigint("plan_id", { mode: "number" }).notNull().references(() => volunteerPlans.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  name: varchar("name", { length: 40 }).notNull(),
  entries: jsonb("entries").$type<{ unitKey: string; majors: string[]; adjust: boolean; from?: string }[]>().notNull(),
  savedBy: bigint("saved_by", { mode: "number" }).notNull().references(() => users.id),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.planId, t.version] })]);

/** Comments on a plan or one of its entries (a parent's or the student's). */
export const volunteerComments = pgTable("volunteer_comments", {
  id: id(),
  planId: bigint("plan_id", { mode: "number" }).notNull().references(() => volunteerPlans.id, { onDelete: "cascade" }),
  /** the entry's unit, or null for the whole plan */
  unitKey: varchar("unit_key", { length: 80 }),
  authorId: bigint("author_id", { mode: "number" }).notNull().references(() => users.id),
  text: varchar("text", { length: 500 }).notNull(),
  createdAt: createdAt(),
}, (t) => [index("volunteer_comments_plan_idx").on(t.planId, t.createdAt)]);

/** When a reader (the student, a parent) last opened a plan's comments: what others wrote after it is unread. */
export const volunteerCommentReads = pgTable("volunteer_comment_reads", {
  planId: bigint("plan_id", { mode: "number" }).notNull().references(() => volunteerPlans.id, { onDelete: "cascade" }),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id, { onDelete: "cascade" }),
  readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.planId, t.userId] })]);

// ---------------------------------------------------------------- career assessments

/**
 * One take of an assessment (src/domain/assessment): the answers as given, the scored result (the shape of
 * contracts/assessment resultSchema) and its short code, with the item bank's version. Retakes are new rows, so the
 * history is every row of a student and code.
 */
export const assessmentReports = pgTable("assessment_reports", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  studentId: bigint("student_id", { mode: "number" }).notNull().references(() => students.id),
  code: varchar("code", { length: 20 }).notNull(),
  version: varchar("version", { length: 20 }).notNull(),
  answers: jsonb("answers").$type<{ id: string; value: number }[]>().notNull(),
  result: jsonb("result").$type<Record<string, unknown>>().notNull(),
  resultCode: varchar("result_code", { length: 60 }).notNull(),
  takenBy: bigint("taken_by", { mode: "number" }).notNull().references(() => users.id),
  createdAt: createdAt(),
}, (t) => [index("assessment_reports_owner_idx").on(t.tenantId, t.studentId, t.code, t.createdAt)]);

/**
 * A counsellor referral raised by a wellbeing check whose scores were high (WHO-5 very low or GAD-7 moderate or
 * worse): the school's counsellor lists the open ones of their students, and records when one was seen and closed.
 */
export const assessmentReferrals = pgTable("assessment_referrals", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  studentId: bigint("student_id", { mode: "number" }).notNull().references(() => students.id),
  reportId: bigint("report_id", { mode: "number" }).notNull().references(() => assessmentReports.id, { onDelete: "cascade" }),
  /** the scores that raised it: WHO-5 raw (0–25) and GAD-7 total (0–21) */
  who5: smallint("who5").notNull(),
  gad7: smallint("gad7").notNull(),
  reasons: jsonb("reasons").$type<string[]>().notNull(),
  /** open → seen (a counsellor read it) → closed */
  status: varchar("status", { length: 8 }).notNull().default("open"),
  handledBy: bigint("handled_by", { mode: "number" }).references(() => users.id),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  note: varchar("note", { length: 500 }).notNull().default(""),
  createdAt: createdAt(),
}, (t) => [
  index("assessment_referrals_tenant_idx").on(t.tenantId, t.status, t.createdAt),
  index("assessment_referrals_student_idx").on(t.tenantId, t.studentId),
  check("assessment_referrals_status_ck", sql`${t.status} in ('open', 'seen', 'closed')`),
]);

// ---------------------------------------------------------------- school administration

/** Who counsels a class (班主任 / 生涯导师): a teacher account sees the students of the classes it counsels. */
export const classCounsellors = pgTable("class_counsellors", {
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  classId: bigint("class_id", { mode: "number" }).notNull().references(() => classes.id, { onDelete: "cascade" }),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id),
}, (t) => [primaryKey({ columns: [t.classId, t.userId] }), index("class_counsellors_user_idx").on(t.userId)]);

/**
 * A task the school sets for the whole school, a grade or a class (我的任务 on the home page): publishing it gives every
 * student in that audience a student_tasks row (their own status), and students added later get the open ones.
 */
export const schoolTasks = pgTable("school_tasks", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  title: varchar("title", { length: 200 }).notNull(),
  content: text("content").notNull().default(""),
  taskType: varchar("task_type", { length: 30 }).notNull().default(""),
  dueDate: varchar("due_date", { length: 10 }).notNull().default(""),
  /** the audience: a class, else a grade, else the whole school */
  gradeId: bigint("grade_id", { mode: "number" }).references(() => grades.id),
  classId: bigint("class_id", { mode: "number" }).references(() => classes.id),
  createdBy: bigint("created_by", { mode: "number" }).notNull().references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("school_tasks_tenant_idx").on(t.tenantId, t.createdAt)]);

/** Every administrative change: who made it, what, when, and the record before and after (never a password or hash). */
export const auditLogs = pgTable("audit_logs", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  actorId: bigint("actor_id", { mode: "number" }).notNull().references(() => users.id),
  actorAccount: varchar("actor_account", { length: 50 }).notNull(),
  actorRole: varchar("actor_role", { length: 20 }).notNull(),
  /** what was done, as a code: user.create, registration.approve, notice.remove … */
  action: varchar("action", { length: 40 }).notNull(),
  targetType: varchar("target_type", { length: 30 }).notNull(),
  targetId: varchar("target_id", { length: 40 }).notNull().default(""),
  /** the target as a person reads it (an account, a title) */
  targetLabel: varchar("target_label", { length: 200 }).notNull().default(""),
  before: jsonb("before").$type<Record<string, unknown> | null>(),
  after: jsonb("after").$type<Record<string, unknown> | null>(),
  address: varchar("address", { length: 64 }).notNull().default(""),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("audit_logs_tenant_at_idx").on(t.tenantId, t.at), index("audit_logs_tenant_action_idx").on(t.tenantId, t.action, t.at)]);

/** Files uploaded through put-file: where they are stored (local disk or S3-compatible storage) and what they are. */
export const uploads = pgTable("uploads", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id),
  /** local | s3 */
  storage: varchar("storage", { length: 8 }).notNull(),
  /** tenant/sha-256.ext: the same bytes are stored once per tenant */
  key: varchar("key", { length: 120 }).notNull(),
  link: text("link").notNull(),
  contentType: varchar("content_type", { length: 40 }).notNull(),
  size: integer("size").notNull(),
  originalName: varchar("original_name", { length: 200 }).notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("uploads_key_uq").on(t.key, t.storage), index("uploads_tenant_idx").on(t.tenantId)]);

/**
 * A school's correction of one field of a province's volunteer rule (src/domain/volunteer/rules.ts) for a year and
 * batch: applied over the rule for that school's users, with who made it, when and why.
 */
export const volunteerRuleCorrections = pgTable("volunteer_rule_corrections", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  year: integer("year").notNull(),
  batch: varchar("batch", { length: 30 }).notNull(),
  field: varchar("field", { length: 20 }).notNull(),
  value: jsonb("value").$type<number | string | boolean>().notNull(),
  reason: varchar("reason", { length: 500 }).notNull(),
  createdBy: bigint("created_by", { mode: "number" }).notNull().references(() => users.id),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("volunteer_rule_corrections_uq").on(t.tenantId, t.provinceCode, t.year, t.batch, t.field)]);

/**
 * A rank table a school provides for one of its exams (a 联考 table: exam total → rank among the province's candidates
 * of a subject type), the only way a school exam becomes a province rank (src/domain/gaokao-score.ts).
 */
export const examRankTables = pgTable("exam_rank_tables", {
  id: id(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  name: varchar("name", { length: 100 }).notNull(),
  /** the school exam (exam_details.exam_name) whose totals it converts */
  examName: varchar("exam_name", { length: 100 }).notNull(),
  provinceCode: varchar("province_code", { length: 2 }).notNull().references(() => provinces.code),
  subjectType: varchar("subject_type", { length: 20 }).notNull(),
  /** who published the table (the 联考's organiser) */
  source: varchar("source", { length: 200 }).notNull(),
  rows: jsonb("rows").$type<{ score: number; rank: number }[]>().notNull(),
  /**
   * rank-table: a 联考's published table (exam total → rank among the province's candidates); history: the school's own
   * past students' totals in this exam against their 高考 ranks, `rows` the table fitted to them (src/domain/gaokao-score)
   */
  kind: varchar("kind", { length: 20 }).notNull().default("rank-table"),
  /** for a history: how many past students it was fitted on */
  students: integer("students"),
  createdBy: bigint("created_by", { mode: "number" }).notNull().references(() => users.id),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("exam_rank_tables_name_uq").on(t.tenantId, t.name), check("exam_rank_tables_kind_ck", sql`${t.kind} in ('rank-table', 'history')`)]);

/**
 * A student's 高考 score or rank for their application year, kept apart from school exams, with its provenance:
 * the student's estimate, the official result, or a school exam converted through one of the school's rank tables.
 */
export const gaokaoScores = pgTable("gaokao_scores", {
  studentId: bigint("student_id", { mode: "number" }).primaryKey().references(() => students.id),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  year: integer("year").notNull(),
  score: integer("score"),
  rank: integer("rank"),
  source: varchar("source", { length: 20 }).notNull(),
  /** for source "converted": the exam, its total and the table (id and name as they were) */
  conversion: jsonb("conversion").$type<{ examName: string; examDate: string; examTotal: number; tableId: string; tableName: string }>(),
  note: varchar("note", { length: 200 }).notNull().default(""),
  setBy: bigint("set_by", { mode: "number" }).notNull().references(() => users.id),
  setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check("gaokao_scores_value_ck", sql`${t.score} is not null or ${t.rank} is not null`),
  check("gaokao_scores_source_ck", sql`${t.source} in ('estimate', 'official', 'converted')`),
]);

/**
 * An import started in the browser (students of the school, or admission data in the importer's formats): it runs in
 * the server process that took it and writes its progress here, so any process can answer how far it is.
 */
export const importJobs = pgTable("import_jobs", {
  id: varchar("id", { length: 40 }).primaryKey(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id),
  /** students | data */
  kind: varchar("kind", { length: 10 }).notNull(),
  fileName: varchar("file_name", { length: 200 }).notNull(),
  dryRun: boolean("dry_run").notNull(),
  /** running | done | failed */
  status: varchar("status", { length: 8 }).notNull().default("running"),
  phase: varchar("phase", { length: 10 }).notNull().default("read"),
  done: integer("done").notNull().default(0),
  total: integer("total").notNull().default(0),
  report: jsonb("report").$type<Record<string, unknown> | null>(),
  error: varchar("error", { length: 300 }).notNull().default(""),
  createdAt: createdAt(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
}, (t) => [index("import_jobs_tenant_idx").on(t.tenantId, t.createdAt)]);

/**
 * A college's virtual campus tour (VR校园), as an operator imported it (import layout `tours`, FORMATS.md): we hold no
 * addresses of our own, so every row names where it came from.
 */
export const collegeTours = pgTable("college_tours", {
  id: id(),
  collegeCode: varchar("college_code", { length: 5 }).notNull().references(() => colleges.code),
  title: varchar("title", { length: 100 }).notNull(),
  /** https only (checked on import) */
  url: varchar("url", { length: 500 }).notNull(),
  /** who published the address, as the file says (a college's own site, a provincial portal …) */
  sourceName: varchar("source_name", { length: 100 }).notNull(),
  sourceId: integer("source_id").references(() => dataSources.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("college_tours_college_url_uq").on(t.collegeCode, t.url)]);

/**
 * A read-only link a student (or parent) made to one thing they own (`kind`): `id` is the unguessable part of the
 * link (128 random bits, base64url), so it is kept as given; the owner lists it to copy it again. `content` is a
 * snapshot of what was shared (never a reference a later edit would change), without personal data; `ownerName` is
 * set only when the owner chose to show their name.
 */
export const shares = pgTable("shares", {
  id: varchar("id", { length: 32 }).primaryKey(),
  tenantId: varchar("tenant_id", { length: 12 }).notNull().references(() => tenants.tenantId),
  userId: bigint("user_id", { mode: "number" }).notNull().references(() => users.id),
  studentId: bigint("student_id", { mode: "number" }).notNull().references(() => students.id),
  /** contrast (a college comparison list) */
  kind: varchar("kind", { length: 20 }).notNull(),
  content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  ownerName: varchar("owner_name", { length: 50 }).notNull().default(""),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
}, (t) => [index("shares_owner_idx").on(t.tenantId, t.userId, t.createdAt)]);

/**
 * Every data import is a version (migration 0012): the tables and provinces it covered (`covers`), what it changed, the
 * plausibility problems an operator overrode and who, and — in import_version_rows — the rows those tables held for
 * those provinces before it, so one action can restore them.
 */
export const importVersions = pgTable("import_versions", {
  id: serial("id").primaryKey(),
  kind: varchar("kind", { length: 30 }).notNull(),
  fileName: varchar("file_name", { length: 200 }).notNull().default(""),
  sourceId: integer("source_id").references(() => dataSources.id),
  scopes: jsonb("scopes").$type<string[]>().notNull().default([]),
  /** [{ table, province }]: what the snapshot holds and a restore replaces */
  covers: jsonb("covers").$type<{ table: string; province: string }[]>().notNull().default([]),
  changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
  problems: jsonb("problems").$type<unknown[]>().notNull().default([]),
  overridden: boolean("overridden").notNull().default(false),
  createdBy: varchar("created_by", { length: 100 }).notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  restoredBy: varchar("restored_by", { length: 100 }).notNull().default(""),
  restoredAt: timestamp("restored_at", { withTimezone: true }),
});

/** The rows an import replaced, one JSON object per row (to_jsonb of the table's row), by table. */
export const importVersionRows = pgTable("import_version_rows", {
  versionId: integer("version_id").notNull().references(() => importVersions.id, { onDelete: "cascade" }),
  tableName: varchar("table_name", { length: 40 }).notNull(),
  row: jsonb("row").notNull(),
}, (t) => [index("import_version_rows_version_idx").on(t.versionId, t.tableName)]);
