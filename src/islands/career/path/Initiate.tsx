// 生涯启蒙 /career/initiate: what career planning is, how the gaokao works in the student's own province (its model in
// the student's exam year), and what to do in each high-school year, the student's own year marked and every step a
// link to the page where it is done. Dates come from the enrolment year on the profile and the usual school calendar.
import { nextApplicationRound } from "@/domain/calendar";
import "../parts";
import { gradeStatus } from "@/lib/rules/grade";
import { datedTerms, examModelFor, gaokaoDate, YEAR_STEPS, type GradeYear } from "@/lib/rules/career-path";
import { academicYear } from "@/domain/school-year";
import { PROVINCES_EN } from "@/lib/i18n/names/places";
import { formatDate, useServerNow } from "@/islands/pages/shared";
import { CareerPage, Part, usePlan } from "../parts";
import { useEnrolment, usePathT, type PathT } from "./shared";
import type { PlanAnswer } from "@/lib/api/career";

const GRADES: GradeYear[] = [10, 11, 12];

/** A month for text: 2026年9月 / September 2026. */
const monthText = (ym: string, lang: "zh" | "en") =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${ym}-15T00:00:00Z`));

function ExamModel({ p, lang, plan, examYear, thisYear }: { p: PathT; lang: "zh" | "en"; plan: PlanAnswer | null; examYear: number | null; thisYear: number }) {
  const exam = examModelFor(plan?.province, examYear, thisYear);
  if (!exam.province || !exam.model) {
    return (
      <p className="m-0" data-exam-model="unknown">
        {p("initiate.noProvince")} <a href="/career/archive" className="underline">{p("initiate.setProvince")}</a>
      </p>
    );
  }
  const reformed = exam.model !== "文理";
  const vars = { province: lang === "en" ? PROVINCES_EN[exam.code!] ?? exam.province : exam.province, year: exam.reformYear ?? "", model: reformed ? exam.model : "" };
  const line = reformed ? p("initiate.reformSince", vars)
    : exam.reformYear ? p("initiate.reformLater", { ...vars, model: examModelFor(plan?.province, exam.reformYear, thisYear).model ?? "" })
    : p("initiate.noReform", vars);
  return (
    <div className="flex flex-col gap-2" data-exam-model={exam.model}>
      <p className="m-0 font-semibold">{line}</p>
      <p className="m-0">{p(`initiate.model.${exam.model}` as "initiate.model.3+3")}</p>
      {examYear && <p className="m-0">{p("initiate.examYear", { date: formatDate(gaokaoDate(examYear - 3), lang) })}</p>}
      <p className="muted m-0 text-sm">{p("initiate.modelSource")}</p>
    </div>
  );
}

export default function Initiate() {
  const { t, p, lang } = usePathT();
  const plan = usePlan();
  const now = useServerNow();
  const { enrolment, examYear } = useEnrolment();
  const status = enrolment ? gradeStatus(enrolment, now) : null;
  const current: GradeYear | null = status === "grade10" ? 10 : status === "grade11" ? 11 : status === "grade12" ? 12 : null;
  const round = nextApplicationRound(now, plan?.province).year;
  const reformed = examModelFor(plan?.province, examYear, round).model !== "文理";
  const terms = datedTerms(enrolment ?? academicYear(now));
  const month = (ym: string) => monthText(ym, lang);
  return (
    <CareerPage screen="initiate" title={t("route.initiate")} intro={p("initiate.intro")}>
      <Part id="initiate-what" title={p("initiate.whatTitle")}>
        <p className="m-0 mb-2">{p("initiate.what1")}</p>
        <p className="m-0">{p("initiate.what2")}</p>
      </Part>
      <Part id="initiate-exam" title={p("initiate.examTitle")}>
        <ExamModel p={p} lang={lang} plan={plan} examYear={examYear} thisYear={round} />
      </Part>
      <Part id="initiate-years" title={p("initiate.yearsTitle")}>
        {!enrolment && <p className="muted m-0 mb-2">{p("initiate.noGrade")}</p>}
        {status === "graduated" && <p className="muted m-0 mb-2">{p("initiate.graduated")}</p>}
        <ol className="m-0 grid list-none gap-3 p-0 md:grid-cols-3">
          {GRADES.map((grade) => {
            const here = grade === current;
            return (
              <li key={grade} data-grade={grade} data-current={here ? "yes" : "no"} aria-current={here ? "step" : undefined}
                className={`rounded-md border px-3 py-3 ${here ? "border-2 border-[var(--primary-strong)] bg-[var(--primary-9)]" : "border-[var(--color-line)]"}`}>
                <h3 className="m-0 flex flex-wrap items-center gap-2 text-base font-bold">
                  {p(`grade.${grade}` as "grade.10")}
                  {here && <span className="tag">{p("initiate.you")}</span>}
                </h3>
                {([1, 2] as const).map((term) => {
                  const dated = terms.find((d) => d.grade === grade && d.term === term)!;
                  const steps = YEAR_STEPS[grade].filter((s) => s.term === term && (!s.onlyReformed || reformed));
                  return (
                    <div key={term} className="mt-2">
                      <p className="muted m-0 text-sm">{p(`term.${term}` as "term.1", { from: month(dated.from), to: month(dated.to) })}</p>
                      <ul className="m-0 mt-1 flex flex-col gap-1 pl-5">
                        {steps.map((step) => <li key={step.key}><a href={step.href} data-step={step.key}>{p(`year.${step.key}` as "year.g10.know")}</a></li>)}
                      </ul>
                    </div>
                  );
                })}
              </li>
            );
          })}
        </ol>
        <p className="muted m-0 mt-3 text-sm">{p("initiate.calendarNote")}</p>
      </Part>
    </CareerPage>
  );
}
