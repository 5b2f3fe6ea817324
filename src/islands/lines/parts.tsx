// Pieces the 批次线, 一分一段 and 同分去向 screens share beyond the data tools' own (../data-tools): the province, year
// and subject-type choice, and the words of their score-or-rank form.
import "@/lib/i18n/portal-lines";
import { orderSubjectTypes } from "@/lib/rules/school";
import type { Translate } from "@/islands/ui/useT";
import { Filters, Select } from "@/islands/school/parts";
import type { LookupWords } from "@/islands/data-tools/LookupForm";
import { provinceChoices, subjectTypeText } from "@/islands/data-tools/parts";

export const LOOKUP_WORDS: LookupWords = {
  form: "lookup.form", mode: "lookup.mode", byScore: "lookup.byScore", byRank: "lookup.byRank", score: "lookup.score", rank: "lookup.rank", submit: "lookup.submit",
  scoreHint: "lookup.scoreHint", rankHintSized: "lookup.rankHint",
  empty: "lookup.error.empty", notWhole: "lookup.error.notWhole", whatScore: "lookup.what.score", whatRank: "lookup.what.rank",
};

/** Province, year and subject type selects; year and type appear once there is something to choose. */
export function ScopeSelects({ t, province, onProvince, years, year, onYear, types, type, onType }: {
  t: Translate;
  province: string;
  onProvince(value: string): void;
  years?: readonly number[];
  year?: number | null;
  onYear?(value: number): void;
  types?: readonly string[];
  type?: string | null;
  onType?(value: string): void;
}) {
  return (
    <Filters t={t}>
      <Select name="province" label={t("data.filter.province")} value={province} choices={provinceChoices(t)} onChange={onProvince} />
      {types && types.length > 0 && type && onType && (
        <Select name="subjectType" label={t("data.filter.subjectType")} value={type} choices={orderSubjectTypes(types).map((value) => ({ value, label: subjectTypeText(t, value) }))} onChange={onType} />
      )}
      {years && years.length > 0 && year != null && onYear && (
        <Select name="year" label={t("data.filter.year")} value={String(year)} choices={years.map((value) => ({ value: String(value), label: String(value) }))} onChange={(value) => onYear(Number(value))} />
      )}
    </Filters>
  );
}
