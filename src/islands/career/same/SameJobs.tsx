// 同分职业 /career/same-job-select: the professions that the majors near the student's rank lead to (同分去向 by
// profession), each linked to its page and one button from being a target profession. A parent reads without buttons.
import "./parts";
import { fetchSameScoreProfessions, type ProfessionAnswer } from "@/lib/api/lines";
import { professionHref } from "@/lib/portal/links";
import { professionName, professionNameLang } from "@/lib/rules/display-name";
import { useT } from "@/islands/ui/useT";

import { Figures, ITEM, LIST, SameAnswer } from "@/islands/lines/same-parts";
import { SameFrame, TargetButton, TargetsHere, useCareerSameScope, useSamePages } from "./parts";
import { Pager } from "@/islands/ui/Pager";

export default function SameJobs() {
  const { t, lang } = useT();
  const scope = useCareerSameScope();
  const { page, setPage, answer, retry } = useSamePages<ProfessionAnswer>("sameScoreProfessions", scope, fetchSameScoreProfessions, 20);
  return (
    <SameFrame t={t} screen="career-same-jobs" title={t("route.sameJobSelect")} intro={t("career.same.jobs.intro")} scope={scope} current="jobs">
      <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry} empty={(basis) => t("career.same.jobs.empty", { year: basis.scope.year })}>
        {(data, basis) => {
          const mixed = data.records.some((r) => r.sample) && data.records.some((r) => !r.sample);
          return (
            <>
              <TargetsHere t={t} wants={data.records.map((r) => ({ profession: r.code }))} />
              <h3 className="mb-2 text-base font-semibold">{t("career.same.jobs.caption", { year: basis.scope.year, n: data.total, page, pages: Math.max(1, data.pages) })}</h3>
              <ul className={LIST} data-list="same-jobs">
                {data.records.map((row) => (
                  <li key={row.code} className={`${ITEM} flex flex-wrap items-start justify-between gap-2`} data-profession={row.code}>
                    <div className="min-w-0">
                      <p className="mb-1 flex flex-wrap items-baseline gap-x-2">
                        <a href={professionHref(row.code)} lang={lang === "en" ? professionNameLang(row, lang) : "zh-CN"} className="font-semibold">{professionName(row, lang)}</a>
                        {row.categoryName && <span className="muted text-sm" lang="zh-CN">{row.categoryName}</span>}
                        {mixed && row.sample && <span className="tag">{t("sample.label")}</span>}
                      </p>
                      <Figures lang={lang} items={[[t("career.same.jobs.majorCount"), row.majorCount], [t("career.same.jobs.collegeCount"), row.collegeCount]]} />
                      {row.majors.length > 0 && <p className="m-0 mt-1 text-sm"><span className="muted">{t("career.same.jobs.majors")}</span> <span lang="zh-CN">{row.majors.join("、")}</span></p>}
                    </div>
                    <TargetButton t={t} want={{ profession: row.code }} name={professionName(row, lang)} />
                  </li>
                ))}
              </ul>
              <p className="muted mt-2 text-xs">{t("career.same.jobs.note")}</p>
              <Pager className="mt-3" current={page} pages={data.pages} onPage={setPage} />
            </>
          );
        }}
      </SameAnswer>
    </SameFrame>
  );
}
