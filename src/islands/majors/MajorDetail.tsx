// A major /wel/major/small/{code} (portal.md §2; §7 zhaunye/find-major, yuanxiao/list-college-major-scores): the
// catalogue entry (level, class, degree, length of study, flags), a favourite toggle, the subject requirements and
// latest admission scores in the student's province at the colleges offering it, and the related professions.
import "@/lib/i18n/portal-majors";
import "@/islands/shell/boot";
import { useState } from "react";
import { RESOURCE } from "@/lib/api/favourites";
import { findMajor, majorLoads, type MajorDetail as Detail } from "@/lib/api/majors";
import { fetchMajorScores, type MajorAdmission } from "@/lib/api/school";
import {
  batchText, degreeText, findPath, flagKeys, isMajorCode, latestScores, levelLabelKey, levelOfCode, majorIndexHref, nodeKindKey,
  professionHref, requirementSummary, requirementText, schoolHref, subjectTypeText, yearsText, type MajorLevel, type TreeNode,
} from "@/lib/rules/majors";
import { Fact, PANEL } from "@/islands/pages/shared";
import { useT } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { Breadcrumb, CollegeName, MajorName, NotFound, ProfessionName, useProvince, Zh } from "./common";
import { useLoadable } from "@/islands/ui/useCall";
import { useCalls } from "@/islands/ui/useCalls";
import { FollowButton } from "@/islands/ui/FollowButton";
import { SampleNote, SampleTag } from "@/islands/ui/SampleData";
import { majorName } from "@/lib/rules/display-name";
import { majorClassHref } from "@/lib/portal/links";
import { Loaded } from "@/islands/ui/Loaded";

/** Colleges shown before "show more". */
const FIRST_COLLEGES = 10;
/** Score calls in flight at once. */
const PARALLEL = 4;

export default function MajorDetail({ code }: { code: string }) {
  const { t } = useT();
  const level = levelOfCode(code);
  const valid = isMajorCode(code) && /^\d{6}/.test(code);
  const [detail, retry] = useLoadable(["findMajor", `${code}`], () => (valid ? findMajor(code, level).then((answer) => answer.data ?? null, () => null) : Promise.resolve(null)));
  const [tree] = useLoadable(...majorLoads.tree(level));
  const path = tree.state === "ready" ? findPath(tree.data, code.replace(/[TK]+$/, "")) : null;

  return (
    <div className="page flex flex-col gap-4">
      <Loaded load={detail} retry={retry}>
        {(major) => (major && major.nodeType === 3 ? <MajorBody major={major} level={level} path={path} /> : <NotFound level={level} title={t("majors.notFound")} />)}
      </Loaded>
    </div>
  );
}

function MajorBody({ major, level, path }: { major: Detail; level: MajorLevel; path: TreeNode[] | null }) {
  const { t, lang } = useT();
  const root = path?.[0];
  const cls = path && path.length >= 3 ? path[1] : undefined;
  const crumbs = [
    { label: t("route.majors"), href: majorIndexHref(level) },
    ...(root ? [{ label: <MajorName node={root} lang={lang} />, href: majorClassHref(root.code) }] : []),
    ...(cls ? [{ label: <MajorName node={cls} lang={lang} />, href: majorClassHref(cls.code) }] : []),
    { label: <MajorName node={major} lang={lang} /> },
  ];
  const degree = degreeText(major.degree, lang, t);
  const years = yearsText(major.years, t);

  return (
    <>
      <header>
        <Breadcrumb items={crumbs} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="page__title mb-2"><MajorName node={major} lang={lang} /></h1>
            <PageLabel name={majorName(major, lang)} />
            <p className="m-0 flex flex-wrap items-center gap-2">
              <span className="tag">{t(levelLabelKey(level))}</span>
              {flagKeys(major.flag).map((key) => <span key={key} className="tag">{t(key)}</span>)}
            </p>
          </div>
          <FollowButton type={RESOURCE.major} code={major.code} isFavorite={major.isFavorite} name={majorName(major, lang)} />
        </div>
      </header>

      <section aria-labelledby="major-facts" className={PANEL}>
        <h2 id="major-facts" className="mb-1 text-lg">{t("majors.facts")}</h2>
        <dl className="m-0">
          <Fact term={t("majors.code")}>{major.code}{major.flag && <span className="muted"> {major.flag}</span>}</Fact>
          <Fact term={t("majors.level")}>{t(levelLabelKey(level))}</Fact>
          {root && <Fact term={t(nodeKindKey(level, 1))}><a href={majorClassHref(root.code)}><MajorName node={root} lang={lang} /></a> <span className="muted">{root.code}</span></Fact>}
          {cls && <Fact term={t(nodeKindKey(level, 2))}><a href={majorClassHref(cls.code)}><MajorName node={cls} lang={lang} /></a> <span className="muted">{cls.code}</span></Fact>}
          <Fact term={t("majors.degree")}>{degree ? (lang === "en" && degree === major.degree ? <Zh lang={lang}>{degree}</Zh> : degree) : <span className="muted">{t(level === "zhuan" ? "majors.degree.zhuan" : "majors.notGiven")}</span>}</Fact>
          <Fact term={t("majors.years")}>{years || <span className="muted">{t("majors.notGiven")}</span>}</Fact>
        </dl>
        <h3 className="mb-1 mt-3 text-base">{t("majors.introduction")}</h3>
        {major.introduction.trim() ? (
          <p className="m-0" data-introduction><Zh lang={lang}>{major.introduction}</Zh></p>
        ) : (
          <p className="muted m-0" data-empty="introduction">{t("majors.introduction.notYet")}</p>
        )}
      </section>

      <CollegesAndRequirements major={major} />

      <section aria-labelledby="major-professions" className={PANEL}>
        <h2 id="major-professions" className="mb-2 text-lg">{t("majors.professions")}</h2>
        {major.professions.length === 0 ? (
          <p className="muted m-0">{t("majors.professions.none")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-related-professions>
            {major.professions.map((job) => (
              <li key={job.code}>
                <a className="inline-block rounded-md border border-[var(--color-line)] px-2 py-1 no-underline hover:border-[var(--primary-strong)]" href={professionHref(job.code)}>
                  <ProfessionName node={job} lang={lang} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="m-0"><a href={majorIndexHref(level)}>{t("majors.backToIndex")}</a></p>
    </>
  );
}

type Scores = { state: "loading" } | { state: "failed" } | { state: "ready"; rows: MajorAdmission[] };

/** Latest scores per college in the student's province, loaded for the colleges shown (more as the list grows). */
function useCollegeScores(major: Detail, province: string | null, shown: number): Record<string, Scores> {
  const codes = province ? major.colleges.slice(0, shown).map((college) => college.code) : [];
  const [loads] = useCalls(
    codes,
    (code) => ["majorScoresAt", code, province, major.code],
    (code) => fetchMajorScores({ code, province: province!, majorName: major.name, pageSize: 20 }).then((answer) => latestScores(answer.data?.records ?? [], major.code)),
    PARALLEL,
  );
  return Object.fromEntries(loads.map((load, index) => [codes[index], load.state === "ready" ? { state: "ready", rows: load.data } : load]));
}

function CollegesAndRequirements({ major }: { major: Detail }) {
  const { t, lang } = useT();
  const province = useProvince();
  const [shown, setShown] = useState(FIRST_COLLEGES);
  const scores = useCollegeScores(major, province?.code ?? null, shown);
  const colleges = major.colleges.slice(0, shown);
  const loaded = colleges.map((college) => scores[college.code]).filter((s): s is Extract<Scores, { state: "ready" }> => s?.state === "ready");
  const allRows = loaded.flatMap((s) => s.rows);
  const pending = colleges.some((college) => scores[college.code]?.state === "loading");
  const summary = requirementSummary(allRows);
  const withData = loaded.filter((s) => s.rows.length > 0).length;
  const anySample = allRows.some((row) => row.sample);
  const number = (n: number) => n.toLocaleString(lang === "zh" ? "zh-CN" : "en-GB");

  return (
    <>
      <section aria-labelledby="major-requirements" className={PANEL} data-requirements>
        <h2 id="major-requirements" className="mb-2 text-lg">{t("majors.requirements")}</h2>
        {!province ? (
          <p className="muted m-0">{t("majors.noProvince")}</p>
        ) : pending && summary.length === 0 ? (
          <p className="muted m-0" role="status">{t("majors.score.loading")}</p>
        ) : summary.length === 0 ? (
          <p className="muted m-0">{t("majors.requirements.none", { province: province.name })}</p>
        ) : (
          <>
            <p className="mt-0 text-sm">{t("majors.requirements.intro", { province: province.name, colleges: withData })}</p>
            <ul className="flex flex-col gap-1">
              {summary.map((item) => (
                <li key={item.text} className="flex flex-wrap items-center gap-2">
                  <strong>{requirementText(item.text, t)}</strong>
                  <span className="muted text-sm">{t("majors.requirements.rows", { count: item.count })}</span>
                </li>
              ))}
            </ul>
            {anySample && <p className="m-0 mt-2 flex items-center gap-2 text-sm"><SampleTag /> {t("majors.requirements.sample")}</p>}
          </>
        )}
      </section>

      <section aria-labelledby="major-colleges" className={PANEL} data-colleges>
        <h2 id="major-colleges" className="mb-1 text-lg">{t("majors.colleges")}</h2>
        {major.colleges.length === 0 ? (
          <p className="muted m-0">{t("majors.colleges.none")}</p>
        ) : (
          <>
            <p className="muted mt-0 text-sm">
              {province ? t("majors.colleges.intro", { province: province.name }) : t("majors.noProvince")}
            </p>
            <ul className="flex flex-col">
              {colleges.map((college) => {
                const state = scores[college.code];
                return (
                  <li key={college.code} className="border-b border-[var(--color-line)] py-2 last:border-b-0" data-college={college.code}>
                    <a className="font-semibold" href={schoolHref(college.code)}><CollegeName college={college} lang={lang} /></a>
                    <span className="muted ml-2 text-sm">{college.code}</span>
                    {province && (
                      <div className="mt-1 text-sm">
                        {!state || state.state === "loading" ? (
                          <span className="muted">{t("majors.score.loading")}</span>
                        ) : state.state === "failed" ? (
                          <span className="muted">{t("majors.score.failed")}</span>
                        ) : state.rows.length === 0 ? (
                          <span className="muted">{t("majors.score.none", { province: province.name })}</span>
                        ) : (
                          <ul className="flex flex-col gap-1">
                            {state.rows.map((row) => (
                              <li key={`${row.subjectType}|${row.batch}`} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-score>
                                <span>{t("majors.score.when", { year: row.year, subjectType: subjectTypeText(row.subjectType, t), batch: batchText(row.batch, t) })}</span>
                                <span>{t("majors.score.min", { score: row.minScore ?? "—" })}</span>
                                {row.minRank !== null && <span>{t("majors.score.rank", { rank: number(row.minRank) })}</span>}
                                <span className="muted">{t("majors.score.requirement", { text: requirementText(row.subjectRequirement, t) })}</span>
                                {row.sample && <SampleTag />}
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="muted mb-0 mt-2 flex flex-wrap items-center gap-3 text-sm">
              <span role="status">{t("majors.colleges.shown", { shown: colleges.length, total: major.colleges.length })}</span>
              {shown < major.colleges.length && (
                <button type="button" className="btn" onClick={() => setShown((n) => n + FIRST_COLLEGES)}>{t("majors.colleges.more")}</button>
              )}
            </p>
            {anySample && <SampleNote only="note" className="mt-3" />}
          </>
        )}
      </section>
    </>
  );
}
