// The latest result of each career assessment, with a link to its full report, or to the test when it was not taken.
// The wellbeing check is not listed: it is a screening for the student and their counsellor, not a career result.
import type { AssessmentSummary as Summary } from "@/contracts/career";
import { ASSESSMENT_CODES, ASSESSMENTS, reportHref, type AssessmentCode } from "@/domain/assessment/catalog";
import { formatDate } from "@/islands/pages/shared";
import { useT } from "@/islands/ui/useT";

/** The career assessments, in the catalogue's order. */
export const CAREER_ASSESSMENTS = ASSESSMENT_CODES.filter((code) => code !== "psychology");

export function AssessmentSummary({ results, codes = CAREER_ASSESSMENTS, editable, studentId = null }: {
  results: readonly Summary[]; codes?: readonly AssessmentCode[]; editable: boolean;
  /** a counsellor reading a student of their classes: the reports open for that student */
  studentId?: string | null;
}) {
  const { t, lang } = useT();
  return (
    <ul className="m-0 grid list-none gap-3 p-0 [grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))]" data-assessments>
      {codes.map((code) => {
        const entry = ASSESSMENTS[code];
        const result = results.find((r) => r.code === code);
        return (
          <li key={code} className="flex flex-col gap-1 rounded-md border border-[var(--color-line)] px-3 py-2" data-assessment={code} data-taken={result ? "yes" : "no"}>
            <h3 className="m-0 text-base font-semibold">{entry.name[lang]}</h3>
            {result ? (
              <>
                <p className="m-0 text-sm"><span className="tag mr-1" lang="zh-CN">{result.resultCode}</span>{result.summary[lang]}</p>
                <p className="muted m-0 text-xs">{t("career.assess.taken", { date: formatDate(result.createdAt, lang), n: result.taken })}</p>
                <p className="m-0 mt-auto flex flex-wrap gap-x-3 text-sm">
                  <a href={reportHref(code, result.reportId, studentId)}>{t("career.assess.report")}</a>
                  {editable && <a href={entry.paperPath}>{t("career.assess.retake")}</a>}
                </p>
              </>
            ) : (
              <>
                <p className="muted m-0 text-sm">{t("career.assess.notTaken", { minutes: entry.minutes })}</p>
                {editable && <p className="m-0 mt-auto text-sm"><a href={entry.paperPath}>{t("career.assess.take")}</a></p>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
