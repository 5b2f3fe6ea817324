// 同分去向 /career/same-score: the career view of the same-score data — from the student's score or rank (their latest
// exam, else what they type; kept in the address), the nearest colleges, majors, cities and professions whose last
// admitted rank was near theirs, each with the way to the full list, and the statement that it is derived from
// published minimum ranks. One answer carries the basis; a refusal is said once, in the server's terms.
import "./parts";
import type { ReactNode } from "react";
import { fetchSameScoreCities, fetchSameScoreColleges, fetchSameScoreMajors, fetchSameScoreProfessions, type CityAnswer, type CollegeAnswer, type MajorAnswer, type ProfessionAnswer } from "@/lib/api/lines";
import type { SameScoreRequest } from "@/contracts/tongfqx";
import type { R } from "@/lib/http/envelope";
import { professionHref } from "@/lib/portal/links";
import { professionName, professionNameLang } from "@/lib/rules/display-name";
import { SAME_PAGES, sameHref, type SameCareerQuery } from "@/lib/rules/same-career";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES } from "@/islands/school/parts";
import { CollegeLink, PlaceText, SameAnswer } from "@/islands/lines/same-parts";
import { SameFrame, useCareerSameScope, useSamePages } from "./parts";

const TOP = 5;

interface Overview extends Pick<CollegeAnswer, "total" | "basis" | "reason"> {
  colleges: CollegeAnswer;
  majors: MajorAnswer | null;
  cities: CityAnswer | null;
  professions: ProfessionAnswer | null;
}

/** The four lists' first rows in one answer (the colleges' carries the basis or the reason). */
async function overview(body: SameScoreRequest): Promise<R<Overview>> {
  const [colleges, majors, cities, professions] = await Promise.all([fetchSameScoreColleges(body), fetchSameScoreMajors(body), fetchSameScoreCities(body), fetchSameScoreProfessions(body)]);
  const c = colleges.data;
  return { ...colleges, data: c ? { total: c.total, basis: c.basis, reason: c.reason, colleges: c, majors: majors.data, cities: cities.data, professions: professions.data } : null as unknown as Overview };
}

function Block({ t, id, title, shown, href, more, children }: { t: Translate; id: string; title: string; shown: number; href: string; more: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`same-${id}`} className="rounded-md border border-[var(--color-line)] px-3 py-3" data-block={id}>
      <h3 id={`same-${id}`} className="mb-1 text-base font-semibold">{title}</h3>
      <p className="muted m-0 mb-1 text-sm">{t("career.same.top", { n: shown })}</p>
      {children}
      <p className="m-0 mt-2"><a href={href} data-more={id}>{more}</a></p>
    </section>
  );
}

const ROWS = "m-0 flex list-none flex-col gap-1 p-0 text-sm";

export default function SameOverview() {
  const { t, lang } = useT();
  const scope = useCareerSameScope();
  const { answer, retry } = useSamePages("sameScoreOverview", scope, overview, TOP);
  const q: SameCareerQuery = scope.query;
  const locale = LOCALES[lang];
  const tool = sameHref("/wel/sameScore", q);
  const majorsHref = `${tool}${tool.includes("?") ? "&" : "?"}tab=major`;
  const rank = (n: number | null) => (n == null ? "—" : n.toLocaleString(locale));
  return (
    <SameFrame t={t} screen="career-same-score" title={t("route.sameScore")} intro={t("career.same.overview.intro")} scope={scope} current="overview">
      <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry}>
        {(data) => (
          <div className="grid gap-3 md:grid-cols-2">
            <Block t={t} id="colleges" shown={data.colleges.records.length} title={t("career.same.part.colleges", { n: data.colleges.total })} href={sameHref(SAME_PAGES.colleges, q)} more={t("career.same.all.colleges")}>
              <ul className={ROWS}>
                {data.colleges.records.map((row) => (
                  <li key={row.collegeCode ?? row.collegeName}>
                    <CollegeLink code={row.collegeCode} name={row.collegeName} nameEn={row.collegeNameEn} lang={lang} />
                    <span className="muted">{" · "}<PlaceText t={t} province={row.provinceName} city={row.cityName} lang={lang} />{" · "}{t("same.col.minRank")} {rank(row.minRank)}</span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block t={t} id="jobs" shown={data.professions?.records.length ?? 0} title={t("career.same.part.jobs", { n: data.professions?.total ?? 0 })} href={sameHref(SAME_PAGES.jobs, q)} more={t("career.same.all.jobs")}>
              <ul className={ROWS}>
                {(data.professions?.records ?? []).map((row) => (
                  <li key={row.code}>
                    <a href={professionHref(row.code)} lang={lang === "en" ? professionNameLang(row, lang) : "zh-CN"} className="font-semibold">{professionName(row, lang)}</a>
                    <span className="muted">{" · "}{t("career.same.jobs.majorCount")} {row.majorCount}{" · "}{t("career.same.jobs.collegeCount")} {row.collegeCount}</span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block t={t} id="cities" shown={data.cities?.records.length ?? 0} title={t("career.same.part.cities", { n: data.cities?.total ?? 0 })} href={sameHref(SAME_PAGES.areas, q)} more={t("career.same.all.cities")}>
              <ul className={ROWS}>
                {(data.cities?.records ?? []).map((row) => (
                  <li key={`${row.provinceName}-${row.cityName}`}>
                    <a href={sameHref(SAME_PAGES.area, q, { province: row.provinceName, city: row.cityName })} className="font-semibold"><PlaceText t={t} province={row.provinceName} city={row.cityName} lang={lang} /></a>
                    <span className="muted">{" · "}{t("same.col.colleges")} {row.collegeCount}{" · "}{t("same.col.plan")} {row.planCount.toLocaleString(locale)}</span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block t={t} id="majors" shown={data.majors?.records.length ?? 0} title={t("career.same.part.majors", { n: data.majors?.total ?? 0 })} href={majorsHref} more={t("career.same.all.majors")}>
              <ul className={ROWS}>
                {(data.majors?.records ?? []).map((row, i) => (
                  <li key={`${row.collegeCode}-${row.majorName}-${i}`}>
                    <span lang="zh-CN" className="font-semibold">{row.majorName}</span>
                    <span className="muted">{" · "}<CollegeLink code={row.collegeCode} name={row.collegeName} nameEn={row.collegeNameEn} lang={lang} />{" · "}{t(row.rankOf === "unit" ? "same.col.minRankUnit" : "same.col.minRank")} {rank(row.minRank)}</span>
                  </li>
                ))}
              </ul>
            </Block>
          </div>
        )}
      </SameAnswer>
    </SameFrame>
  );
}
