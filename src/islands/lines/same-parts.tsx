// The parts of 同分去向 that /wel/sameScore and the career pages built on it (/career/same-*) share: the scope and the
// score or rank looked up (kept in the address, the student's latest exam filled in), the plain statement that it is
// derived from published minimum ranks, how the list was chosen, the refusals in the reader's language, and the lists
// by college, major and city (a screen may add a button to each college or a link to each city).
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-lines";
import { useEffect, type ReactNode } from "react";
import type { SameScoreRequest } from "@/contracts/tongfqx";
import { fetchTableYears, type Basis, type CityAnswer, type CollegeAnswer, type EmptyReason, type MajorAnswer, type SameScoreCity, type SameScoreCollege, type SameScoreUnit } from "@/lib/api/lines";
import type { R } from "@/lib/http/envelope";
import { displayName, placeLabel, textLang } from "@/lib/rules/display-name";
import { kept } from "@/islands/ui/Kept";
import { CollegeName } from "@/islands/ui/CollegeName";
import { linesQueryParams, readLinesQuery, WINDOWS, type LinesQuery } from "@/lib/rules/lines";
import { pickYearType } from "@/lib/rules/school";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable, type Loadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { Filters, LOCALES, Num, provinceName, Select, Table } from "@/islands/school/parts";
import { LookupForm, type LookupWords } from "@/islands/data-tools/LookupForm";
import { batchText, CARD, Empty, planTypeText, provinceChoices, SourceNote, subjectTypeText, useScoreOrRank, type Refusable } from "@/islands/data-tools/parts";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import { LOOKUP_WORDS } from "./parts";
import { Pager } from "@/islands/ui/Pager";
import { Loaded } from "@/islands/ui/Loaded";

const WORDS: LookupWords = { ...LOOKUP_WORDS, byScore: "same.mode.score", byRank: "same.mode.rank" };

/** The plain statement: derived from published minimum ranks, not from where candidates went. */
export function Statement({ t }: { t: Translate }) {
  return (
    <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm" data-derived>
      <strong>{t("same.derived.title")}</strong>{" "}{t("same.derived")}
    </p>
  );
}

export function BasisLine({ t, basis, lang }: { t: Translate; basis: Basis; lang: "zh" | "en" }) {
  const locale = LOCALES[lang];
  const type = subjectTypeText(t, basis.scope.subjectType);
  const from = basis.rankSource === "score" ? t("same.basis.fromScore", { score: basis.score ?? "" }) : t("same.basis.fromRank");
  return (
    <p className="mb-2 text-sm" data-basis>
      {basis.by === "rank"
        ? t("same.basis.rank", { year: basis.scope.year, type, rank: basis.rank.toLocaleString(locale), from, low: (basis.rankLow ?? 0).toLocaleString(locale), high: (basis.rankHigh ?? 0).toLocaleString(locale), window: basis.window })
        : t("same.basis.score", { year: basis.scope.year, type, low: basis.scoreLow ?? "", high: basis.scoreHigh ?? "" })}
    </p>
  );
}

export function Figures({ lang, items }: { lang: "zh" | "en"; items: [string, number | null][] }) {
  return (
    <dl className="m-0 flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="muted">{label}</dt>
          <dd className="m-0 font-semibold tabular-nums"><Num value={value} lang={lang} /></dd>
        </div>
      ))}
    </dl>
  );
}

export const LIST = "m-0 flex list-none flex-col gap-2 p-0";
export const ITEM = "rounded-md border border-[var(--color-line)] px-3 py-2.5";

export function CollegeLink({ code, name, nameEn, lang }: { code: string | null; name: string; nameEn?: string; lang: "zh" | "en" }) {
  return <CollegeName code={code} name={name} nameEn={nameEn} lang={lang} className="font-semibold" />;
}

/** A college's name as the reader sees it (for a button's accessible name). */
export const collegeText = (row: Pick<SameScoreCollege, "collegeName" | "collegeNameEn">, lang: "zh" | "en") => displayName({ name: row.collegeName, nameEn: row.collegeNameEn }, lang);

/** A place as the reader sees it, or "not given". */
export function PlaceText({ t, province, city, lang }: { t: Translate; province: string; city: string; lang: "zh" | "en" }) {
  const place = placeLabel(province, city, lang);
  return <span lang={textLang(place, lang)}>{place || t("same.unknownCity")}</span>;
}

export interface Paged { page: number; setPage(n: number): void }

/** Colleges near the rank with their units; `action` adds something to each (a 设为目标 button), `unitAction` to each unit (加入志愿表). */
export function Colleges({ t, data, year, lang, page, setPage, action, unitAction }: {
  t: Translate; data: CollegeAnswer; year: number; lang: "zh" | "en"; action?: (row: SameScoreCollege) => ReactNode; unitAction?: (row: SameScoreCollege, unit: SameScoreUnit) => ReactNode;
} & Paged) {
  const mixed = data.records.some((r) => r.sample) && data.records.some((r) => !r.sample);
  return (
    <>
      <h3 className="mb-2 text-base font-semibold">{t("same.caption.college", { year, n: data.total, page, pages: Math.max(1, data.pages) })}</h3>
      <ul className={LIST} data-list="same-colleges">
        {data.records.map((row) => (
          <li key={`${row.collegeCode ?? row.collegeName}`} className={`${ITEM} ${action ? "flex flex-wrap items-start justify-between gap-2" : ""}`} data-college={row.collegeCode ?? ""}>
            <div className="min-w-0">
              <p className="mb-1 flex flex-wrap items-baseline gap-x-2">
                <CollegeLink code={row.collegeCode} name={row.collegeName} nameEn={row.collegeNameEn} lang={lang} />
                <span className="muted text-sm"><PlaceText t={t} province={row.provinceName} city={row.cityName} lang={lang} /></span>
                {mixed && row.sample && <span className="tag">{t("sample.label")}</span>}
              </p>
              <Figures lang={lang} items={[[t("same.col.minRank"), row.minRank], [t("same.col.minScore"), row.minScore], [t("same.col.plan"), row.planCount]]} />
              <ul className="m-0 mt-1 list-none p-0 text-sm" aria-label={t("same.col.units")}>
                {row.units.map((u) => (
                  <li key={u.unitKey} className={unitAction ? "flex flex-wrap items-center gap-x-2 gap-y-1 py-0.5" : undefined}>
                    <span>
                      <span lang="zh-CN">{u.name || u.unitCode}</span>
                      <span className="muted">{" · "}{kept(batchText(t, u.batch))}{" · "}{planTypeText(t, u.planType)}
                        {row.units.length > 1 && <>{" · "}{t("same.unitFigures", { score: u.minScore ?? "—", rank: u.minRank?.toLocaleString(LOCALES[lang]) ?? "—", plan: u.planCount ?? "—" })}</>}
                      </span>
                    </span>
                    {unitAction?.(row, u)}
                  </li>
                ))}
              </ul>
            </div>
            {action?.(row)}
          </li>
        ))}
      </ul>
      <p className="muted mt-2 text-xs">{t("same.college.note")}</p>
      <Pager className="mt-3" current={page} pages={data.pages} onPage={setPage} />
    </>
  );
}

export function Majors({ t, data, year, lang, page, setPage }: { t: Translate; data: MajorAnswer; year: number; lang: "zh" | "en" } & Paged) {
  const mixed = data.records.some((r) => r.sample) && data.records.some((r) => !r.sample);
  return (
    <>
      <h3 className="mb-2 text-base font-semibold">{t("same.caption.major", { year, n: data.total, page, pages: Math.max(1, data.pages) })}</h3>
      <ul className={LIST} data-list="same-majors">
        {data.records.map((row, i) => (
          <li key={`${row.collegeCode}-${row.unitName}-${row.majorName}-${row.remark}-${i}`} className={ITEM}>
            <p className="mb-1 flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold" lang="zh-CN">{row.majorName}</span>
              {row.remark && <span className="muted text-xs" lang="zh-CN">{row.remark}</span>}
              {mixed && row.sample && <span className="tag">{t("sample.label")}</span>}
            </p>
            <p className="mb-1 text-sm">
              <CollegeLink code={row.collegeCode} name={row.collegeName} nameEn={row.collegeNameEn} lang={lang} />
              <span className="muted" lang="zh-CN">{` · ${row.unitName}`}</span>
              <span className="muted">{" · "}{kept(batchText(t, row.batch))}{" · "}{planTypeText(t, row.planType)}</span>
            </p>
            <Figures lang={lang} items={[[row.rankOf === "unit" ? t("same.col.minRankUnit") : t("same.col.minRank"), row.minRank], [t("same.col.minScore"), row.minScore], [t("same.col.plan"), row.planCount]]} />
          </li>
        ))}
      </ul>
      <p className="muted mt-2 text-xs">{t("same.major.note")}</p>
      <Pager className="mt-3" current={page} pages={data.pages} onPage={setPage} />
    </>
  );
}

/** Cities of the colleges near the rank; `href` makes each city a link (to its colleges). */
export function Cities({ t, data, year, lang, page, setPage, href }: { t: Translate; data: CityAnswer; year: number; lang: "zh" | "en"; href?: (row: SameScoreCity) => string } & Paged) {
  return (
    <>
      <Table caption={t("same.caption.city", { year, n: data.total, page, pages: Math.max(1, data.pages) })}
        head={[t("same.col.city"), t("same.col.colleges"), t("same.col.unitCount"), t("same.col.plan")]} testId="same-cities">
        {data.records.map((row) => {
          const place = <PlaceText t={t} province={row.provinceName} city={row.cityName} lang={lang} />;
          return (
            <tr key={`${row.provinceName}-${row.cityName}`}>
              <th scope="row">{href ? <a href={href(row)}>{place}</a> : place}</th>
              <td><Num value={row.collegeCount} lang={lang} /></td>
              <td><Num value={row.unitCount} lang={lang} /></td>
              <td><Num value={row.planCount} lang={lang} /></td>
            </tr>
          );
        })}
      </Table>
      <Pager className="mt-3" current={page} pages={data.pages} onPage={setPage} />
    </>
  );
}

/** Why there is nothing to show, in the reader's language. */
export function emptyText(t: Translate, reason: EmptyReason | null, place: string, value: number | undefined): string {
  const type = reason?.subjectType ? subjectTypeText(t, reason.subjectType) : "";
  switch (reason?.code) {
    case "noTable":
      return t("same.reason.noTable", { province: place, year: reason.year ?? "", type });
    case "belowTable":
      return t("same.reason.belowTable", { score: value ?? "", year: reason.year ?? "", min: reason.tableMin ?? "" });
    case "noUnits":
      return reason.year ? t("same.reason.noUnitsYear", { province: place, year: reason.year, type }) : t("same.reason.noUnits", { province: place, type });
    default:
      return t("same.reason.unknown");
  }
}

/** The province, year, subject type, window and score or rank a same-score screen looks up, all kept in the address. */
export function useSameScope<Q extends LinesQuery>(read: (search: string) => Q = readLinesQuery as (search: string) => Q, params: (query: Q) => Record<string, string> = linesQueryParams) {
  const student = useStudentScope();
  const [query, updateQuery] = useAddressState(read, params);
  // the scope's own inputs; a screen's further ones (a city) are set through updateQuery
  const update = updateQuery as (change: Partial<LinesQuery>) => void;
  const province = query.province ?? (student.province || "11");
  const [years, retryYears] = useLoadable(["fetchTableYears", province], () => fetchTableYears(province));
  const list = years.state === "ready" ? (years.data.data ?? []) : [];
  const newest = list[0]?.year;
  const own = newest != null ? student.subjectTypeIn(newest, province) : null;
  // a year the province has no table for (an old link) is dropped: the newest year with units is used
  const year = query.year != null && list.some((e) => e.year === query.year) ? query.year : undefined;
  const picked = pickYearType(list, year, query.type ?? own);
  const types = list.find((e) => e.year === (year ?? newest))?.subjectTypes ?? list[0]?.subjectTypes ?? [];
  const { mode, value } = useScoreOrRank(query, update, student);
  const window = query.window ?? 5;
  /** the request without paging; null until there is a scope and a number to look up */
  const body: Omit<SameScoreRequest, "current" | "size"> | null = picked && value != null
    ? { province, subjectType: picked.subjectType, ...(year ? { year } : {}), ...(mode === "score" ? { score: value } : { rank: value }), window }
    : null;
  return { student, query, update, updateQuery, province, years, retryYears, list, year, picked, types, mode, value, window, body };
}
export type SameScope = ReturnType<typeof useSameScope>;

/** Resets a paged list to its first page whenever what it looks up changes. */
export function useFirstPage(scope: SameScope, setPage: (n: number) => void, ...more: unknown[]) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setPage(1), [scope.province, scope.picked?.subjectType, scope.year, scope.mode, scope.value, scope.window, ...more]);
}

/** The scope selects and the score-or-rank form; children follow once the years are known (null: no data for the province). */
export function ScopeForm({ t, scope, children }: { t: Translate; scope: SameScope; children(picked: boolean): ReactNode }) {
  const { student, update, province, list, year, picked, types, mode, value, window } = scope;
  const { lang } = useT();
  const place = provinceName(t, province);
  return (
    <Loaded load={scope.years} retry={scope.retryYears}>
      {() => (
        <>
          <Filters t={t}>
            <Select name="province" label={t("data.filter.province")} value={province} choices={provinceChoices(t)} onChange={(v) => update({ province: v, year: undefined, type: undefined, score: undefined, rank: undefined })} />
            {picked && <Select name="subjectType" label={t("data.filter.subjectType")} value={picked.subjectType} choices={types.map((v) => ({ value: v, label: subjectTypeText(t, v) }))} onChange={(v) => update({ type: v })} />}
            {picked && <Select name="year" label={t("same.filter.year")} value={year ? String(year) : ""} choices={[{ value: "", label: t("same.filter.latest") }, ...list.map((e) => ({ value: String(e.year), label: String(e.year) }))]} onChange={(v) => update({ year: v ? Number(v) : undefined })} />}
            {picked && <Select name="window" label={t("same.filter.window")} value={String(window)} choices={WINDOWS.map((n) => ({ value: String(n), label: t("same.filter.windowOption", { n }) }))} onChange={(v) => update({ window: Number(v) })} />}
          </Filters>
          {!picked ? <Empty testId="no-tables">{t("same.noTables", { province: place })}</Empty> : (
            <section aria-labelledby="same-lookup" className={CARD} data-part="lookup">
              <h2 id="same-lookup" className="sr-only">{t("same.lookup.title")}</h2>
              <LookupForm t={t} words={WORDS} province={province} provinceLabel={place} mode={mode} value={value}
                onSubmit={(m, v) => update((m === "score" ? { mode: m, score: v, rank: undefined } : { mode: m, rank: v, score: undefined }))} />
              <ScoreOrigin t={t} lang={lang} student={student} mode={mode} value={value} province={province} className="muted m-0 mt-2 text-sm" />
            </section>
          )}
          {children(Boolean(picked))}
        </>
      )}
    </Loaded>
  );
}

/**
 * One same-score answer: the prompt before a number is given, the server's refusal or reason when there is nothing to
 * search, else how the list was chosen, where the figures came from, and — when something matched — the list.
 */
export function SameAnswer<A extends { total: number; basis: Basis | null; reason: EmptyReason | null }>({ t, lang, scope, answer, retry, children, empty }: {
  t: Translate;
  lang: "zh" | "en";
  scope: SameScope;
  answer: Loadable<Refusable<R<A>>>;
  retry(): void;
  children(data: A, basis: Basis): ReactNode;
  /** what to say when the window matched nothing (default: the rank window's words) */
  empty?: (basis: Basis) => ReactNode;
}) {
  if (scope.value == null) return <p className="muted">{t("same.prompt")}</p>;
  const place = provinceName(t, scope.province);
  return (
    <Loaded load={answer} retry={retry}>
      {(r) => {
        if (r.refused) return <Empty testId="refused">{t("burst.refused", { msg: r.msg })}</Empty>;
        const data = r.value.data;
        const basis = data?.basis;
        if (!data || !basis) return <Empty testId="no-data">{emptyText(t, data?.reason ?? null, place, scope.value)}</Empty>;
        const year = basis.scope.year;
        return (
          <>
            <BasisLine t={t} basis={basis} lang={lang} />
            <SourceNote t={t} sources={basis.sources} sample={basis.sample} />
            {data.total === 0 ? (
              <Empty testId="none-near">{empty ? empty(basis) : basis.by === "rank" ? t("same.empty", { year, low: (basis.rankLow ?? 0).toLocaleString(LOCALES[lang]), high: (basis.rankHigh ?? 0).toLocaleString(LOCALES[lang]) }) : t("same.emptyScore")}</Empty>
            ) : <div className="mt-2">{children(data, basis)}</div>}
          </>
        );
      }}
    </Loaded>
  );
}
