// The college page's "your chances here" card (issue 26): the college's units in the student's own province at their
// saved 高考 score or rank, each with its stated chance and band, 加入志愿表 (the component the probability list and
// detail use) and a link to the unit's detail, and 设为目标 for the college itself. Without a saved score it says where to enter one; staff see nothing.
import "@/lib/i18n/portal-school";
import "@/lib/i18n/portal-probability";
import { useStore } from "@nanostores/react";
import { $authority } from "@/lib/session/auth";
import type { ProbabilityRequest } from "@/contracts/cegl";
import { fetchProbability, type ProbabilityAnswer } from "@/lib/api/probability";
import type { R } from "@/lib/http/envelope";
import { detailHref, recordBand, unitTitle } from "@/lib/rules/probability";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT } from "@/islands/ui/useT";
import { LOCALES, Panel, provinceName } from "./parts";
import { Loaded } from "@/islands/ui/Loaded";
import { batchText, planTypeText, refusable, type Refusable } from "@/islands/data-tools/parts";
import { BandBadge, ProbabilityFigure, ReasonText, SourceLine } from "@/islands/probability/parts";
import { AddToForm } from "@/islands/volunteer/AddToForm";
import { kept } from "@/islands/ui/Kept";
import { TargetToggle } from "@/islands/career/parts";
import { SCORE_HREF } from "@/islands/data-tools/ScoreOrigin";
import { SpecialPlanTag } from "@/islands/volunteer/SpecialPlans";

const SIZE = 30;

export function Chances({ code, name }: { code: string; name: string }) {
  const { t, lang } = useT();
  const student = useStudentScope();
  const authority = useStore($authority);
  const family = authority === "student" || authority === "parent";
  const province = student.province;
  const saved = student.gaokao;
  const given = saved?.score != null ? { score: saved.score } : saved?.rank != null ? { rank: saved.rank } : null;
  const year = student.calendar.ownYearKnown ? student.calendar.ownYear : undefined;
  const subjectType = student.calendar.subjectType ?? undefined;
  const body: ProbabilityRequest | null = province && given ? { province, collegeCode: code, ...given, ...(year ? { year } : {}), ...(subjectType ? { subjectType } : {}), current: 1, size: SIZE } : null;
  const [answer, retry] = useLoadable<Refusable<R<ProbabilityAnswer | null>>>(["fetchProbability", "college", JSON.stringify(body)], () => refusable(fetchProbability(body!)), body !== null);

  // staff have no score of their own: the card is a family's
  if (!province || !family || student.scoreLoading) return null;
  const place = provinceName(t, province);
  return (
    <Panel id="school-chances" title={t("school.chances.title", { province: place })}>
      <div className="mb-2 flex flex-wrap items-center gap-2" data-chances="target">
        <TargetToggle want={{ college: code }} name={name} />
      </div>
      {!given ? (
        <p className="m-0 text-sm" data-chances="no-score">
          {t("school.chances.noScore")} <a href={SCORE_HREF} className="underline underline-offset-2">{t("school.chances.enterScore")}</a>
        </p>
      ) : (
        <Loaded load={answer} retry={retry}>
          {(result) => {
            if (result.refused) return <p className="m-0 text-sm" role="status" data-chances="refused">{result.msg}</p>;
            const data = result.value.data;
            if (!data || data.records.length === 0) return <p className="muted m-0 text-sm" role="status" data-chances="none">{t("school.chances.none", { province: place })}</p>;
            const query = { province, ...(subjectType ? { subjectType } : {}), ...("score" in given ? { mode: "score" as const, score: given.score } : { mode: "rank" as const, rank: given.rank }) };
            return (
              <>
                <p className="muted mb-2 text-sm">{kept(t("school.chances.basis", { year: data.targetYear, batch: batchText(t, data.batch), rank: data.rank.toLocaleString(LOCALES[lang]) }))}</p>
                <ul className="m-0 flex list-none flex-col p-0" data-chances="list">
                  {data.records.map((unit) => {
                    const label = unitTitle(unit.collegeName, unit.name, lang === "en" ? unit.collegeNameEn : "");
                    return (
                      <li key={unit.unitKey} className="flex flex-wrap items-center justify-between gap-2 border-t border-[var(--color-line)] py-2 first:border-t-0" data-unit={unit.unitKey}>
                        <div className="min-w-0">
                          <p className="m-0 text-sm font-semibold"><span lang="zh-CN">{unit.name || unit.unitCode}</span><span className="muted font-normal">{" · "}{planTypeText(t, unit.planType)}</span> <SpecialPlanTag t={t} planType={unit.planType} /></p>
                          {unit.refused ? <p className="m-0 text-xs"><ReasonText t={t} record={unit} lang={lang} /></p> : <SourceLine t={t} source={unit.source} sample={unit.sample} />}
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          <BandBadge t={t} band={recordBand(unit)} />
                          {!unit.refused && unit.probability != null && <ProbabilityFigure p={unit.probability} />}
                          <AddToForm t={t} target={{ unitKey: unit.unitKey, label, province, year: data.targetYear, batch: data.batch, given, from: "college" }} />
                          <a href={detailHref(query, unit.unitKey)} className="text-sm font-semibold" aria-label={t("prob.unit.detailLabel", { name: label })}>{t("prob.unit.detail")} →</a>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </>
            );
          }}
        </Loaded>
      )}
    </Panel>
  );
}
