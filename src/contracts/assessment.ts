// /api/common/assessment: the eight career assessments (src/domain/assessment). list → what can be taken, with the
// caller's latest result of each; paper {code} → the items; submit {code, answers} → the scored, stored report;
// report {reportId}; history {code} → every earlier take, newest first. Every read and write goes through the caller's
// Owner (a parent reads the linked student's reports). Shapes are extended, never renamed: the career archive and the
// counsellor's screens read them too.
import { z } from "zod";
import { bigintId, int4, INT4_MAX, INT4_MIN } from "./fields";
import { ASSESSMENT_CODES } from "../domain/assessment/catalog";

export const codeInput = z.enum(ASSESSMENT_CODES, { error: `code 应为 ${ASSESSMENT_CODES.join("、")} 之一` });
export const langInput = z.enum(["zh", "en"], { error: "lang 应为 zh 或 en" }).default("zh");
const reportIdInput = z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: "应为报告编号" })], { error: "reportId 应为报告编号" })
  .transform((v) => String(v));

/** A text in both languages (the server writes both; the page shows the reader's). */
export const bilingual = z.object({ zh: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingual>;

// ---------------------------------------------------------------- list

/** a counsellor reads a student of their classes by id; the student and a parent leave it out */
const counselled = { studentId: z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: "studentId 应为学生编号" })]).transform(Number).optional() };

export const listRequest = z.object({ ...counselled });
/** One earlier take: when, and its result in a few words. */
export const historyItemSchema = z.object({
  reportId: z.string(),
  code: z.enum(ASSESSMENT_CODES),
  createdAt: z.string(),
  /** the result's short code (zyxq "RIA", rglx "ENFP", chooseSubjects "物理+化学+生物" …) */
  resultCode: z.string(),
  summary: bilingual,
  /** who submitted it: the student, or a parent on the student's account */
  takenBy: z.enum(["student", "parent"]),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const listItemSchema = z.object({
  code: z.enum(ASSESSMENT_CODES),
  name: bilingual,
  description: bilingual,
  itemCount: int4(),
  minutes: int4(),
  paperPath: z.string(),
  reportPath: z.string(),
  /** how many times the student has taken it */
  taken: int4(),
  latest: historyItemSchema.nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;
export const listAnswer = z.array(listItemSchema);

// ---------------------------------------------------------------- paper

export const paperRequest = z.object({ code: codeInput, lang: langInput });
export type PaperRequest = z.input<typeof paperRequest>;
export const paperItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ value: int4(), label: z.string() })),
  /** the dimension the item counts toward (RIASEC letter, intelligence, value, subject …) */
  dimension: z.string(),
  /** a heading the item belongs under (psychology: WHO-5 / GAD-7; chooseSubjects: subjects / directions) */
  section: z.string().optional(),
});
export type PaperItem = z.infer<typeof paperItemSchema>;
export const paperAnswer = z.object({
  code: z.enum(ASSESSMENT_CODES),
  /** the item bank's version, stored with every report */
  version: z.string(),
  name: z.string(),
  /** how to answer, in the requested language */
  instructions: z.string(),
  /** what the result is and is not (psychology: not a diagnosis) */
  note: z.string(),
  /** where the items come from (our own, or a named freely usable instrument) */
  source: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), instructions: z.string() })),
  items: z.array(paperItemSchema),
});
export type Paper = z.infer<typeof paperAnswer>;

// ---------------------------------------------------------------- results

export const scoreSchema = z.object({
  dimension: z.string(),
  name: bilingual,
  raw: z.number(),
  min: z.number(),
  max: z.number(),
  /** (raw − min) / (max − min) × 100, rounded to a whole number */
  percent: z.number(),
  /** what a high score on this dimension means, in plain words */
  meaning: bilingual.optional(),
});
export type Score = z.infer<typeof scoreSchema>;

/** A major class or profession a result points to, with how well it fits (0–100). */
export const pointerSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** its Holland code in our mapping (src/domain/assessment/holland-map.ts) */
  hollandCode: z.string(),
  fit: z.number(),
  href: z.string(),
});
export type Pointer = z.infer<typeof pointerSchema>;

export const dichotomySchema = z.object({
  axis: z.string(),
  first: z.string(),
  second: z.string(),
  /** 0–100: how far the answers lean to the first pole (50 = balanced) */
  firstPercent: z.number(),
  preference: z.string(),
  clarity: z.enum(["balanced", "slight", "moderate", "clear"]),
});
export type Dichotomy = z.infer<typeof dichotomySchema>;

export const wellbeingSchema = z.object({
  who5: z.object({ raw: int4(), percent: int4(), band: z.enum(["good", "low", "veryLow"]) }),
  gad7: z.object({ raw: int4(), band: z.enum(["minimal", "mild", "moderate", "severe"]) }),
  /** refer: a counsellor is told (an open referral is stored); suggest: the student is encouraged to talk to someone */
  referral: z.object({ level: z.enum(["none", "suggest", "refer"]), reasons: z.array(z.enum(["who5-very-low", "who5-low", "gad7-moderate", "gad7-severe", "gad7-mild"])) }),
});
export type Wellbeing = z.infer<typeof wellbeingSchema>;

export const subjectStrengthSchema = z.object({
  subject: z.string(),
  /** 0–100 from the self-rating items */
  selfPercent: z.number(),
  /** the latest exam's score as a share of its full score (0–100), null without one */
  examPercent: z.number().nullable(),
  exam: z.object({ name: z.string(), date: z.string(), score: z.number(), fullScore: z.number() }).nullable(),
  /** the mean of the two where both exist, else the self-rating */
  combined: z.number(),
});
export type SubjectStrength = z.infer<typeof subjectStrengthSchema>;

export const combinationSchema = z.object({
  subjects: z.array(z.string()),
  label: z.string(),
  /** 0–100: interest 40 %, strength 30 %, openness of the preferred major classes 30 % */
  score: z.number(),
  interest: z.number(),
  strength: z.number(),
  coverage: z.number(),
  /** preferred major classes this combination meets / misses the usual requirement of */
  opens: z.array(z.object({ code: z.string(), name: z.string(), requirement: z.string() })),
  misses: z.array(z.object({ code: z.string(), name: z.string(), requirement: z.string() })),
});
export type Combination = z.infer<typeof combinationSchema>;

export const resultSchema = z.object({
  /**
   * The result in a short code. zyxq: the three-letter Holland code, strongest first (ties broken as `ties` says);
   * rglx: four letters, one per dichotomy; dyzn, zyjzg, major: the three strongest dimensions joined by "-";
   * xkys: the three strongest subjects joined by "+"; psychology: "<WHO-5 band>/<GAD-7 band>";
   * chooseSubjects: the best combination ("物理+化学+生物").
   */
  code: z.string(),
  summary: bilingual,
  /** every dimension in the instrument's own order */
  scores: z.array(scoreSchema),
  /** the dimensions strongest first (the tie-break applied) */
  ranking: z.array(z.string()),
  /** groups of dimensions whose scores tied, in the order the tie-break put them */
  ties: z.array(z.array(z.string())),
  dichotomies: z.array(dichotomySchema).optional(),
  wellbeing: wellbeingSchema.optional(),
  subjects: z.array(subjectStrengthSchema).optional(),
  combinations: z.object({
    model: z.enum(["3+1+2", "3+3"]),
    /** the student's province (GB/T 2260) that decided the model, null when unknown */
    province: z.string().nullable(),
    /** why the model was assumed (unknown province, a province still on 文理) */
    assumed: z.boolean(),
    options: z.array(combinationSchema),
  }).optional(),
  /** the major classes (专业类) and professions the result points to, best fit first */
  majors: z.array(pointerSchema),
  professions: z.array(pointerSchema),
});
export type AssessmentResult = z.infer<typeof resultSchema>;

// ---------------------------------------------------------------- submit, report, history

/** at most this many answers in one submission (more than any paper has) */
export const MAX_ANSWERS = 200;
export const answerInput = z.object({
  id: z.string({ error: "id 必填" }).trim().regex(/^[A-Za-z0-9_-]{1,24}$/, { error: "id 应为题目编号" }),
  value: z.number({ error: "value 应为选项的数值" }).int({ error: "value 应为整数" }).min(INT4_MIN, { error: `value 不能小于${INT4_MIN}` }).max(INT4_MAX, { error: `value 不能大于${INT4_MAX}` }),
});
export const submitRequest = z.object({
  code: codeInput,
  answers: z.array(answerInput, { error: "answers 应为回答列表" }).max(MAX_ANSWERS, { error: `answers 最多 ${MAX_ANSWERS} 条` }),
});
export type SubmitRequest = z.input<typeof submitRequest>;
export const submitAnswer = z.object({ reportId: z.string(), result: resultSchema });
export type SubmitAnswer = z.infer<typeof submitAnswer>;

export const reportRequest = z.object({ reportId: reportIdInput, ...counselled });
export const reportAnswer = z.object({
  reportId: z.string(),
  code: z.enum(ASSESSMENT_CODES),
  version: z.string(),
  createdAt: z.string(),
  takenBy: z.enum(["student", "parent"]),
  studentName: z.string(),
  result: resultSchema,
});
export type Report = z.infer<typeof reportAnswer>;

export const historyRequest = z.object({ code: codeInput, ...counselled });
export const historyAnswer = z.array(historyItemSchema);
