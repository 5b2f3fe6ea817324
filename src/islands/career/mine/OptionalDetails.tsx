// 我的选科 /career/mine/optionalDetails: the combination the student settled in 选科指导 and the one handed in to the
// school's 选科 round (选科填报), whether they agree, and what each opens — the share of college majors whose 选科要求
// it meets, beside every other combination of the model. Nothing is changed here; a parent reads the same page.
import "../parts";
import "@/lib/i18n/portal-career-mine";
import "@/lib/i18n/portal-data-tools";
import { careerLoads, type ComboCoverage, type PlanAnswer } from "@/lib/api/career";
import { fetchCourseRounds, fetchCourseSelections } from "@/lib/api/system";
import { choiceAgreement, coverageFor, standingSelection, type Agreement, type StoredSelection } from "@/lib/rules/career-mine";
import { SourceNote } from "@/islands/data-tools/parts";
import { formatDate } from "@/islands/pages/shared";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import type { PortalKey } from "@/lib/i18n/portal";
import { CombosTable } from "../combos-table";
import { CareerPage, comboText, LinkButton, Part, percentText, ReadOnlyNote, Waiting, WithPlan } from "../parts";

interface Round { id: string; title: string }
type Selection = StoredSelection & { remark?: string };

async function loadSubmission() {
  const [rounds, selections] = await Promise.all([fetchCourseRounds(), fetchCourseSelections({ current: 1, size: 100 })]);
  const held = standingSelection((selections.data?.records ?? []) as unknown as Selection[]);
  const round = held ? ((rounds.data?.records ?? []) as unknown as Round[]).find((r) => r.id === held.selection.xkInfoId) ?? null : null;
  return { held, round, rounds: rounds.data?.records.length ?? 0 };
}

const TONE: Record<Agreement, string> = {
  same: "border-green-700 text-green-800", differs: "border-red-700 text-red-800", noPlan: "border-amber-700 text-amber-800", noSubmission: "border-amber-700 text-amber-800", neither: "border-[#9ca3af] text-[#374151]",
};

/** What a combination opens, in one sentence with its numbers. */
function Opens({ t, lang, row, year }: { t: Translate; lang: "zh" | "en"; row: ComboCoverage | null; year: number }) {
  if (!row) return <p className="muted m-0 text-sm">{t("career.mine.opensUnknown")}</p>;
  return <p className="m-0 text-sm" data-opens={`${row.met}/${row.total}`}>{t("career.mine.opens", { met: row.met, total: row.total, share: percentText(lang, row.share), year })}</p>;
}

function Choices({ plan }: { plan: PlanAnswer }) {
  const { t, lang } = useT();
  const [submission, retrySubmission] = useLoadable(["loadSubmission"], loadSubmission);
  const [overview, retryOverview] = useLoadable(...careerLoads.courseOverview(plan.model));
  const settled = plan.subjectChoice;
  const held = submission.state === "ready" ? submission.data.held : null;
  const submitted = held?.combo ?? [];
  const agreement = choiceAgreement(settled, submitted);
  const rowOf = (combo: readonly string[]) => (overview.state === "ready" ? coverageFor(overview.data.combos, combo) : null);
  const year = overview.state === "ready" ? overview.data.year : 0;
  return (
    <>
      {!plan.editable && <ReadOnlyNote t={t} />}
      <div className="grid gap-4 md:grid-cols-2">
        <Part id="mine-settled" title={t("career.mine.settledTitle")} action={<LinkButton href="/career/course/index">{t(plan.editable ? "career.mine.changeAt" : "career.mine.openAt", { page: t("route.course") })}</LinkButton>}>
          {settled.length ? (
            <div className="flex flex-col gap-2">
              <p className="m-0 text-lg font-bold" data-settled={settled.join("+")}>{comboText(t, settled)}</p>
              {overview.state === "ready" && <Opens t={t} lang={lang} row={rowOf(settled)} year={year} />}
            </div>
          ) : <p className="m-0" data-settled="none">{t(plan.model ? "career.course.noChoice" : "career.course.noModel")}</p>}
        </Part>
        <Part id="mine-submitted" title={t("career.mine.submittedTitle")} action={<LinkButton href="/career/selection">{t(plan.editable ? "career.mine.changeAt" : "career.mine.openAt", { page: t("route.selection") })}</LinkButton>}>
          {submission.state !== "ready" ? <Waiting load={submission} retry={retrySubmission} /> : held ? (
            <div className="flex flex-col gap-2">
              <p className="m-0 text-lg font-bold" data-submitted={submitted.join("+")}>{comboText(t, submitted)}</p>
              <p className="m-0 text-sm" data-selection={held.selection.submitted ? "submitted" : "draft"}>
                <span className="tag mr-2">{t(held.selection.submitted ? "career.mine.handedIn" : "career.mine.draft")}</span>
                {t("career.mine.inRound", { round: submission.data.round?.title ?? "—", date: formatDate(held.selection.updatedAt, lang) })}
              </p>
              {overview.state === "ready" && <Opens t={t} lang={lang} row={rowOf(submitted)} year={year} />}
            </div>
          ) : <p className="m-0" data-submitted="none">{t(submission.data.rounds ? "career.mine.noSubmission" : "career.rounds.empty")}</p>}
        </Part>
      </div>
      {submission.state === "ready" && (
        <p className={`m-0 rounded-md border-l-4 bg-white px-4 py-2 ${TONE[agreement]}`} data-agreement={agreement} role="status">
          {t(`career.mine.agreement.${agreement}${held && !held.selection.submitted && (agreement === "same" || agreement === "differs") ? "Draft" : ""}` as PortalKey)}
        </p>
      )}
      <Part id="mine-coverage" title={t("career.course.coverageTitle")}>
        {overview.state !== "ready" ? <Waiting load={overview} retry={retryOverview} /> : (
          <div className="flex flex-col gap-3">
            <p className="m-0">{t("career.course.coverageIntro", { colleges: overview.data.colleges, year: overview.data.year, model: overview.data.model })}</p>
            {!plan.model && <p className="muted m-0 text-sm">{t("career.mine.modelAssumed", { model: overview.data.model })}</p>}
            <CombosTable t={t} lang={lang} combos={overview.data.combos} chosen={settled} testId="mine-combos"
              caption={t("career.course.coverageCaption", { model: overview.data.model, year: overview.data.year })} countHead={t("career.course.majors")} />
            <SourceNote t={t} sources={overview.data.sources} sample={overview.data.sample} />
            <p className="m-0 text-sm">{t("career.mine.whichMajors")} <a href="/career/course-by-major" className="underline">{t("route.courseByMajor")}</a></p>
          </div>
        )}
      </Part>
    </>
  );
}

export default function OptionalDetails() {
  const { t } = useT();
  return (
    <CareerPage screen="optional-details" title={t("route.optionalDetails")} intro={t("career.mine.optionalIntro")}>
      <WithPlan>{(plan) => <Choices plan={plan} />}</WithPlan>
    </CareerPage>
  );
}
