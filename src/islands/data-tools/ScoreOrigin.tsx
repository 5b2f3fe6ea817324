// Which score a screen uses, and from where (issue 25 "Which score"): the student's saved 高考 score with its source
// (their estimate, the official result, a school exam converted through the school's table), a number typed on the
// page, or — with nothing saved — a prompt saying a school exam total is not a 高考 score.
import "@/lib/i18n/portal-data-tools";
import { scoreOrigin } from "@/domain/gaokao-score";
import type { LookupMode } from "@/lib/rules/data-tools";
import type { StudentScope } from "@/islands/ui/useStudentScope";
import type { Translate } from "@/islands/ui/useT";
import { formatDate } from "@/islands/pages/shared";
import { LOCALES } from "@/islands/school/parts";

export const SCORE_HREF = "/mine/index#gaokao";

export function ScoreOrigin({ t, lang, student, mode, value, province, className = "muted m-0 text-sm" }: {
  t: Translate; lang: "zh" | "en"; student: Pick<StudentScope, "gaokao" | "province" | "score" | "scoreLoading">; mode: LookupMode; value: number | null | undefined; province: string; className?: string;
}) {
  // the saved score is for the student's own province; another province's numbers are what was typed
  if (student.scoreLoading || !student.score || province !== student.province) return null;
  const saved = student.gaokao;
  const origin = scoreOrigin(saved, { mode, value });
  const fmt = (n: number) => n.toLocaleString(LOCALES[lang]);
  const link = (key: "score.origin.edit" | "score.origin.add") => student.score?.editable
    ? <>{" "}<a href={SCORE_HREF} className="underline underline-offset-2" data-score-link>{t(key)}</a></> : null;
  if (origin.kind === "none") {
    return <p className={className} data-score-origin="none">{t("score.origin.none")}{link("score.origin.add")}</p>;
  }
  if (origin.kind === "typed") {
    const vars = { what: t(mode === "score" ? "score.origin.what.score" : "score.origin.what.rank"), value: fmt(value!) };
    return <p className={className} data-score-origin="typed">{t(saved ? "score.origin.typed" : "score.origin.typedNoSaved", vars)}{saved ? null : link("score.origin.add")}</p>;
  }
  const s = origin.score;
  const date = formatDate(s.at, lang);
  const text = origin.kind === "converted" && s.conversion
    ? t("score.origin.converted", { value: fmt(value!), exam: s.conversion.examName, examDate: formatDate(s.conversion.examDate, lang), total: s.conversion.examTotal, table: conversionTableText(t, s.conversion) })
    : t(origin.kind === "official" ? "score.origin.official" : "score.origin.estimate", { value: fmt(value!), date });
  return <p className={className} data-score-origin={origin.kind}>{text}{link("score.origin.edit")}</p>;
}

/** A conversion's table as a student reads it: a 联考 table by its name, the school's own history said to be one. */
export function conversionTableText(t: Translate, table: { tableName?: string; name?: string; tableKind?: string; kind?: string; students?: number | null }): string {
  const name = table.tableName ?? table.name ?? "";
  if ((table.tableKind ?? table.kind) !== "history") return name;
  return table.students ? t("score.table.historyStudents", { name, students: table.students }) : t("score.table.history", { name });
}
