// The province, year and subject-type choice the score-line and plan tabs share: the student's province first, the
// newest year with data, its first subject type; a new province starts the choice (and the paging) over.
import "@/lib/i18n/portal-school";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { R } from "@/lib/http/envelope";
import { orderSubjectTypes, pickProvince, pickYearType, type YearTypes } from "@/lib/rules/school";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import { $province } from "@/lib/session/auth";
import type { Translate } from "@/islands/ui/useT";
import { Filters, provinceName, Select, valueText, type Choice } from "./parts";
import { useLoadable } from "@/islands/ui/useCall";

export function provinceChoices(t: Translate): Choice[] {
  return MAINLAND_CODES.map((code) => ({ value: code, label: provinceName(t, code) }));
}

/** Year and subject-type choices from a list of years with their subject types. */
export function yearTypeChoices(t: Translate, list: readonly { year: number; subjectTypes: string[] }[], year: number | undefined) {
  const years = [...list].sort((a, b) => b.year - a.year);
  const entry = years.find((item) => item.year === year);
  return {
    years: years.map((item) => ({ value: String(item.year), label: String(item.year) })),
    types: orderSubjectTypes(entry?.subjectTypes ?? []).map((type) => ({ value: type, label: valueText(t, "subjectType", type) })),
  };
}

type Wanted<Extra> = { year?: number; subjectType?: string } & Partial<Extra>;

/**
 * The choice and the years available for it. `Extra` holds further choices of the tab (a batch) that a new province
 * clears as well; `choose` merges into the choice and goes back to page 1 (`setWanted` keeps the page).
 */
export function useYearTypeFilter<Extra extends object = object>(schoolProvince: string | undefined, fetchYears: (province: string) => Promise<R<YearTypes[]>>) {
  const userProvince = useStore($province);
  const [province, setProvince] = useState(() => pickProvince(userProvince, schoolProvince));
  const [wanted, setWanted] = useState<Wanted<Extra>>({} as Wanted<Extra>);
  const [page, setPage] = useState(1);
  const [years, retryYears] = useLoadable(["fetchYears", province], () => fetchYears(province));
  const list = years.state === "ready" ? (years.data.data ?? []) : [];
  const picked = pickYearType(list, wanted.year, wanted.subjectType);
  const choose = (next: Wanted<Extra>) => {
    setWanted((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const chooseProvince = (value: string) => {
    setProvince(value);
    setWanted({} as Wanted<Extra>);
    setPage(1);
  };
  return { province, chooseProvince, wanted, setWanted, choose, picked, list, years, retryYears, page, setPage };
}

/** The three selects; year and subject type appear once the province has data. */
export function YearTypeFilters({ t, filter }: { t: Translate; filter: ReturnType<typeof useYearTypeFilter> }) {
  const { province, chooseProvince, picked, list, choose } = filter;
  const { years, types } = yearTypeChoices(t, list, picked?.year);
  return (
    <Filters t={t}>
      <Select name="province" label={t("school.filter.province")} value={province} choices={provinceChoices(t)} onChange={chooseProvince} />
      {picked && <Select name="year" label={t("school.filter.year")} value={String(picked.year)} choices={years} onChange={(value) => choose({ year: Number(value) })} />}
      {picked && <Select name="subjectType" label={t("school.filter.subjectType")} value={picked.subjectType} choices={types} onChange={(value) => choose({ subjectType: value })} />}
    </Filters>
  );
}
