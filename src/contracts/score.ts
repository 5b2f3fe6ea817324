// /api/common/score: the student's 高考 score or rank for their own application year, with its provenance (their
// estimate, the official result, or a school exam converted through the school's rank table), kept apart from school
// exams; and /api/admin/exam-table: the school's rank tables (联考 exam total → province rank). src/domain/gaokao-score.ts.
import { z } from "zod";
import { bigintId, int4, nameText } from "./fields";
import { provinceInput, rankInput, scoreInput, subjectTypeInput } from "./common";
import { EXAM_TABLE_KINDS, SCORE_SOURCES } from "../domain/gaokao-score";

const plain = (max: number, field: string) => nameText(max, field).refine((v) => !/[<>]/.test(v), { error: `${field} 不能含有 < 或 >` });
const idText = (field: string) => z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: `${field} 应为编号` })], { error: `${field} 应为编号` })
  .transform((v) => String(v));

export const conversionSchema = z.object({
  examName: z.string(), examDate: z.string(), examTotal: z.number(), tableId: z.string(), tableName: z.string(),
  /** a 联考's rank table, or the school's own history of past students (absent on conversions saved before kinds) */
  tableKind: z.enum(EXAM_TABLE_KINDS).optional(),
});

export const gaokaoScoreSchema = z.object({
  /** the application year it is for */
  year: int4(),
  score: int4().nullable(),
  rank: int4().nullable(),
  source: z.enum(SCORE_SOURCES),
  /** source "converted": which school exam (and its total) through which of the school's tables */
  conversion: conversionSchema.nullable(),
  note: z.string(),
  /** who saved it (account) and when (ISO) */
  by: z.string(),
  at: z.string(),
});
export type GaokaoScoreView = z.infer<typeof gaokaoScoreSchema>;

/** A school exam the student sat, by total, and the school's tables that can convert it. */
export const examOptionSchema = z.object({
  examName: z.string(), examDate: z.string(), total: z.number(), full: z.number(),
  tables: z.array(z.object({ id: z.string(), name: z.string(), source: z.string(), subjectType: z.string(), kind: z.enum(EXAM_TABLE_KINDS), students: int4().nullable() })),
});

export const scoreAnswer = z.object({
  /** the student's own application year (src/domain/calendar) and whether an official result can exist yet */
  year: int4(),
  officialAllowed: z.boolean(),
  province: z.string(),
  /** the province's full score (the score's upper bound) */
  totalScore: int4(),
  saved: gaokaoScoreSchema.nullable(),
  exams: z.array(examOptionSchema),
  editable: z.boolean(),
});
export type ScoreAnswer = z.infer<typeof scoreAnswer>;

export const scoreSaveRequest = z.object({
  source: z.enum(["estimate", "official"], { error: "source 应为 estimate（自己估计）或 official（成绩单上的正式成绩）" }),
  score: scoreInput.optional(),
  rank: rankInput.optional(),
  note: plain(200, "note").optional(),
}).refine((b) => b.score != null || b.rank != null, { error: "score 或 rank 至少填一个", path: ["score"] });
export type ScoreSaveRequest = z.input<typeof scoreSaveRequest>;

export const scoreConvertRequest = z.object({
  tableId: idText("tableId"),
  examName: plain(100, "examName").pipe(z.string().min(1, { error: "examName 必填" })),
  examDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "examDate 应为日期，如 2026-11-05" }),
});
export type ScoreConvertRequest = z.input<typeof scoreConvertRequest>;

// ---------------------------------------------------------------- the school's rank tables

export const examTableSchema = z.object({
  id: z.string(), name: z.string(), examName: z.string(), province: z.string(), subjectType: z.string(), source: z.string(),
  rows: int4(), top: z.object({ score: z.number(), rank: int4() }), bottom: z.object({ score: z.number(), rank: int4() }),
  kind: z.enum(EXAM_TABLE_KINDS), students: int4().nullable(),
  by: z.string(), at: z.string(),
});
export type ExamTableView = z.infer<typeof examTableSchema>;

export const examTableSubmitRequest = z.object({
  name: plain(100, "name").pipe(z.string().min(1, { error: "name 必填" })),
  examName: plain(100, "examName").pipe(z.string().min(1, { error: "examName 必填" })),
  province: provinceInput,
  subjectType: subjectTypeInput,
  source: plain(200, "source").pipe(z.string().min(1, { error: "source 必填：换算表由谁发布" })),
  /** rank-table: a 联考's table; history: the school's past students' totals in this exam against their 高考 ranks */
  kind: z.enum(EXAM_TABLE_KINDS, { error: "kind 应为 rank-table 或 history" }).default("rank-table"),
  /** rank-table: one "score,rank" per line, as the 联考's organiser publishes it; history: one "total,rank" per past student */
  table: z.string({ error: "table 必填" }).max(100_000, { error: "table 太长" }),
});
export type ExamTableSubmitRequest = z.input<typeof examTableSubmitRequest>;
