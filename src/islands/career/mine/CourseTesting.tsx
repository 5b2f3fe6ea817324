// 选科测评 /career/course/testing: the subject-choice assessment (chooseSubjects) and the subject-strengths one it builds
// on (xkys): what each measures, whether and when it was taken, and a button opening the real test (a retake adds to the
// history; the earlier results stay). A parent sees the same state and the reports, without the buttons.
import "../parts";
import "@/lib/i18n/portal-career-mine";
import "@/lib/i18n/portal-assessment";
import { useStore } from "@nanostores/react";
import { ASSESSMENT_LIST_PATH, reportHref, type AssessmentCode } from "@/domain/assessment/catalog";
import { assessmentLoads, type ListItem } from "@/lib/api/assessment";
import { $authority } from "@/lib/session/auth";
import { formatDate } from "@/islands/pages/shared";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import type { PortalKey } from "@/lib/i18n/portal";
import { CareerPage, LinkButton, Part, Waiting } from "../parts";

/** The two assessments of this page: the one that recommends combinations, then the one it draws subject strength from. */
export const COURSE_ASSESSMENTS = ["chooseSubjects", "xkys"] as const satisfies readonly AssessmentCode[];

function Card({ t, lang, item, student }: { t: Translate; lang: "zh" | "en"; item: ListItem; student: boolean }) {
  const latest = item.latest;
  return (
    <Part id={`testing-${item.code}`} title={item.name[lang]}>
      <div className="flex flex-col gap-3" data-assessment={item.code} data-taken={latest ? "yes" : "no"}>
        <p className="m-0">{item.description[lang]}</p>
        <p className="m-0 text-sm">{t(`career.mine.measures.${item.code}` as PortalKey)}</p>
        <p className="muted m-0 text-sm">{t("career.mine.size", { items: item.itemCount, minutes: item.minutes })}</p>
        {latest ? (
          <div className="rounded-md bg-[var(--primary-9)] px-3 py-2">
            <p className="m-0 font-semibold" data-state="taken">{t("career.mine.takenOn", { date: formatDate(latest.createdAt, lang), n: item.taken })}</p>
            <p className="m-0 text-sm">{latest.summary[lang]}</p>
          </div>
        ) : <p className="m-0 font-semibold" data-state="not-taken">{t("career.mine.notTaken")}</p>}
        <div className="flex flex-wrap gap-2">
          {student && <LinkButton href={item.paperPath} primary>{t(latest ? "career.mine.retake" : "career.mine.start", { name: item.name[lang] })}</LinkButton>}
          {latest && <LinkButton href={reportHref(item.code, latest.reportId)}>{t("career.mine.fullReport", { name: item.name[lang] })}</LinkButton>}
        </div>
        {student && latest && <p className="muted m-0 text-sm">{t("career.mine.retakeKeeps")}</p>}
      </div>
    </Part>
  );
}

export default function CourseTesting() {
  const { t, lang } = useT();
  const student = useStore($authority) !== "parent";
  const [list, retry] = useLoadable(...assessmentLoads.list());
  const items = list.state === "ready" ? COURSE_ASSESSMENTS.map((code) => list.data.find((i) => i.code === code)).filter((i): i is ListItem => Boolean(i)) : [];
  const choice = items.find((i) => i.code === "chooseSubjects");
  return (
    <CareerPage screen="course-testing" title={t("route.courseTesting")} intro={t("career.mine.testingIntro")}
      aside={choice?.latest ? <LinkButton href="/career/course/report" primary>{t("route.courseReport")}</LinkButton> : undefined}>
      {!student && <p className="rounded-md border-l-4 border-[var(--primary-strong)] bg-[var(--primary-9)] px-4 py-2 text-sm" data-read-only>{t("career.mine.parentTests")}</p>}
      {list.state !== "ready" ? <Waiting load={list} retry={retry} /> : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {items.map((item) => <Card key={item.code} t={t} lang={lang} item={item} student={student} />)}
          </div>
          <Part id="testing-how" title={t("career.mine.howTitle")}>
            <ol className="m-0 flex list-decimal flex-col gap-1 pl-5">
              <li>{t("career.mine.how.1")}</li>
              <li>{t("career.mine.how.2")}</li>
              <li>{t("as.report.combinationWeights")}</li>
              <li>{t("career.mine.how.4")}</li>
            </ol>
            <p className="m-0 mt-3 text-sm"><a href={ASSESSMENT_LIST_PATH} className="underline">{t("career.mine.allAssessments")}</a></p>
          </Part>
        </>
      )}
    </CareerPage>
  );
}
