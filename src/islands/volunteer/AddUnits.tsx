// Two ways to add units to the form: recommendations from the probability model in 冲 / 稳 / 保 with the numbers the
// student sets (3:4:3 of the free slots to start with), added all at once or one by one; and a search by keyword among
// every unit of the batch, near the student's rank or not (CeGL/getLqgl searches all units for a name). Every unit
// shows its band and probability before it is added.
import { useEffect, useId, useState, type SubmitEvent } from "react";
import { fetchProbability, type ProbabilityRequest, type UnitProbability } from "@/lib/api/probability";
import { recommendUnits, type FormUnit, type RecommendRequest } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import type { Lang } from "@/lib/i18n";
import type { PlanType } from "@/domain/provinces";
import type { PortalKey } from "@/lib/i18n/portal";
import { pageCount } from "@/lib/rules/probability";
import { cleanKeyword } from "@/lib/rules/keyword";
import { countsProblem, DEFAULT_RATIO, RATIO_BANDS, ratioCounts, type Counts } from "@/lib/rules/volunteer";
import { useKeptCall } from "@/islands/ui/useCall";
import type { Translate } from "@/islands/ui/useT";
import { requirementText } from "@/islands/school/parts";
import { planTypeText } from "@/islands/data-tools/parts";
import { ChanceLine, unitLabel } from "./parts";
import { ForecastLine } from "./ForecastLine";
import type { ForecastBasis } from "@/contracts/volunteer";
import type { UnitInfo } from "./EntryList";
import { placeName, textLang } from "@/lib/rules/display-name";
import { Pager } from "@/islands/ui/Pager";
import { SpecialPlanTag } from "./SpecialPlans";

const BAND_NAME: Record<string, PortalKey> = { 冲: "prob.band.reach", 稳: "prob.band.steady", 保: "prob.band.safe" };
const SEARCH_SIZE = 10;

export interface AddUnitsProps {
  t: Translate;
  lang: Lang;
  /** the scope and the student's score or rank (null: not given yet) */
  scope: { province: string; year: number; batch: string; subjectType: string | null; eligiblePlans: PlanType[] };
  value: { score: number } | { rank: number } | null;
  /** units on the form (left out of recommendations; "added" in results) */
  onForm: ReadonlySet<string>;
  free: number;
  onAdd(units: UnitInfo[]): void;
}

/** A unit found by a search, as the form's entry rows describe units until the checker answers. */
function fromSearch(u: UnitProbability): UnitInfo {
  return {
    unitKey: u.unitKey, collegeCode: u.collegeCode, collegeName: u.collegeName, collegeNameEn: u.collegeNameEn, cityName: u.cityName, name: u.name, unitCode: u.unitCode, planType: u.planType,
    subjectRequirement: u.subjectRequirement, lastMinRank: u.lastMinRank, lastMinScore: u.lastMinScore, sample: u.sample,
    ...(u.refused ? { refusal: u.reasonZh ?? u.reason ?? "" } : { probability: u.probability, band: u.band, predictedMinRank: u.predictedMinRank }),
  };
}

function UnitChoice({ t, lang, unit, added, full, onAdd, hasRank }: { t: Translate; lang: Lang; unit: UnitInfo; added: boolean; full: boolean; onAdd(): void; hasRank: boolean }) {
  const label = unitLabel(unit, unit.unitKey, lang);
  const labelLang = lang === "en" && !unit.collegeNameEn ? "zh-CN" : undefined;
  return (
    <li className="flex flex-col gap-1 border-t border-[var(--color-line)] py-2 first:border-t-0 sm:flex-row sm:items-center sm:justify-between sm:gap-3" data-candidate={unit.unitKey}>
      <div className="min-w-0">
        <p className="m-0 text-sm font-semibold"><span lang={labelLang}>{label}</span></p>
        <p className="muted m-0 text-xs">
          {requirementText(t, unit.subjectRequirement ?? "")}{unit.planType ? ` · ${planTypeText(t, unit.planType)}` : ""}{unit.planType && <> <SpecialPlanTag t={t} planType={unit.planType} /></>}{unit.cityName ? ` · ` : ""}{unit.cityName && <span lang={textLang(placeName(unit.cityName, lang, "city"), lang)}>{placeName(unit.cityName, lang, "city")}</span>}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <ChanceLine t={t} unit={unit} hasRank={hasRank} compact />
        <button type="button" className="btn px-3" disabled={added || full} onClick={onAdd} aria-label={t(added ? "vol.add.addedLabel" : "vol.add.oneLabel", { name: label })} data-add-one>
          {t(added ? "vol.add.added" : "vol.add.one")}
        </button>
      </div>
    </li>
  );
}

export function Recommend({ t, lang, scope, value, onForm, free, onAdd }: AddUnitsProps) {
  const id = useId();
  const [counts, setCounts] = useState<Counts>(() => ratioCounts(DEFAULT_RATIO, free));
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<{ units: FormUnit[]; asked: number; counts: Counts; basis: ForecastBasis } | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // what a family would choose by default: no 中外合作, any fee, any city (each can be changed)
  const [sinoForeign, setSinoForeign] = useState(false);
  const [maxTuition, setMaxTuition] = useState("");
  const [cities, setCities] = useState("");
  // until the student sets their own numbers, they follow the free slots
  useEffect(() => {
    if (!touched) setCounts(ratioCounts(DEFAULT_RATIO, free));
  }, [free, touched]);
  const check = countsProblem(counts, free);
  const total = RATIO_BANDS.reduce((s, b) => s + counts[b], 0);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (check || !value) return;
    setLoading(true);
    setProblem(null);
    try {
      const ceiling = Number(maxTuition);
      const body: RecommendRequest = {
        province: scope.province, year: scope.year, batch: scope.batch, ...value, counts, exclude: [...onForm], eligiblePlans: scope.eligiblePlans,
        sinoForeign, ...(maxTuition.trim() && Number.isFinite(ceiling) && ceiling >= 0 ? { maxTuition: Math.floor(ceiling) } : {}),
        cities: cities.split(/[,，、\s]+/).map((c) => c.trim()).filter(Boolean).slice(0, 20),
      };
      const r = await recommendUnits(body);
      setResult({ units: r.data.units, asked: total, counts, basis: r.data.basis });
    } catch (error) {
      setProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : t("vol.add.failed"));
    } finally {
      setLoading(false);
    }
  };
  const found = result?.units ?? [];
  const notAdded = found.filter((u) => !onForm.has(u.unitKey));
  const byBand = (band: string) => found.filter((u) => u.band === band).length;
  const problemText = check == null ? null
    : check.reason === "none" ? t("vol.ratio.none")
    : check.reason === "overLimit" ? t("vol.ratio.overLimit", { total: check.total, max: check.max })
    : t("vol.ratio.tooMany", { total: check.total, free: check.free });
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-part="recommend">
      <h3 id={`${id}-title`} className="m-0 text-base font-bold">{t("vol.ratio.title")}</h3>
      <p className="muted m-0 text-sm">{t("vol.ratio.intro", { free })}</p>
      {!value ? <p className="m-0 text-sm" role="status">{t("vol.add.needRank")}</p> : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-ratio>
          <fieldset className="m-0 flex flex-wrap items-end gap-3 border-0 p-0">
            <legend className="mb-1 text-sm font-semibold">{t("vol.ratio.legend")}</legend>
            {RATIO_BANDS.map((band) => (
              <div key={band} className="flex w-20 flex-col gap-1">
                <label htmlFor={`${id}-${band}`} className="text-sm font-semibold">{t(BAND_NAME[band]!)}</label>
                <input id={`${id}-${band}`} className="field__input" type="number" inputMode="numeric" min={0} max={120} step={1} value={counts[band]} data-count={band}
                  aria-describedby={`${id}-total`}
                  onChange={(e) => { setTouched(true); setCounts({ ...counts, [band]: Math.max(0, Math.floor(Number(e.target.value) || 0)) }); }} />
              </div>
            ))}
            <button type="button" className="btn" onClick={() => { setTouched(false); setCounts(ratioCounts(DEFAULT_RATIO, free)); }}>{t("vol.ratio.reset")}</button>
          </fieldset>
          <fieldset className="m-0 flex flex-wrap items-end gap-3 border-0 p-0" data-recommend-prefs>
            <legend className="mb-1 text-sm font-semibold">{t("vol.prefs.legend")}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={sinoForeign} onChange={(e) => setSinoForeign(e.target.checked)} data-pref-sino />
              {t("vol.prefs.sinoForeign")}
            </label>
            <div className="flex w-36 flex-col gap-1">
              <label htmlFor={`${id}-fee`} className="text-sm font-semibold">{t("vol.prefs.maxTuition")}</label>
              <input id={`${id}-fee`} className="field__input" type="number" inputMode="numeric" min={0} step={1000} value={maxTuition} onChange={(e) => setMaxTuition(e.target.value)} data-pref-fee />
            </div>
            <div className="flex w-56 max-w-full flex-col gap-1">
              <label htmlFor={`${id}-cities`} className="text-sm font-semibold">{t("vol.prefs.cities")}</label>
              <input id={`${id}-cities`} className="field__input" value={cities} maxLength={200} placeholder={t("vol.prefs.citiesHint")} onChange={(e) => setCities(e.target.value)} data-pref-cities />
            </div>
            <p className="muted m-0 w-full text-xs">{t("vol.prefs.help")}</p>
          </fieldset>
          <p id={`${id}-total`} className={`m-0 text-sm ${problemText ? "field__error" : "muted"}`} role={problemText ? "alert" : undefined}>
            {problemText ?? t("vol.ratio.total", { total, free })}
          </p>
          <div><button type="submit" className="btn btn--primary" disabled={loading || check != null} data-recommend>{t(loading ? "vol.ratio.loading" : "vol.ratio.submit")}</button></div>
        </form>
      )}
      {problem && <p className="field__error m-0" role="alert">{problem}</p>}
      {result && (
        <div className="flex flex-col gap-2" data-recommendations>
          <p className="m-0 text-sm" role="status" data-found={found.length}>
            {t("vol.ratio.found", { count: found.length, reach: byBand("冲"), steady: byBand("稳"), safe: byBand("保") })}
            {found.length < result.asked ? ` ${t("vol.ratio.fewer", { asked: result.asked })}`
              : RATIO_BANDS.some((b) => byBand(b) !== result.counts[b]) ? ` ${t("vol.ratio.shifted")}` : ""}
          </p>
          <ForecastLine t={t} basis={result.basis} />
          {notAdded.length > 0 && (
            <div>
              <button type="button" className="btn btn--primary" disabled={notAdded.length > free} onClick={() => onAdd(notAdded)} data-add-all>
                {t("vol.add.all", { count: notAdded.length })}
              </button>
              {notAdded.length > free && <p className="field__error m-0 mt-1 text-sm">{t("vol.add.allTooMany", { count: notAdded.length, free })}</p>}
            </div>
          )}
          <div className="max-h-96 overflow-y-auto rounded border border-[var(--color-line)] px-3" tabIndex={0} role="region" aria-label={t("vol.ratio.listLabel")}>
            <ul className="m-0 list-none p-0">
              {found.map((u) => <UnitChoice key={u.unitKey} t={t} lang={lang} unit={u} added={onForm.has(u.unitKey)} full={free <= 0} onAdd={() => onAdd([u])} hasRank />)}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

export function SearchUnits({ t, lang, scope, value, onForm, free, onAdd }: AddUnitsProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState<{ keyword: string; page: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the scope and value are read when a search is asked for: the search is the key, and the answer keeps its page
  const [asked, setAsked] = useState<{ keyword: string; page: number; body: ProbabilityRequest } | null>(null);
  const search = useKeptCall(
    ["unitSearch", JSON.stringify(asked)],
    () => fetchProbability(asked!.body).then((r) => ({ units: (r.data?.records ?? []).map(fromSearch), total: r.data?.total ?? 0, page: asked!.page })),
    asked !== null,
  );
  const answer = search.data ?? null;
  const loading = search.loading;
  const shownProblem = problem ?? (search.failed ? (search.error instanceof ApiError ? t("vol.server", { problem: search.error.message }) : t("vol.add.failed")) : null);
  const ask = (next: { keyword: string; page: number } | null) => {
    setQuery(next);
    setProblem(null);
    if (!next || !value) return setAsked(null);
    setAsked({
      ...next,
      body: {
        province: scope.province, year: scope.year, batch: scope.batch, ...(scope.subjectType ? { subjectType: scope.subjectType } : {}), ...value,
        keyword: next.keyword, order: "desc", current: next.page, size: SEARCH_SIZE,
      },
    });
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const keyword = cleanKeyword(text);
    if (!keyword) {
      setProblem(t("vol.search.empty"));
      return;
    }
    ask({ keyword, page: 1 });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-part="search">
      <h3 id={`${id}-title`} className="m-0 text-base font-bold">{t("vol.search.title")}</h3>
      <p className="muted m-0 text-sm">{t("vol.search.intro")}</p>
      {!value ? <p className="m-0 text-sm" role="status">{t("vol.add.needRank")}</p> : (
        <form onSubmit={submit} noValidate role="search" aria-label={t("vol.search.title")} className="flex flex-wrap items-end gap-2" data-search>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-keyword`} className="text-sm font-semibold">{t("vol.search.keyword")}</label>
            <input id={`${id}-keyword`} className="field__input w-56 max-w-full" maxLength={50} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <button type="submit" className="btn btn--primary" disabled={loading}>{t("vol.search.submit")}</button>
        </form>
      )}
      {shownProblem && <p className="field__error m-0" role="alert">{shownProblem}</p>}
      {answer && query && (
        <div className="flex flex-col gap-2" data-search-results>
          <p className="m-0 text-sm" role="status">{answer.total === 0 ? t("vol.search.none", { keyword: query.keyword }) : t("vol.search.found", { count: answer.total, keyword: query.keyword })}</p>
          {answer.units.length > 0 && (
            <ul className="m-0 list-none rounded border border-[var(--color-line)] p-0 px-3">
              {answer.units.map((u) => <UnitChoice key={u.unitKey} t={t} lang={lang} unit={u} added={onForm.has(u.unitKey)} full={free <= 0} onAdd={() => onAdd([u])} hasRank />)}
            </ul>
          )}
          <Pager className="mt-3" current={answer.page} pages={pageCount(answer.total, SEARCH_SIZE)} onPage={(page) => ask({ ...query, page })} />
        </div>
      )}
    </section>
  );
}
