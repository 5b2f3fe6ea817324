// Where a data-tool screen starts for this student: their province, the subject type (科类) their chosen subjects put
// them in that year, and a score from their latest exam when the school has recorded one. Pure rules.
import { findProvince, subjectTypesOf } from "@/domain/provinces";

const SCIENCE = ["物理", "化学", "生物"];
const HUMANITIES = ["历史", "政治", "地理"];

/**
 * The subject type a student with these subjects (e.g. "物理,化学,生物" or "物理+化学+生物") takes in a province and
 * year: 物理类 / 历史类 by the first-choice subject under 3+1+2, 综合 under 3+3, 理科 / 文科 by the majority of the
 * chosen subjects before the reform. Without subjects: the province's first type. Null for an unknown province.
 */
export function subjectTypeFor(provinceCode: string | null | undefined, year: number, subjects: string): string | null {
  const province = findProvince(provinceCode ?? "");
  if (!province) return null;
  const types = subjectTypesOf(province, year);
  const chosen = subjects.split(/[,，+、\s]+/).filter(Boolean);
  if (types.includes("物理类")) {
    if (chosen.includes("历史") && !chosen.includes("物理")) return "历史类";
    return "物理类";
  }
  if (types.includes("理科")) {
    const science = chosen.filter((s) => SCIENCE.includes(s)).length;
    const humanities = chosen.filter((s) => HUMANITIES.includes(s)).length;
    return humanities > science ? "文科" : "理科";
  }
  return types[0] ?? null;
}

export interface ExamRow { examName: string; examDate: string; subject: string; score: number; fullScore: number }
export interface ExamScore {
  examName: string;
  examDate: string;
  /** the exam's total, scaled to the province's full score when the exam's full marks differ */
  score: number;
  rawTotal: number;
  rawFull: number;
  scaled: boolean;
}

/** The newest exam's total over its subjects, on the province's scale (a 750-mark exam in Shanghai's 660 becomes 660ths). */
export function latestExamScore(rows: readonly ExamRow[], provinceTotal: number): ExamScore | null {
  if (rows.length === 0 || provinceTotal <= 0) return null;
  const newest = [...rows].sort((a, b) => b.examDate.localeCompare(a.examDate))[0]!;
  const same = rows.filter((r) => r.examName === newest.examName && r.examDate === newest.examDate);
  const rawTotal = same.reduce((sum, r) => sum + r.score, 0);
  const rawFull = same.reduce((sum, r) => sum + r.fullScore, 0);
  if (rawFull <= 0) return null;
  const scaled = rawFull !== provinceTotal;
  const score = Math.round(scaled ? (rawTotal / rawFull) * provinceTotal : rawTotal);
  return { examName: newest.examName, examDate: newest.examDate, score, rawTotal, rawFull, scaled };
}
