// The archive's own words (intro, interests, strengths, what to grow, vision), read and — for the student — edited in
// place. A save is made on the version that was loaded; if the profile was saved elsewhere since (another tab), the
// server refuses it and this form keeps what was typed and offers the newer text or saving over it.
import { useId, useState, type SubmitEvent } from "react";
import { saveProfile, type Profile } from "@/lib/api/career";
import { ApiError } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { useT } from "@/islands/ui/useT";
import { failureText } from "./parts";

export const PROFILE_FIELDS = [
  { name: "intro", label: "career.profile.intro", max: 500, rows: 4 },
  { name: "interests", label: "career.profile.interests", max: 200, rows: 2 },
  { name: "strengths", label: "career.profile.strengths", max: 200, rows: 2 },
  { name: "growth", label: "career.profile.growth", max: 200, rows: 2 },
  { name: "vision", label: "career.profile.vision", max: 500, rows: 3 },
] as const satisfies readonly { name: keyof Profile; label: PortalKey; max: number; rows: number }[];
type FieldName = (typeof PROFILE_FIELDS)[number]["name"];
type Text = Record<FieldName, string>;

const textOf = (p: Profile): Text => ({ intro: p.intro, interests: p.interests, strengths: p.strengths, growth: p.growth, vision: p.vision });

/**
 * `shown` picks the fields this page shows and edits (the plan page: the vision); the others are sent as they were
 * loaded, so saving one never clears another.
 */
export function ProfileForm({ profile, editable, shown, onSaved }: { profile: Profile; editable: boolean; shown: readonly FieldName[]; onSaved(profile: Profile): void }) {
  const { t } = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Text>(() => textOf(profile));
  const [version, setVersion] = useState(profile.version);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Profile | null>(null);
  const [saved, setSaved] = useState(false);
  const fields = PROFILE_FIELDS.filter((f) => shown.includes(f.name));

  const save = async (event?: SubmitEvent, onVersion = version) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await saveProfile({ version: onVersion, ...draft });
      const next = { ...profile, ...draft, version: answer.data.version, updatedAt: new Date().toISOString() };
      setVersion(answer.data.version);
      setConflict(null);
      setEditing(false);
      setSaved(true);
      onSaved(next);
    } catch (e) {
      if (e instanceof ApiError && Number(e.code) === 409 && e.data) setConflict(e.data as Profile);
      else setError(failureText(t, e));
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <div className="flex flex-col gap-3" data-profile="view">
        <dl className="m-0 flex flex-col gap-3">
          {fields.map((f) => (
            <div key={f.name}>
              <dt className="text-sm font-semibold">{t(f.label)}</dt>
              <dd className="m-0 whitespace-pre-line break-words" data-field={f.name}>{profile[f.name] || <span className="muted">{t("career.profile.empty")}</span>}</dd>
            </div>
          ))}
        </dl>
        {saved && <p className="text-sm text-green-800" role="status">{t("career.saved")}</p>}
        {editable && (
          <p className="m-0">
            <button type="button" className="btn btn--primary" onClick={() => { setDraft(textOf(profile)); setEditing(true); setSaved(false); }}>{t("career.edit")}</button>
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="flex flex-col" onSubmit={(e) => void save(e)} data-profile="edit" aria-describedby={error ? `${id}-error` : undefined}>
      {fields.map((f) => (
        <div key={f.name} className="field">
          <label htmlFor={`${id}-${f.name}`} className="field__label">{t(f.label)}</label>
          <textarea id={`${id}-${f.name}`} name={f.name} className="field__input" rows={f.rows} maxLength={f.max} value={draft[f.name]}
            aria-describedby={`${id}-${f.name}-hint`} onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })} />
          <p id={`${id}-${f.name}-hint`} className="field__hint">{t(`career.profile.hint.${f.name}` as PortalKey)} {t("career.charsLeft", { n: f.max - draft[f.name].length })}</p>
        </div>
      ))}
      {error && <p id={`${id}-error`} className="field__error mb-2" role="alert">{error}</p>}
      {conflict && (
        <div className="mb-3 rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm" role="alert" data-conflict>
          <p className="m-0 mb-2">{t("career.profile.conflict", { version: conflict.version })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn" onClick={() => { setDraft(textOf(conflict)); setVersion(conflict.version); onSaved(conflict); setConflict(null); }}>{t("career.profile.takeNewer")}</button>
            <button type="button" className="btn" disabled={busy} onClick={() => void save(undefined, conflict.version)}>{t("career.profile.keepMine")}</button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t(busy ? "career.saving" : "career.save")}</button>
        <button type="button" className="btn" onClick={() => { setEditing(false); setError(null); setConflict(null); }}>{t("career.cancel")}</button>
      </div>
    </form>
  );
}
