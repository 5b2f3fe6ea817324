// The score-or-rank form of 一分一段, 同分去向 and 录取概率: which way to look up, the number, and a message tied to the
// field when it is not a whole number in range (checked here, so it is in the reader's language and nothing is sent);
// what was typed stays as it was.
import "@/lib/i18n/portal-data-tools";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import type { PortalKey } from "@/lib/i18n/portal";
import { checkLookupInput, fullScore, type InputCheck, type LookupMode } from "@/lib/rules/data-tools";
import type { Translate } from "@/islands/ui/useT";

/** A screen's own words for the form (string keys). */
export interface LookupWords {
  form: PortalKey;
  mode: PortalKey;
  byScore: PortalKey;
  byRank: PortalKey;
  score: PortalKey;
  rank: PortalKey;
  submit: PortalKey;
  /** under the field: the score's ({max}, {province}); the rank's with the table's size ({max}) when known, else without */
  scoreHint: PortalKey;
  rankHintSized?: PortalKey;
  rankHint?: PortalKey;
  /** "enter {what}" and "{what} must be whole", {what} naming the field */
  empty: PortalKey;
  notWhole: PortalKey;
  whatScore: PortalKey;
  whatRank: PortalKey;
}

/** Why a score or rank is not accepted, in the reader's language. */
export function lookupMessage(t: Translate, words: LookupWords, mode: LookupMode, check: Extract<InputCheck, { ok: false }>, provinceLabel: string, tableYear?: number | null): string {
  const what = t(mode === "score" ? words.whatScore : words.whatRank);
  if (check.reason === "empty") return t(words.empty, { what });
  if (check.reason === "notWhole") return t(words.notWhole, { what });
  if (mode === "score") return t("data.lookup.scoreRange", { max: check.max, province: provinceLabel });
  return tableYear ? t("data.lookup.rankRange", { max: check.max.toLocaleString(), year: tableYear }) : t("data.lookup.rankMin");
}

export interface LookupFormProps {
  t: Translate;
  words: LookupWords;
  province: string;
  provinceLabel: string;
  mode: LookupMode;
  /** the value in the address (what was last looked up) */
  value: number | undefined;
  /** the table's size, when known, bounds a rank */
  tableSize?: number | null;
  tableYear?: number | null;
  /** what is wrong with the value in the address (a refusal of the server, a score beyond the full score), beside the field */
  valueError?: string | null;
  onSubmit(mode: LookupMode, value: number): void;
}

export function LookupForm({ t, words, province, provinceLabel, mode: initialMode, value, tableSize, tableYear, valueError, onSubmit }: LookupFormProps) {
  const id = useId();
  const [mode, setMode] = useState<LookupMode>(initialMode);
  const [text, setText] = useState(value != null ? String(value) : "");
  const [error, setError] = useState<string | null>(null);
  // a value set from outside (the student's exam score, a shared link) shows in the field
  useEffect(() => {
    if (value != null) setText(String(value));
  }, [value]);
  useEffect(() => setMode(initialMode), [initialMode]);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const check = checkLookupInput(mode, text, province, tableSize);
    if (!check.ok) {
      setError(lookupMessage(t, words, mode, check, provinceLabel, tableSize ? tableYear : null));
      return;
    }
    setError(null);
    onSubmit(mode, check.value);
  };
  const shown = error ?? valueError ?? null;
  const hint = mode === "score" ? t(words.scoreHint, { max: fullScore(province), province: provinceLabel })
    : tableSize && words.rankHintSized ? t(words.rankHintSized, { max: tableSize.toLocaleString() })
    : words.rankHint ? t(words.rankHint) : "";
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label={t(words.form)} data-lookup>
      <fieldset className="m-0 flex flex-wrap items-center gap-x-4 gap-y-1 border-0 p-0">
        <legend className="field__label mb-1">{t(words.mode)}</legend>
        {(["score", "rank"] as const).map((m) => (
          <label key={m} className="flex items-center gap-1.5">
            <input type="radio" name={`${id}-mode`} value={m} className="size-4" checked={mode === m} onChange={() => { setMode(m); setError(null); setText(""); }} />
            {t(m === "score" ? words.byScore : words.byRank)}
          </label>
        ))}
      </fieldset>
      <div className="field mb-0 w-40 min-w-0">
        <label htmlFor={`${id}-value`} className="field__label">{t(mode === "score" ? words.score : words.rank)}</label>
        <input id={`${id}-value`} name={mode} className="field__input" inputMode="numeric" autoComplete="off" value={text}
          aria-invalid={shown ? true : undefined} aria-describedby={[shown ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}
          onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary">{t(words.submit)}</button>
      {hint && <p id={`${id}-hint`} className="field__hint m-0 w-full">{hint}</p>}
      {shown && <p id={`${id}-error`} className="field__error m-0 w-full" role="alert" data-input-error>{shown}</p>}
    </form>
  );
}
