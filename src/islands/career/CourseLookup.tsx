// 院校 / 专业 / 职业选科要求 (/career/course-by-college, -major, -pro): look up the 选科要求 colleges publish, from a
// college (each of its majors, and which combinations open them), from a major (what the colleges that list it ask, and
// what a combination opens) or from a profession (the majors that lead to it and what they ask). The student's own
// combination is marked wherever it decides something. Answers are for the province's exam model and the newest year held.
import "./parts";
import "@/lib/i18n/portal-data-tools";
import { useEffect, useId, useState, type SubmitEvent, type ReactNode } from "react";
import {
  fetchCollegeRequirements, fetchCombinationMajors, fetchMajorRequirements, fetchProfessionRequirements,
  type PlanAnswer,
} from "@/lib/api/career";
import type { MajorSpread } from "@/contracts/course";
import { fetchColleges } from "@/lib/api/colleges";
import { fetchMajorTree, listProfessions } from "@/lib/api/majors";
import { majorHref, professionHref, schoolHref } from "@/lib/portal/links";
import { combinationsOf, type ExamModel } from "@/domain/course-selection";
import { sameSubjects } from "@/domain/course-rounds";
import { SourceNote } from "@/islands/data-tools/parts";
import { Table } from "@/islands/school/parts";
import { useLoadable, type Loadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { CombosTable } from "./combos-table";
import { CareerPage, comboText, Part, requirementText, Waiting, WithPlan } from "./parts";
import { levelText } from "@/islands/colleges/parts";
import { kept } from "@/islands/ui/Kept";
import { displayName, displayNameLang, majorName, placeLabel, professionDescription, professionDescriptionLang, professionName, textLang } from "@/lib/rules/display-name";
import { Pager } from "@/islands/ui/Pager";

export type LookupKind = "college" | "major" | "profession";
interface Hit { code: string; name: string; nameEn?: string; detail?: string; place?: { province: string; city: string } }

const SCREEN: Record<LookupKind, { title: "route.courseByCollege" | "route.courseByMajor" | "route.courseByPro"; intro: "career.lookup.college.intro" | "career.lookup.major.intro" | "career.lookup.pro.intro" }> = {
  college: { title: "route.courseByCollege", intro: "career.lookup.college.intro" },
  major: { title: "route.courseByMajor", intro: "career.lookup.major.intro" },
  profession: { title: "route.courseByPro", intro: "career.lookup.pro.intro" },
};

/** Leaves (6-digit majors) of the major tree whose name or code has the keyword; at most `limit`. */
function majorLeaves(nodes: ReadonlyArray<{ code: string; name: string; children?: unknown }>, limit: number, path = ""): Hit[] {
  const hits: Hit[] = [];
  for (const node of nodes) {
    const children = Array.isArray(node.children) ? (node.children as typeof nodes) : [];
    if (children.length) hits.push(...majorLeaves(children, limit - hits.length, node.name));
    else if (/^\d{6}/.test(node.code)) hits.push({ code: node.code, name: node.name, detail: path || undefined });
    if (hits.length >= limit) break;
  }
  return hits.slice(0, limit);
}

const SEARCH: Record<LookupKind, (keyword: string) => Promise<Hit[]>> = {
  college: async (keyword) => ((await fetchColleges({ pageIndex: 1, pageSize: 8, keyword })).data?.records ?? [])
    .map((c) => ({ code: c.collegeCode, name: c.name, nameEn: typeof c.nameEn === "string" ? c.nameEn : undefined, place: { province: c.provinceName ?? "", city: c.cityName ?? "" } })),
  major: async (keyword) => majorLeaves((await fetchMajorTree("ben", keyword)).data ?? [], 8),
  profession: async (keyword) => ((await listProfessions({ keyword, pageSize: 8 })).data?.records ?? [])
    // the English name (issue 26) as nameEn, so a hit shows it on English pages and the stored name on Chinese ones
    .filter((p) => p.level === 3).map((p) => ({ code: p.code, name: p.name, nameEn: professionName(p, "en") !== p.name ? professionName(p, "en") : undefined })),
};

/** The code the page was opened with (?code=…), kept in the address so a lookup can be shared and reloaded. */
function useCodeInAddress(): [string, (code: string) => void] {
  const [code, setCode] = useState(() => new URLSearchParams(window.location.search).get("code") ?? "");
  const choose = (next: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set("code", next);
    window.history.replaceState(window.history.state, "", url);
    setCode(next);
  };
  return [code, choose];
}

/** A name search: the matches as buttons; choosing one shows its requirements. */
function Finder({ t, lang, kind, onChoose }: { t: Translate; lang: "zh" | "en"; kind: LookupKind; onChoose(code: string): void }) {
  const id = useId();
  const [keyword, setKeyword] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const [hits, retry] = useLoadable(["courseNameSearch", kind, asked], () => SEARCH[kind](asked ?? ""), asked !== null);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (keyword.trim()) setAsked(keyword.trim());
  };
  return (
    <div className="flex flex-col gap-3">
      <form role="search" aria-label={t("career.lookup.searchLabel")} className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-sm">
          <span className="text-sm font-semibold">{t(`career.lookup.search.${kind}`)}</span>
          <input id={id} className="field__input" value={keyword} maxLength={30} onChange={(e) => setKeyword(e.target.value)} />
        </label>
        <button type="submit" className="btn btn--primary">{t("career.lookup.find")}</button>
      </form>
      {asked !== null && (hits.state !== "ready" ? <Waiting load={hits} retry={retry} /> : hits.data.length === 0 ? (
        <p className="m-0" role="status" data-no-match>{t("career.lookup.none", { keyword: asked })}</p>
      ) : (
        <div>
          <p className="mb-2 mt-0" role="status">{t("career.lookup.matches", { count: hits.data.length })}</p>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0" data-hits>
            {hits.data.map((hit) => (
              <li key={hit.code}>
                <button type="button" className="btn" onClick={() => onChoose(hit.code)} data-hit={hit.code}>
                  <span lang={displayNameLang(hit, lang)}>{displayName(hit, lang)}</span>
                  {hit.place ? <span className="muted ml-1 text-xs">{placeLabel(hit.place.province, hit.place.city, lang)}</span>
                    : hit.detail ? <span className="muted ml-1 text-xs">{hit.detail}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** What the colleges that list a major ask, most common first, with some of those colleges. */
function SpreadTable({ t, lang, spread, caption }: { t: Translate; lang: "zh" | "en"; spread: MajorSpread; caption: string }) {
  return (
    <Table testId="lookup-spread" caption={caption} head={[t("career.course.requirement"), t("career.lookup.col.colleges"), t("career.lookup.col.examples")]}>
      {spread.requirements.map((row) => (
        <tr key={row.requirement} data-requirement={row.requirement}>
          <th scope="row" className="font-normal">{requirementText(t, row.requirement)}</th>
          <td className="tabular-nums">{row.count}</td>
          <td className="min-w-[14rem] !whitespace-normal">
            {row.colleges.map((college, i) => (
              <span key={college.code}>{i > 0 ? t("career.lookup.sep") : ""}<a href={schoolHref(college.code)} lang={textLang(college.name, lang)}>{college.name}</a></span>
            ))}
            {row.count > row.colleges.length && <span className="muted">{t("career.lookup.more", { count: row.count - row.colleges.length })}</span>}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Basis({ t, model, year, sources, sample }: { t: Translate; model: string; year: number; sources: Parameters<typeof SourceNote>[0]["sources"]; sample: boolean }) {
  return (
    <div className="mt-3 flex flex-col gap-1">
      <p className="muted m-0 text-sm" data-basis={`${model}-${year}`}>{t("career.lookup.basis", { model, year })}</p>
      <SourceNote t={t} sources={sources} sample={sample} />
    </div>
  );
}

function Answer<T>({ t, load, retry, children }: { t: Translate; load: Loadable<T>; retry(): void; children(data: T): ReactNode }) {
  if (load.state === "ready") return <>{children(load.data)}</>;
  // a code that names nothing (an old or mistyped address) is refused by the server: say so, not "failed"
  if (load.state === "failed" && load.code === 400) return <p className="m-0" role="alert" data-unknown>{t("career.lookup.unknown")}</p>;
  return <Waiting load={load} retry={retry} />;
}

function CollegeAnswerView({ t, lang, code, chosen }: { t: Translate; lang: "zh" | "en"; code: string; chosen: readonly string[] }) {
  const [load, retry] = useLoadable(["fetchCollegeRequirements", code, chosen.join(",")], () => fetchCollegeRequirements(code, chosen).then((a) => a.data!));
  return (
    <Answer t={t} load={load} retry={retry}>
      {(a) => (
        <>
          <Part id="lookup-college" title={displayName(a.college, lang)}>
            <p className="mt-0" data-college={a.college.code}>
              {placeLabel(a.college.provinceName, a.college.cityName, lang)} · {kept(levelText(a.college.level, t))}
              {" · "}<a className="underline" href={schoolHref(a.college.code)}>{t("career.lookup.openCollege")}</a>
            </p>
            {a.majors.length === 0 ? <p className="m-0" data-empty>{t("career.lookup.college.none", { model: a.model, year: a.year })}</p> : (
              <>
                <p className="mt-0" data-met>{a.met !== null && a.combo
                  ? t("career.lookup.metSummary", { combo: comboText(t, a.combo), met: a.met, total: a.majors.length })
                  : t("career.lookup.noChoice")}</p>
                <Table testId="lookup-majors" caption={t("career.lookup.college.caption", { name: a.college.name, model: a.model, year: a.year })}
                  head={[t("career.lookup.col.major"), t("career.course.requirement"), ...(a.combo ? [t("career.lookup.col.mine")] : [])]}>
                  {a.majors.map((row) => (
                    <tr key={row.majorCode} data-major={row.majorCode} data-meets={row.meets === undefined ? undefined : String(row.meets)}>
                      <th scope="row" className="!whitespace-normal font-normal">
                        <a href={majorHref(row.majorCode)}>{majorName({ code: row.majorCode, name: row.majorName }, lang)}</a>
                        {row.includes && <span className="muted block text-xs">{t("career.lookup.includes", { majors: row.includes })}</span>}
                      </th>
                      <td className="!whitespace-normal">{requirementText(t, row.requirement)}</td>
                      {a.combo && <td>{row.meets ? <span className="tag">{t("career.lookup.meets.yes")}</span> : <span className="muted">{t("career.lookup.meets.no")}</span>}</td>}
                    </tr>
                  ))}
                </Table>
              </>
            )}
            <Basis t={t} model={a.model} year={a.year} sources={a.sources} sample={a.sample} />
          </Part>
          {a.majors.length > 0 && (
            <Part id="lookup-combos" title={t("career.lookup.combosTitle")}>
              <CombosTable t={t} lang={lang} combos={a.combos} chosen={chosen} testId="lookup-combos" countHead={t("career.lookup.col.count")} caption={t("career.lookup.college.combosCaption", { name: a.college.name, model: a.model, year: a.year })} />
            </Part>
          )}
        </>
      )}
    </Answer>
  );
}

function MajorAnswerView({ t, lang, code, chosen }: { t: Translate; lang: "zh" | "en"; code: string; chosen: readonly string[] }) {
  const [load, retry] = useLoadable(["fetchMajorRequirements", code], () => fetchMajorRequirements(code).then((a) => a.data!));
  return (
    <Answer t={t} load={load} retry={retry}>
      {(a) => (
        <Part id="lookup-major" title={majorName(a.major, lang)}>
          <p className="mt-0" data-major-code={a.major.code}><a className="underline" href={majorHref(a.major.code)}>{t("career.lookup.openMajor")}</a></p>
          {a.spread === null ? <p className="m-0" data-empty>{t("career.lookup.major.none", { name: majorName(a.major, lang), model: a.model, year: a.year })}</p> : (
            <div className="flex flex-col gap-4">
              <SpreadTable t={t} lang={lang} spread={a.spread} caption={t("career.lookup.major.caption", { name: majorName(a.major, lang), model: a.model, year: a.year, count: a.spread.total })} />
              <CombosTable t={t} lang={lang} combos={a.combos} chosen={chosen} testId="lookup-combos" countHead={t("career.lookup.col.count")} caption={t("career.lookup.major.combosCaption", { name: majorName(a.major, lang), model: a.model, year: a.year })} />
            </div>
          )}
          <Basis t={t} model={a.model} year={a.year} sources={a.sources} sample={a.sample} />
        </Part>
      )}
    </Answer>
  );
}

function ProfessionAnswerView({ t, lang, code, chosen }: { t: Translate; lang: "zh" | "en"; code: string; chosen: readonly string[] }) {
  const [load, retry] = useLoadable(["fetchProfessionRequirements", code], () => fetchProfessionRequirements(code).then((a) => a.data!));
  return (
    <Answer t={t} load={load} retry={retry}>
      {(a) => (
        <>
          <Part id="lookup-profession" title={professionName(a.profession, lang)}>
            {a.profession.description && <p className="mt-0" lang={professionDescriptionLang(a.profession, lang)}>{professionDescription(a.profession, lang)}</p>}
            <p className="mt-0"><a className="underline" href={professionHref(a.profession.code)}>{t("career.lookup.openProfession")}</a></p>
            {a.majors.length === 0 ? <p className="m-0" data-empty>{t("career.lookup.pro.noMajors")}</p> : (
              <ul className="m-0 flex list-none flex-col gap-4 p-0">
                {a.majors.map((major) => (
                  <li key={major.code} data-pro-major={major.code}>
                    <h3 className="mb-2 mt-0 text-base font-semibold"><a href={majorHref(major.code)}>{majorName(major, lang)}</a></h3>
                    {major.spread === null
                      ? <p className="muted m-0 text-sm" data-empty>{t("career.lookup.pro.majorNone", { model: a.model, year: a.year })}</p>
                      : <SpreadTable t={t} lang={lang} spread={major.spread} caption={t("career.lookup.major.caption", { name: majorName(major, lang), model: a.model, year: a.year, count: major.spread.total })} />}
                  </li>
                ))}
              </ul>
            )}
            <Basis t={t} model={a.model} year={a.year} sources={a.sources} sample={a.sample} />
          </Part>
          {a.majors.some((m) => m.spread) && (
            <Part id="lookup-combos" title={t("career.lookup.combosTitle")}>
              <CombosTable t={t} lang={lang} combos={a.combos} chosen={chosen} testId="lookup-combos" countHead={t("career.lookup.col.count")} caption={t("career.lookup.pro.combosCaption", { name: professionName(a.profession, lang), model: a.model, year: a.year })} />
            </Part>
          )}
        </>
      )}
    </Answer>
  );
}

/** 专业选科要求's second question: the majors a combination opens, by how many colleges' requirements it meets. */
function CombinationMajors({ t, lang, plan }: { t: Translate; lang: "zh" | "en"; plan: PlanAnswer }) {
  const id = useId();
  const model: ExamModel = plan.model ?? "3+1+2";
  const all = combinationsOf(model, plan.province);
  const start = all.find((c) => sameSubjects(c, plan.subjectChoice)) ?? all[0]!;
  const [combo, setCombo] = useState<readonly string[]>(start);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [combo]);
  const [load, retry] = useLoadable(["fetchCombinationMajors", combo.join(","), page], () => fetchCombinationMajors({ subjects: combo, model, current: page, size: 10 }).then((a) => a.data!));
  return (
    <Part id="lookup-combination" title={t("career.lookup.combination.title")}>
      <label htmlFor={id} className="mb-3 flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t("career.course.combo")}</span>
        {/* at most the screen's width: an English combination with its "mine" note is wider than a phone */}
        <select id={id} className="field__input w-auto max-w-full" value={combo.join("+")} onChange={(e) => setCombo(e.target.value.split("+"))}>
          {all.map((c) => <option key={c.join("+")} value={c.join("+")}>{comboText(t, c)}{sameSubjects(c, plan.subjectChoice) ? ` · ${t("career.course.mine")}` : ""}</option>)}
        </select>
      </label>
      <Answer t={t} load={load} retry={retry}>
        {(a) => (
          <>
            <p className="mt-0" data-opens>{t("career.lookup.combination.summary", { open: a.majors.open, total: a.majors.total, met: a.rows.met, rows: a.rows.total })}</p>
            <Table testId="lookup-combination" caption={t("career.lookup.combination.caption", { combo: comboText(t, a.combo), model: a.model, year: a.year })}
              head={[t("career.lookup.col.major"), t("career.lookup.col.open")]}>
              {a.records.map((row) => (
                <tr key={row.majorCode} data-major={row.majorCode}>
                  <th scope="row" className="!whitespace-normal font-normal"><a href={majorHref(row.majorCode)}>{majorName({ code: row.majorCode, name: row.majorName }, lang)}</a></th>
                  <td className="tabular-nums">{t("career.course.metOf", { met: row.met, total: row.total })}</td>
                </tr>
              ))}
            </Table>
            <Pager className="mt-3" current={page} pages={a.pages} onPage={setPage} />
            <Basis t={t} model={a.model} year={a.year} sources={a.sources} sample={a.sample} />
          </>
        )}
      </Answer>
    </Part>
  );
}

function LookupScreen({ kind, plan }: { kind: LookupKind; plan: PlanAnswer }) {
  const { t, lang } = useT();
  const [code, choose] = useCodeInAddress();
  const chosen = plan.subjectChoice;
  const finderTitle = t(`career.lookup.finder.${kind}`);
  return (
    <>
      {kind === "major" && <CombinationMajors t={t} lang={lang} plan={plan} />}
      <Part id="lookup-finder" title={finderTitle}>
        <Finder t={t} lang={lang} kind={kind} onChoose={choose} />
      </Part>
      {code && kind === "college" && <CollegeAnswerView t={t} lang={lang} code={code} chosen={chosen} />}
      {code && kind === "major" && <MajorAnswerView t={t} lang={lang} code={code} chosen={chosen} />}
      {code && kind === "profession" && <ProfessionAnswerView t={t} lang={lang} code={code} chosen={chosen} />}
    </>
  );
}

export default function CourseLookup({ kind }: { kind: LookupKind }) {
  const { t } = useT();
  return (
    <CareerPage screen={`course-by-${kind}`} title={t(SCREEN[kind].title)} intro={t(SCREEN[kind].intro)}>
      <WithPlan>{(plan) => <LookupScreen kind={kind} plan={plan} />}</WithPlan>
    </CareerPage>
  );
}
