// Where a data-tool screen starts for this student: a score from their latest exam when the school has recorded one
// (the subject type their subjects give is the domain's subjectTypeFor). Pure rules.

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
