// College comparison /wel/contrast (portal.md §2): two to four colleges side by side — banner, logo, name, province
// and city, category, nature type, level, affiliation, feature tags — and each one's latest admission score lines in
// the student's province (another province can be chosen). Colleges are picked from the followed ones or by
// searching; the choice is kept in the address (?codes=) and shared with the college list's compare boxes.
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type SubmitEvent, type ReactNode } from "react";
import type { ContrastFacts, ContrastYear } from "@/contracts/yuanxiao";
import { fetchColleges, fetchCollegeScores, fetchCollegesByIds, fetchContrastFacts } from "@/lib/api/colleges";
import { fetchFollowedCollegeMap, type CollegeBrief } from "@/lib/api/favourites";
import type { PortalKey } from "@/lib/i18n/portal";
import {
  addToContrast,
  batchKey,
  canCompare,
  CONTRAST_MAX,
  CONTRAST_MIN,
  latestScoreLines,
  parseContrastCodes,
  removeFromContrast,
  schoolHref,
  subjectTypeKey,
  type ScoreLine,
} from "@/lib/rules/colleges";
import { cleanKeyword } from "@/lib/rules/keyword";
import { departmentName, displayName, displayNameLang } from "@/lib/rules/display-name";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import { $authority, $province, $userInfo, isStaff } from "@/lib/session/auth";
import { $needsRegistration, $profile } from "@/lib/session/profile";
import { REGISTRATION_PENDING, useCall, useLoadable } from "@/islands/ui/useCall";
import { useCalls } from "@/islands/ui/useCalls";
import { useT, type Translate } from "@/islands/ui/useT";
import { $contrast, setContrast } from "./contrast-store";
import SharePanel from "@/islands/share/SharePanel";
import { BOX, Announcer, batchName, categoryText, CollegeEmblem, FeatureTags, formatNumber, levelText, natureText, placeText, provinceLabel, SourceText, subjectText } from "./parts";
import { SampleNote, SampleTag } from "@/islands/ui/SampleData";
import { kept } from "@/islands/ui/Kept";


type Scores = { state: "loading" } | { state: "failed" } | { state: "ready"; latest: ReturnType<typeof latestScoreLines> };
/** Three years of lines, plans and requirements of the chosen colleges in the province: one call for all of them. */
type Facts = { key: string } & ({ state: "loading" } | { state: "failed" } | { state: "ready"; facts: ContrastFacts });

function initialCodes(): string[] {
  const fromAddress = new URLSearchParams(location.search).get("codes");
  return fromAddress !== null ? parseContrastCodes(fromAddress) : $contrast.get();
}

export default function Contrast() {
  const { t, lang } = useT();
  const studentProvince = useStore($province);
  const authority = useStore($authority);
  const [codes, setCodes] = useState<string[]>(initialCodes);
  const [chosenProvince, setChosenProvince] = useState<string>("");
  const province = chosenProvince || (MAINLAND_CODES.includes(studentProvince) ? studentProvince : "");
  const [briefs, setBriefs] = useState<Record<string, CollegeBrief>>({});
  const [message, setMessage] = useState("");

  // The choice lives in the address and in the tab's session (the list's compare boxes read it).
  useEffect(() => {
    setContrast(codes);
    const search = codes.length ? `?codes=${codes.join(",")}` : "";
    history.replaceState(null, "", `${location.pathname}${search}`);
  }, [codes]);

  // Briefs of colleges not seen yet: one list-by-ids call for all of them.
  const missing = codes.filter((code) => !briefs[code]);
  const missingKey = missing.join(",");
  const [missingLoad, retryBriefs] = useLoadable(
    ["collegesByIds", missingKey],
    () => fetchCollegesByIds(missingKey.split(","), { quiet: true }).then((answer) => answer.data ?? []),
    missingKey !== "",
  );
  const briefsFailed = missingKey !== "" && missingLoad.state === "failed";
  const answered = missingLoad.state === "ready" ? missingLoad.data : null;
  useEffect(() => {
    if (!answered) return;
    const found = Object.fromEntries(answered.map((college) => [college.collegeCode, college]));
    setBriefs((known) => ({ ...known, ...found }));
    // Codes the server does not know are dropped from the choice.
    const unknown = missingKey.split(",").filter((code) => !found[code]);
    if (unknown.length) setCodes((list) => list.filter((code) => !unknown.includes(code)));
  }, [answered, missingKey]);

  // Score lines per college and province, side by side with the briefs (no waterfall); a college seen before in this
  // province is not asked for again.
  const [scoreLoads, retryScores] = useCalls(
    province ? codes : [],
    (code) => ["collegeScores", code, province],
    (code) => fetchCollegeScores(code, province, { quiet: true }).then((answer) => latestScoreLines(answer.data)),
  );
  const scores: Record<string, Scores> = Object.fromEntries(
    scoreLoads.map((load, index) => [`${codes[index]}:${province}`, load.state === "ready" ? { state: "ready", latest: load.data } : load]),
  );

  const factsKey = `${codes.join(",")}:${province}`;
  const [factsLoad, retryFacts] = useLoadable(
    ["contrastFacts", factsKey],
    () => fetchContrastFacts(codes, province, { quiet: true }).then((answer) => answer.data),
    Boolean(province) && canCompare(codes),
  );
  const facts: Facts | null = !province || !canCompare(codes) ? null : factsLoad.state === "ready" ? { key: factsKey, state: "ready", facts: factsLoad.data } : { key: factsKey, ...factsLoad };

  const add = (college: CollegeBrief) => {
    const change = addToContrast(codes, college.collegeCode);
    if (change.outcome === "added") {
      setBriefs((known) => ({ ...known, [college.collegeCode]: known[college.collegeCode] ?? college }));
      setCodes(change.codes);
      setMessage(t("contrast.added", { name: displayName(college, lang), n: change.codes.length, max: CONTRAST_MAX }));
    } else if (change.outcome === "full") {
      setMessage(t("contrast.full", { max: CONTRAST_MAX }));
    }
  };
  const remove = (code: string) => {
    setCodes(removeFromContrast(codes, code));
    setMessage(t("contrast.removed", { name: briefs[code] ? displayName(briefs[code], lang) : code, n: codes.length - 1, max: CONTRAST_MAX }));
  };

  const shown = codes.filter((code) => briefs[code]).map((code) => briefs[code]!);
  const full = codes.length >= CONTRAST_MAX;

  return (
    <div className="page flex flex-col gap-5">
      <div>
        <h1 className="page__title mb-1">{t("route.contrast")}</h1>
        <p className="muted">{t("contrast.intro", { min: CONTRAST_MIN, max: CONTRAST_MAX })}</p>
      </div>

      <section aria-labelledby="contrast-chosen" className={`${BOX} flex flex-col gap-3`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="contrast-chosen" className="text-lg">{t("contrast.chosen", { n: codes.length, max: CONTRAST_MAX })}</h2>
          <ProvinceSelect value={province} onChange={setChosenProvince} t={t} />
        </div>
        {codes.length === 0 ? (
          <p className="muted">{t("contrast.none")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-contrast-chosen>
            {codes.map((code) => (
              <li key={code} className="flex items-center gap-1 rounded-full border border-[var(--color-line)] bg-[var(--primary-9)] py-0.5 pl-3 pr-1 text-sm">
                <span lang={briefs[code] ? displayNameLang(briefs[code], lang) : undefined}>{briefs[code] ? displayName(briefs[code], lang) : code}</span>
                <button type="button" className="icon-btn size-7 text-base" onClick={() => remove(code)} aria-label={t("contrast.remove", { name: briefs[code] ? displayName(briefs[code], lang) : code })}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {briefsFailed && (
          <p role="alert" className="flex flex-wrap items-center gap-2">
            <span>{t("pages.loadFailed")}</span>
            <button type="button" className="btn" onClick={retryBriefs}>{t("pages.retry")}</button>
          </p>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <FollowedPicker codes={codes} full={full} add={add} t={t} lang={lang} />
        <SearchPicker codes={codes} full={full} add={add} t={t} lang={lang} />
      </div>

      <section aria-labelledby="contrast-table-title" className="flex flex-col gap-2">
        <h2 id="contrast-table-title" className="text-lg">{t("contrast.result")}</h2>
        {!canCompare(codes) ? (
          <p className="muted" role="status">{t("contrast.needTwo")}</p>
        ) : shown.length < codes.length ? (
          <p className="muted" role="status">{t("pages.loading")}</p>
        ) : (
          <ContrastTable colleges={shown} province={province} scores={scores} facts={facts?.key === factsKey ? facts : null} remove={remove} retry={retryScores} retryFacts={retryFacts} t={t} lang={lang} />
        )}
      </section>
      {/* a school's staff own no comparison to share (the server refuses them too) */}
      {!isStaff(authority) && !$needsRegistration.get() && <SharePanel codes={codes} province={province} canShare={canCompare(codes)} />}
      <Announcer message={message} />
    </div>
  );
}

function ProvinceSelect({ value, onChange, t }: { value: string; onChange(code: string): void; t: Translate }) {
  const id = useId();
  return (
    <div className="field mb-0">
      <label htmlFor={id} className="field__label">{t("contrast.province")}</label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {!value && <option value="">{t("contrast.pickProvince")}</option>}
        {MAINLAND_CODES.map((code) => <option key={code} value={code}>{t(`province.${code}` as PortalKey)}</option>)}
      </select>
    </div>
  );
}

function AddButton({ college, codes, full, add, t }: { college: CollegeBrief; codes: string[]; full: boolean; add(college: CollegeBrief): void; t: Translate }) {
  const picked = codes.includes(college.collegeCode);
  const { lang } = useT();
  return (
    <button type="button" className={`btn min-h-8 shrink-0 px-3 text-sm ${picked ? "" : "btn--primary"}`} disabled={picked || full} onClick={() => add(college)} data-add={college.collegeCode}>
      {t(picked ? "contrast.inList" : "contrast.add")}
      <span className="sr-only">{displayName(college, lang)}</span>
    </button>
  );
}

function PickRow({ college, children, t, lang }: { college: CollegeBrief; children: ReactNode; t: Translate; lang: "zh" | "en" }) {
  return (
    <li className="flex items-center gap-3 border-b border-[var(--color-line)] py-2 last:border-b-0">
      <CollegeEmblem college={college} size={36} />
      <div className="min-w-0 flex-1">
        <p className="m-0 font-medium" lang={displayNameLang(college, lang)}>{displayName(college, lang)}</p>
        <p className="muted m-0 text-sm">{placeText(college, t, lang)}</p>
      </div>
      {children}
    </li>
  );
}

function FollowedPicker({ codes, full, add, t, lang }: { codes: string[]; full: boolean; add(college: CollegeBrief): void; t: Translate; lang: "zh" | "en" }) {
  const [state, retry] = useLoadable(["followedColleges"], () => {
    const account = $profile.get()?.account || $userInfo.get()?.account || "";
    return fetchFollowedCollegeMap(account).then((answer) => Object.values(answer.data ?? {}));
  });
  return (
    <section aria-labelledby="contrast-followed" className={`${BOX} flex flex-col gap-2`}>
      <h2 id="contrast-followed" className="text-lg">{t("contrast.fromFollowed")}</h2>
      {state.state === "loading" && <p className="muted">{t("pages.loading")}</p>}
      {/* a third-party user waiting to register may not read favourites (the server answers 403) */}
      {state.state === "failed" && state.code === REGISTRATION_PENDING && <p className="muted">{t("pages.afterRegistration")}</p>}
      {state.state === "failed" && state.code !== REGISTRATION_PENDING && (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          <span>{t("pages.loadFailed")}</span>
          <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>
        </p>
      )}
      {state.state === "ready" &&
        (state.data.length === 0 ? (
          <p className="muted">
            {t("contrast.noFollowed")} <a className="underline" href="/wel/colleges/index">{t("contrast.toList")}</a>
          </p>
        ) : (
          <ul className="max-h-80 overflow-y-auto" data-followed-list>
            {state.data.map((college) => (
              <PickRow key={college.collegeCode} college={college} t={t} lang={lang}>
                <AddButton college={college} codes={codes} full={full} add={add} t={t} />
              </PickRow>
            ))}
          </ul>
        ))}
    </section>
  );
}

function SearchPicker({ codes, full, add, t, lang }: { codes: string[]; full: boolean; add(college: CollegeBrief): void; t: Translate; lang: "zh" | "en" }) {
  const [text, setText] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const inputId = useId();
  // Only the latest search shows its answer (an earlier, slower one is dropped).
  const [search, searchAgain] = useCall(
    ["contrastCollegeSearch", asked],
    () => fetchColleges({ keyword: asked!, pageIndex: 1, pageSize: 8 }, { quiet: true }).then((answer) => answer.data),
    asked !== null,
  );
  const result = search.state === "ready" ? { state: "ready" as const, list: search.data.records, total: search.data.total, keyword: asked ?? "" } : search;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const keyword = cleanKeyword(text);
    if (keyword === asked) searchAgain();
    else if (keyword) setAsked(keyword);
  };
  return (
    <section aria-labelledby="contrast-search" className={`${BOX} flex flex-col gap-2`}>
      <h2 id="contrast-search" className="text-lg">{t("contrast.bySearch")}</h2>
      <form role="search" aria-label={t("contrast.bySearch")} className="flex items-end gap-2" onSubmit={submit}>
        <div className="field mb-0 min-w-0 flex-1">
          <label htmlFor={inputId} className="field__label">{t("colleges.keyword")}</label>
          <input id={inputId} type="search" className="field__input" value={text} maxLength={50} onChange={(event) => setText(event.target.value)} placeholder={t("colleges.keywordHint")} />
        </div>
        <button type="submit" className="btn btn--primary">{t("colleges.search")}</button>
      </form>
      <p role="status" className="muted text-sm">
        {result.state === "loading" ? t("pages.loading") : result.state === "ready" ? (result.total ? t("contrast.found", { n: result.total, shown: result.list.length }) : t("contrast.notFound", { q: result.keyword })) : ""}
      </p>
      {result.state === "failed" && <p role="alert">{t("pages.loadFailed")}</p>}
      {result.state === "ready" && result.list.length > 0 && (
        <ul className="max-h-80 overflow-y-auto" data-search-results>
          {result.list.map((college) => (
            <PickRow key={college.collegeCode} college={college} t={t} lang={lang}>
              <AddButton college={college} codes={codes} full={full} add={add} t={t} />
            </PickRow>
          ))}
        </ul>
      )}
      {full && <p className="muted text-sm">{t("contrast.full", { max: CONTRAST_MAX })}</p>}
    </section>
  );
}

function ContrastTable({ colleges, province, scores, facts, remove, retry, retryFacts, t, lang }: {
  colleges: CollegeBrief[]; province: string; scores: Record<string, Scores>; facts: Facts | null; remove(code: string): void; retry(): void; retryFacts(): void; t: Translate; lang: "zh" | "en";
}) {
  const anySample = colleges.some((college) => {
    const entry = scores[`${college.collegeCode}:${province}`];
    return college.sample === true || (entry?.state === "ready" && entry.latest?.sample === true);
  }) || (facts?.state === "ready" && Object.values(facts.facts.colleges).flat().some((y) => y.line?.sample || y.plan?.sample || y.requirements?.sample));
  const where = province ? provinceLabel({ code: province, name: province }, t) : "";
  const factRows: { key: PortalKey; kind: FactKind }[] = [
    { key: "contrast.row.lines", kind: "line" },
    { key: "contrast.row.plans", kind: "plan" },
    { key: "contrast.row.requirements", kind: "requirements" },
  ];
  const rows: { key: PortalKey; cell(college: CollegeBrief): ReactNode }[] = [
    { key: "contrast.row.place", cell: (college) => placeText(college, t, lang) || "—" },
    { key: "contrast.row.category", cell: (college) => categoryText(college.category, t) || "—" },
    { key: "contrast.row.nature", cell: (college) => natureText(college.natureType, t) || "—" },
    { key: "contrast.row.level", cell: (college) => levelText(college.level, t) || "—" },
    { key: "contrast.row.belong", cell: (college) => (college.belong ? <span lang={lang === "en" && departmentName(college.belong, lang) === college.belong ? "zh-CN" : undefined}>{departmentName(college.belong, lang)}</span> : "—") },
    { key: "contrast.row.features", cell: (college) => (college.feature ? <FeatureTags feature={college.feature} /> : "—") },
  ];
  return (
    <>
      <div role="region" aria-labelledby="contrast-caption" tabIndex={0} className="relative overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white">
        <table className="w-full border-collapse text-sm" data-contrast-table>
          <caption id="contrast-caption" className="sr-only">{t("contrast.caption", { n: colleges.length })}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-[1] w-24 min-w-24 bg-white sm:w-32" />
              {colleges.map((college) => (
                <th key={college.collegeCode} scope="col" className="min-w-40 border-l border-[var(--color-line)] p-0 align-top font-normal" data-college={college.collegeCode}>
                  <CollegeHead college={college} remove={remove} t={t} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-[var(--color-line)]">
                <th scope="row" className="sticky left-0 z-[1] bg-white px-3 py-2 text-left align-top font-medium">{t(row.key)}</th>
                {colleges.map((college) => (
                  <td key={college.collegeCode} className="border-l border-[var(--color-line)] px-3 py-2 align-top">{row.cell(college)}</td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-[var(--color-line)]">
              <th scope="row" className="sticky left-0 z-[1] bg-white px-3 py-2 text-left align-top font-medium">
                {province ? t("contrast.row.scores", { province: t(`province.${province}` as PortalKey) }) : t("contrast.row.scoresNone")}
              </th>
              {colleges.map((college) => (
                <td key={college.collegeCode} className="border-l border-[var(--color-line)] px-3 py-2 align-top" data-scores={college.collegeCode}>
                  {province ? <ScoreCell entry={scores[`${college.collegeCode}:${province}`]} retry={retry} t={t} lang={lang} /> : "—"}
                </td>
              ))}
            </tr>
            {province && factRows.map((row) => (
              <tr key={row.key} className="border-t border-[var(--color-line)]">
                <th scope="row" className="sticky left-0 z-[1] bg-white px-3 py-2 text-left align-top font-medium">{t(row.key, { province: where })}</th>
                {colleges.map((college) => (
                  <td key={college.collegeCode} className="border-l border-[var(--color-line)] px-3 py-2 align-top" data-facts={row.kind} data-college={college.collegeCode}>
                    <FactCell facts={facts} code={college.collegeCode} kind={row.kind} retry={retryFacts} t={t} lang={lang} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anySample && <SampleNote />}
    </>
  );
}

function CollegeHead({ college, remove, t }: { college: CollegeBrief; remove(code: string): void; t: Translate }) {
  const banner = typeof college.introduce === "object" && college.introduce ? (college.introduce as { bannerUrl?: string }).bannerUrl : "";
  const { lang } = useT();
  return (
    <div className="flex flex-col">
      <div
        className="h-16 w-full bg-cover bg-center"
        style={banner ? { backgroundImage: `url("${banner.replace(/"/g, "%22")}")` } : { background: `linear-gradient(135deg, var(--primary-8), var(--primary-9))` }}
        aria-hidden="true"
      />
      <div className="-mt-6 flex flex-col items-start gap-1 px-3 pb-2">
        <CollegeEmblem college={college} size={48} />
        <a href={schoolHref(college.collegeCode)} className="font-semibold" lang={displayNameLang(college, lang)}>{displayName(college, lang)}</a>
        {college.sample && <SampleTag />}
        <button type="button" className="text-xs underline" onClick={() => remove(college.collegeCode)}>
          {t("contrast.removeShort")}
          <span className="sr-only">{displayName(college, lang)}</span>
        </button>
      </div>
    </div>
  );
}

function ScoreCell({ entry, retry, t, lang }: { entry: Scores | undefined; retry(): void; t: Translate; lang: "zh" | "en" }) {
  if (!entry || entry.state === "loading") return <span className="muted">{t("pages.loading")}</span>;
  if (entry.state === "failed") {
    return (
      <span className="flex flex-wrap items-center gap-2">
        {t("pages.loadFailed")}
        <button type="button" className="btn min-h-8 px-3 text-sm" onClick={retry}>{t("pages.retry")}</button>
      </span>
    );
  }
  const latest = entry.latest;
  if (!latest) return <span className="muted">{t("contrast.noScores")}</span>;
  const number = (value: number | null | undefined) => (value == null ? "—" : value.toLocaleString(lang === "en" ? "en-GB" : "zh-CN"));
  return (
    <div className="flex flex-col gap-1">
      <p className="m-0 flex flex-wrap items-center gap-1 font-medium">
        {t("contrast.year", { year: latest.year })}
        {latest.sample && <SampleTag />}
      </p>
      <ul className="flex flex-col gap-1">
        {latest.lines.map((line: ScoreLine) => (
          <li key={`${line.subjectType}${line.batch}`}>
            <span className="muted">{lineLabel(line, t)}</span>
            <br />
            {t("contrast.minScore", { score: number(line.minScore), rank: number(line.minRank) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function lineLabel(line: ScoreLine, t: Translate): string {
  const subject = subjectTypeKey(line.subjectType);
  const batch = batchKey(line.batch);
  return `${subject ? t(`contrast.subject.${subject}`) : line.subjectType} · ${batch ? t(`contrast.batch.${batch}`) : line.batch}`;
}

type FactKind = "line" | "plan" | "requirements";

/** One college's three years of one kind of figure: each year with its subject type, the figure and its source, or "no data". */
function FactCell({ facts, code, kind, retry, t, lang }: { facts: Facts | null; code: string; kind: FactKind; retry(): void; t: Translate; lang: "zh" | "en" }) {
  if (!facts || facts.state === "loading") return <span className="muted">{t("pages.loading")}</span>;
  if (facts.state === "failed") {
    return (
      <span className="flex flex-wrap items-center gap-2">
        {t("pages.loadFailed")}
        <button type="button" className="btn min-h-8 px-3 text-sm" onClick={retry}>{t("pages.retry")}</button>
      </span>
    );
  }
  const years = facts.facts.colleges[code] ?? [];
  if (years.length === 0) {
    const province = facts.facts.province;
    return <span className="muted">{t("contrast.facts.provinceNone", { province: provinceLabel(province, t) })}</span>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {years.map((entry) => (
        <li key={entry.year} data-year={entry.year}>
          <span className="muted">{t("contrast.facts.yearType", { year: entry.year, subject: subjectText(entry.subjectType, t) })}</span>
          <br />
          <FactValue entry={entry} kind={kind} t={t} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

function Provenance({ sample, source }: { sample: boolean; source: { name: string; sample: boolean } }) {
  return sample || source.sample ? <SampleTag /> : <SourceText name={source.name} />;
}

function FactValue({ entry, kind, t, lang }: { entry: ContrastYear; kind: FactKind; t: Translate; lang: "zh" | "en" }) {
  const none = <span className="muted" data-no-data>{t("contrast.facts.noData")}</span>;
  if (kind === "line") {
    const line = entry.line;
    if (!line) return none;
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2" data-line>
        <span>{kept(batchName(line.batch, t))}</span>
        {line.minScore != null && (
          <span className="whitespace-nowrap">
            {t("colleges.line.score", { score: formatNumber(line.minScore, lang) })}
            <span aria-hidden="true"> ·</span>
          </span>
        )}
        <span>{line.minRank == null ? t("colleges.line.noRank") : t("colleges.line.rank", { rank: formatNumber(line.minRank, lang) })}</span>
        <Provenance sample={line.sample} source={line.source} />
      </span>
    );
  }
  if (kind === "plan") {
    const plan = entry.plan;
    if (!plan) return none;
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2" data-plan>
        <span>{t("contrast.facts.plan", { n: formatNumber(plan.planCount, lang) })}</span>
        <Provenance sample={plan.sample} source={plan.source} />
      </span>
    );
  }
  const requirements = entry.requirements;
  if (!requirements) return none;
  return (
    <span className="inline-flex flex-col gap-0.5" data-requirements>
      {requirements.items.map((item) => (
        <span key={item.requirement}>
          <span lang="zh-CN">{item.requirement}</span> <span className="muted">{t("contrast.facts.majors", { n: item.majors })}</span>
        </span>
      ))}
      <span><Provenance sample={requirements.sample} source={requirements.source} /></span>
    </span>
  );
}
