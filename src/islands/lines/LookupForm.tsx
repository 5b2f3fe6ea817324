// The score-or-rank form of the 一分一段 and 同分去向 screens: which way to look up, the number, and a message tied to
// the field when it is not a whole number in range (the typed text stays as it was).
import { useEffect, useId, useState, type FormEvent } from "react";
import { checkRankInput, checkScoreInput, fullScore, type InputCheck, type LookupMode } from "@/lib/rules/lines";
import type { PortalKey } from "@/lib/i18n/portal";
import type { Translate } from "@/islands/ui/useT";

export interface LookupFormProps {
  t: Translate;
  province: string;
  provinceLabel: string;
  mode: LookupMode;
  /** the value in the address (what was last looked up) */
  value: number | undefined;
  /** the table's size, when known, bounds a rank */
  tableSize?: number | null;
  tableYear?: number | null;
  onSubmit(mode: LookupMode, value: number): void;
  /** the two ways' labels (default: score → rank, rank → score) */
  modeLabels?: readonly [PortalKey, PortalKey];
}

function message(t: Translate, mode: LookupMode, check: Extract<InputCheck, { ok: false }>, provinceLabel: string, tableYear?: number | null) {
  const what = t(mode === "score" ? "lookup.what.score" : "lookup.what.rank");
  if (check.reason === "empty") return t("lookup.error.empty", { what });
  if (check.reason === "notWhole") return t("lookup.error.notWhole", { what });
  if (mode === "score") return t("lookup.error.scoreRange", { max: check.max, province: provinceLabel });
  return tableYear ? t("lookup.error.rankRange", { max: check.max.toLocaleString(), year: tableYear }) : t("lookup.error.rankMin");
}

export function LookupForm({ t, province, provinceLabel, mode: initialMode, value, tableSize, tableYear, onSubmit, modeLabels = ["lookup.byScore", "lookup.byRank"] }: LookupFormProps) {
  const id = useId();
  const [mode, setMode] = useState<LookupMode>(initialMode);
  const [text, setText] = useState(value != null ? String(value) : "");
  const [error, setError] = useState<string | null>(null);
  // a value set from outside (the student's exam score, a shared link) shows in the field
  useEffect(() => {
    if (value != null) setText(String(value));
  }, [value]);
  useEffect(() => setMode(initialMode), [initialMode]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = mode === "score" ? checkScoreInput(text, province) : checkRankInput(text, tableSize);
    if (!check.ok) {
      setError(message(t, mode, check, provinceLabel, tableYear));
      return;
    }
    setError(null);
    onSubmit(mode, check.value);
  };
  const hint = mode === "score" ? t("lookup.scoreHint", { max: fullScore(province) }) : tableSize ? t("lookup.rankHint", { max: tableSize.toLocaleString() }) : "";
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label={t("lookup.form")} data-lookup>
      <fieldset className="m-0 flex flex-wrap items-center gap-x-4 gap-y-1 border-0 p-0">
        <legend className="field__label mb-1">{t("lookup.mode")}</legend>
        {(["score", "rank"] as const).map((m) => (
          <label key={m} className="flex items-center gap-1.5">
            <input type="radio" name={`${id}-mode`} className="size-4" checked={mode === m} onChange={() => { setMode(m); setError(null); setText(""); }} />
            {t(m === "score" ? modeLabels[0] : modeLabels[1])}
          </label>
        ))}
      </fieldset>
      <div className="field mb-0 w-40 min-w-0">
        <label htmlFor={`${id}-value`} className="field__label">{t(mode === "score" ? "lookup.score" : "lookup.rank")}</label>
        <input id={`${id}-value`} name={mode} className="field__input" inputMode="numeric" autoComplete="off" value={text}
          aria-invalid={error ? true : undefined} aria-describedby={[error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}
          onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary">{t("lookup.submit")}</button>
      {hint && <p id={`${id}-hint`} className="field__hint m-0 w-full">{hint}</p>}
      {error && <p id={`${id}-error`} className="field__error m-0 w-full" role="alert" data-input-error>{error}</p>}
    </form>
  );
}

