// The form's scope card (模拟填报): province, year and batch (fixed once the form has entries or is saved), the student's
// score or rank with where it came from and the rank it stands for, the special plans they may apply to, and the
// batch's rule in short with its source.
import type { BatchRuleAnswer, fetchVolunteerRules } from "@/lib/api/volunteer";
import type { FillQuery } from "@/lib/rules/volunteer";
import { FORM_YEARS } from "@/lib/rules/volunteer";
import { subjectKey } from "@/lib/rules/user-label";
import { SPECIAL_PLANS } from "@/domain/volunteer/lint";
import { isPlanType, type VolunteerMode } from "@/domain/provinces";
import type { Loadable } from "@/islands/ui/useCall";
import type { Translate } from "@/islands/ui/useT";
import type { StudentScope } from "@/islands/ui/useStudentScope";
import { Loaded } from "@/islands/ui/Loaded";
import { kept } from "@/islands/ui/Kept";
import { LOCALES, provinceName, Select } from "@/islands/school/parts";
import { LookupForm, type LookupWords } from "@/islands/data-tools/LookupForm";
import { batchText, planTypeText, provinceChoices, subjectTypeText } from "@/islands/data-tools/parts";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import type { useScoreOrRank } from "@/islands/data-tools/parts";
import { BatchRuleFacts, CARD, modeText, RuleSource } from "../parts";
import { useSpecialPlans } from "../SpecialPlans";
import type { Draft } from "./draft";
import type { useFormCheck } from "./useFormCheck";

const LOOKUP_WORDS: LookupWords = {
  form: "vol.lookup.form", mode: "prob.lookup.mode", byScore: "prob.lookup.byScore", byRank: "prob.lookup.byRank", score: "prob.lookup.score", rank: "prob.lookup.rank",
  submit: "vol.lookup.submit", scoreHint: "prob.lookup.scoreHint", rankHint: "prob.lookup.rankHint",
  empty: "prob.error.empty", notWhole: "prob.error.notWhole", whatScore: "prob.what.score", whatRank: "prob.what.rank",
};

export function ScopeCard({ t, lang, parent, editable, planId, draft, change, update, rules, retryRules, mode, slots, lookupMode, value, valueError, student, checked, current }: {
  t: Translate;
  lang: "zh" | "en";
  parent: boolean;
  editable: boolean;
  planId: string | null;
  draft: Draft;
  change(fn: (d: Draft) => Draft): void;
  update(change: Partial<FillQuery>): void;
  rules: Loadable<Awaited<ReturnType<typeof fetchVolunteerRules>>>;
  retryRules(): void;
  mode: VolunteerMode;
  slots: number;
  lookupMode: ReturnType<typeof useScoreOrRank>["mode"];
  value: ReturnType<typeof useScoreOrRank>["value"];
  valueError: string | null;
  student: StudentScope;
  checked: ReturnType<typeof useFormCheck>["checked"];
  /** the check answers the form as it is now */
  current: boolean;
}) {
  // the 专项 the profile states count for every plan (the server adds them too)
  const profilePlans = useSpecialPlans();
  const rule = rules.state === "ready" ? rules.data.data : null;
  const batchRule: BatchRuleAnswer | null = rule?.batches.find((b) => b.batch === draft.batch) ?? null;
  const scopeLocked = draft.rows.length > 0 || !editable || planId != null;
  return (
    <section aria-labelledby="vol-scope" className={`${CARD} flex flex-col gap-3`} data-part="scope">
      <h2 id="vol-scope" className="m-0 text-lg font-bold">{t("vol.scope.title")}</h2>
      <div role="group" aria-label={t("vol.scope.title")} className="flex flex-wrap items-start gap-3" data-filters>
        {scopeLocked ? (
          <p className="m-0 flex flex-wrap gap-x-4 gap-y-1" data-scope-fixed>
            <span><span className="muted">{t("data.filter.province")}{lang === "zh" ? "：" : ": "}</span>{provinceName(t, draft.province)}</span>
            <span><span className="muted">{t("vol.field.year")}{lang === "zh" ? "：" : ": "}</span>{draft.year}</span>
            <span><span className="muted">{t("data.filter.batch")}{lang === "zh" ? "：" : ": "}</span>{kept(batchText(t, draft.batch))}</span>
          </p>
        ) : (
          <>
            <Select name="province" label={t("data.filter.province")} value={draft.province} choices={provinceChoices(t)}
              onChange={(v) => { change((d) => ({ ...d, province: v, batch: "" })); update({ province: v }); }} />
            <Select name="year" label={t("vol.field.year")} value={String(draft.year)} choices={FORM_YEARS.map((y) => ({ value: String(y), label: t("vol.year", { year: y }) }))}
              onChange={(v) => { change((d) => ({ ...d, year: Number(v), batch: "" })); update({ year: Number(v) }); }} />
            <Select name="batch" label={t("data.filter.batch")} value={draft.batch} choices={(rule?.batches ?? []).map((b) => ({ value: b.batch, label: batchText(t, b.batch) }))}
              onChange={(v) => change((d) => ({ ...d, batch: v }))} />
          </>
        )}
      </div>
      {scopeLocked && editable && draft.rows.length > 0 && planId == null && <p className="muted m-0 text-sm">{t("vol.scope.locked")}</p>}
      <LookupForm t={t} words={LOOKUP_WORDS} province={draft.province} provinceLabel={provinceName(t, draft.province)} mode={lookupMode} value={value} valueError={valueError}
        onSubmit={(m, v) => update(m === "score" ? { mode: m, score: v, rank: undefined } : { mode: m, rank: v, score: undefined })} />
      <ScoreOrigin t={t} lang={lang} student={student} mode={lookupMode} value={value} province={draft.province} />
      {checked?.answer.rank != null && current && (
        <p className="m-0 text-sm" data-basis>{checked.answer.rankFrom === "score"
          ? t("vol.scope.rankFromScore", { score: value ?? "", rank: checked.answer.rank.toLocaleString(LOCALES[lang]) })
          : t("vol.scope.rankGiven", { rank: checked.answer.rank.toLocaleString(LOCALES[lang]) })}</p>
      )}
      {checked && (
        <p className="muted m-0 text-sm" data-subjects>{t(parent ? "vol.scope.subjectsParent" : "vol.scope.subjects", {
          subjects: checked.answer.subjects.length ? checked.answer.subjects.map((x) => { const key = subjectKey(x); return key ? t(key) : x; }).join(t("common.listJoin")) : t("vol.scope.noSubjects"),
          type: subjectTypeText(t, checked.answer.subjectType),
        })}</p>
      )}
      <fieldset className="m-0 border-0 p-0" data-eligible>
        <legend className="mb-1 text-sm font-semibold">{t("vol.scope.eligible")}</legend>
        <p className="muted m-0 mb-1 text-sm">{t("vol.scope.eligibleHelp")}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {SPECIAL_PLANS.filter(isPlanType).map((p) => (
            <label key={p} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" className="size-4" disabled={!editable || profilePlans.includes(p)} checked={draft.eligiblePlans.includes(p) || profilePlans.includes(p)}
                onChange={(e) => change((d) => ({ ...d, eligiblePlans: e.target.checked ? [...d.eligiblePlans, p] : d.eligiblePlans.filter((x) => x !== p) }))} />
              {planTypeText(t, p)}{profilePlans.includes(p) && <span className="muted">{t("vol.special.fromProfile")}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <Loaded load={rules} retry={retryRules}>
        {() => rule && batchRule ? (
          <details className="rounded-md border border-[var(--color-line)] px-3 py-2" data-rule-summary>
            <summary className="cursor-pointer text-sm">
              <strong>{kept(t("vol.scope.ruleLine", { province: provinceName(t, draft.province), year: draft.year, batch: batchText(t, draft.batch), mode: modeText(t, mode), slots }))}</strong>
            </summary>
            <div className="mt-2 flex flex-col gap-2">
              <BatchRuleFacts t={t} lang={lang} mode={mode} rule={batchRule} />
              <RuleSource t={t} rule={rule} />
            </div>
          </details>
        ) : <p className="muted m-0 text-sm" role="status">{t("pages.loading")}</p>}
      </Loaded>
    </section>
  );
}
