// 模拟填报 /career/fill-submit (?id=… a saved plan; none: a new one): the student's volunteer form for a province, year
// and batch (the student's own by default) under that batch's rule. Units come from recommendations in 冲 / 稳 / 保 or
// a search; each entry shows its band and probability, its majors (in order, up to the rule's number) and 调剂, and is
// reordered by drag or keyboard. The form is checked as it changes (findings in plain words) and simulated as a whole;
// a saved plan autosaves with versions, and a save made on an older version opens a choice instead of overwriting.
// Comments, parent permission, versions, 草表 export / print / import.
import "@/lib/i18n/portal-volunteer";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useState, type ChangeEvent } from "react";
import { fetchPlan, listPlans, permitParent, fetchVolunteerRules, type Plan } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import type { EntrySource } from "@/contracts/volunteer";
import type { PortalKey } from "@/lib/i18n/portal";
import { $authority } from "@/lib/session/auth";
import { subjectKey } from "@/lib/rules/user-label";
import { percentText } from "@/lib/rules/probability";
import {
  autosaveAction, copyName, defaultFormYear, fillQueryParams, FORM_YEARS, insertionIndex, newPlanName, offersAdjust, printHref, readFillQuery,
} from "@/lib/rules/volunteer";
import { SPECIAL_PLANS } from "@/domain/volunteer/lint";
import { isPlanType, type VolunteerMode } from "@/domain/provinces";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { useServerNow } from "@/islands/pages/shared";
import { LOCALES, provinceName, Select } from "@/islands/school/parts";
import { LookupForm, type LookupWords } from "@/islands/data-tools/LookupForm";
import { batchText, Empty, planTypeText, provinceChoices, subjectTypeText, useScoreOrRank } from "@/islands/data-tools/parts";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import { addressValueProblem } from "@/islands/probability/parts";
import { BatchRuleFacts, CARD, dateTimeText, findingNames, modeText, RuleSource, unitLabel, whoText } from "./parts";
import { EntryList, type Row, type UnitInfo } from "./EntryList";
import { Recommend, SearchUnits } from "./AddUnits";
import { Findings } from "./Findings";
import { Simulation, type SimulationState } from "./Simulation";
import { PlanComments } from "./Comments";
import { ConflictDialog, Versions } from "./Versions";
import { kept } from "@/islands/ui/Kept";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";
import { useFormCheck } from "./fill/useFormCheck";
import { useFormSimulation } from "./fill/useFormSimulation";
import { FileNoteView, useDraftFile } from "./fill/useDraftFile";
import { useAction } from "@/islands/ui/useAction";
import { usePlanSaving } from "./fill/usePlanSaving";
import { draftOf, entriesOf, toRows, type Draft } from "./fill/draft";
import { useSpecialPlans } from "./SpecialPlans";

const LOOKUP_WORDS: LookupWords = {
  form: "vol.lookup.form", mode: "prob.lookup.mode", byScore: "prob.lookup.byScore", byRank: "prob.lookup.byRank", score: "prob.lookup.score", rank: "prob.lookup.rank",
  submit: "vol.lookup.submit", scoreHint: "prob.lookup.scoreHint", rankHint: "prob.lookup.rankHint",
  empty: "prob.error.empty", notWhole: "prob.error.notWhole", whatScore: "prob.what.score", whatRank: "prob.what.rank",
};


export default function FillSubmit() {
  const { t } = useT();
  const authority = useStore($authority);
  const [initialId] = useState(() => readFillQuery(location.search).id);
  const [loaded, retry] = useLoadable(["listPlans@FillSubmit"], async () => {
    const [plans, plan] = await Promise.all([
      listPlans(),
      initialId ? fetchPlan(initialId).then((r) => r.data, (error: unknown) => {
        if (error instanceof ApiError && Number(error.code) === 400) return "missing" as const;
        throw error;
      }) : Promise.resolve(null),
    ]);
    return { names: plans.data.map((p) => p.name), plan };
  });
  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="fill-submit">
      <Loaded load={loaded} retry={retry}>
        {({ names, plan }) => {
          if (plan === "missing") return <Missing t={t} />;
          if (!plan && authority === "parent") return <ParentNoPlan t={t} />;
          return <Editor initialPlan={plan} names={names} parent={authority === "parent"} />;
        }}
      </Loaded>
    </div>
  );
}

function Missing({ t }: { t: Translate }) {
  return (
    <>
      <h1 className="page__title mb-1">{t("route.fillSubmit")}</h1>
      <Empty testId="missing-plan">{t("vol.edit.missing")} <a href="/volunteer/index" className="underline underline-offset-2">{t("vol.edit.toPlans")}</a></Empty>
    </>
  );
}

function ParentNoPlan({ t }: { t: Translate }) {
  return (
    <>
      <h1 className="page__title mb-1">{t("route.fillSubmit")}</h1>
      <Empty testId="parent-new">{t("vol.edit.parentNew")} <a href="/volunteer/index" className="underline underline-offset-2">{t("vol.edit.toPlans")}</a></Empty>
    </>
  );
}

function Editor({ initialPlan, names: initialNames, parent }: { initialPlan: Plan | null; names: string[]; parent: boolean }) {
  const { t, lang } = useT();
  const student = useStudentScope();
  const now = useServerNow();
  const [query, update] = useAddressState(readFillQuery, fillQueryParams);
  const [draft, setDraft] = useState<Draft>(() => initialPlan ? draftOf(initialPlan) : {
    name: newPlanName(initialNames, t("vol.planWord")),
    province: query.province ?? (student.province || "44"),
    year: query.year ?? defaultFormYear(now, query.province ?? student.province),
    batch: query.batch ?? "", rows: [], eligiblePlans: [], status: "draft",
  });
  const [revision, setRevision] = useState(0);
  const [units, setUnits] = useState<Map<string, UnitInfo>>(() => new Map());
  const [announcement, setAnnouncement] = useState("");

  const change = useCallback((fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setRevision((r) => r + 1);
  }, []);
  const mergeUnits = useCallback((list: readonly UnitInfo[]) => {
    if (list.length === 0) return;
    setUnits((prev) => {
      const next = new Map(prev);
      for (const u of list) next.set(u.unitKey, { ...prev.get(u.unitKey), ...u });
      return next;
    });
  }, []);

  // ---------------------------------------------------------------- the rule

  const [rules, retryRules] = useLoadable(["fetchVolunteerRules@FillSubmit", draft.province, draft.year], () => fetchVolunteerRules(draft.province, draft.year));
  const rule = rules.state === "ready" ? rules.data.data : null;
  const batchRule = rule?.batches.find((b) => b.batch === draft.batch) ?? null;
  useEffect(() => {
    if (rule && !batchRule && rule.batches[0]) setDraft((d) => ({ ...d, batch: rule.batches[0]!.batch }));
  }, [rule, batchRule]);
  const mode: VolunteerMode = rule?.mode ?? "group";
  const slots = batchRule?.slots ?? 0;
  const free = Math.max(0, slots - draft.rows.length);

  // ---------------------------------------------------------------- the student's score or rank

  const { mode: lookupMode, value } = useScoreOrRank({ ...query, province: draft.province }, update, student);
  const valueProblem = addressValueProblem(t, lookupMode, value, draft.province, provinceName(t, draft.province));
  const given = value == null || valueProblem ? null : lookupMode === "score" ? { score: value } : { rank: value };

  // ---------------------------------------------------------------- check as it changes

  const entries = useMemo(() => entriesOf(draft.rows), [draft.rows]);
  const scope = { province: draft.province, year: draft.year, batch: draft.batch, eligiblePlans: draft.eligiblePlans };
  // the 专项 the profile states count for every plan (the server adds them too)
  const profilePlans = useSpecialPlans();
  const { checked, findings, current, byEntry, blocked, valueRefusal, pageRefusal: pageProblem } = useFormCheck(t, { ready: batchRule != null, scope, given, entries, onUnits: mergeUnits });
  const valueError = valueProblem ?? valueRefusal;
  const names4 = useMemo(() => findingNames(t, lang, units), [t, lang, units]);

  // ---------------------------------------------------------------- simulate the whole form

  const simulation = useFormSimulation(t, { ready: batchRule != null, scope, given, entries, findings: current ? findings : null });
  const sim = simulation.sim;

  // ---------------------------------------------------------------- saving, conflicts

  const saver = usePlanSaving(t, { initialPlan, initialNames, parent, draft, setDraft, change, revision, blocked, update, announce: setAnnouncement });
  const { planId, base, meta, setMeta, editable, dirty, saveProblem, setSaveProblem, lastSaved, conflict, conflictOpen, setConflictOpen, backup, setBackup, nameProblem, action, live, save, flush } = saver;
  const { saving, takeTheirs, keepMine, copyMine, restoreBackup, forgetSaved } = saver;

  // ---------------------------------------------------------------- changes

  /** the form before the last removal, offered back until the form changes again */
  const [undo, setUndo] = useState<{ before: Row[]; after: Row[]; words: string } | null>(null);
  const onRows = useCallback((rows: Row[], words?: string) => {
    const before = live.current.draft.rows;
    setUndo(rows.length < before.length ? { before, after: rows, words: words ?? "" } : null);
    change((d) => ({ ...d, rows }));
    if (words) setAnnouncement(words);
  }, [change, live]);
  const undoRemove = () => {
    if (!undo) return;
    change((d) => ({ ...d, rows: undo.before }));
    setUndo(null);
    setAnnouncement(t("vol.entry.undone"));
  };
  const addUnits = (list: UnitInfo[], from: EntrySource) => {
    mergeUnits(list);
    const known = new Map(units);
    for (const u of list) known.set(u.unitKey, { ...known.get(u.unitKey), ...u });
    change((d) => {
      const rows = [...d.rows];
      for (const u of list) {
        if (rows.some((r) => r.unitKey === u.unitKey) || rows.length >= slots) continue;
        const at = insertionIndex(rows.map((r) => known.get(r.unitKey)?.probability ?? null), u.probability ?? null);
        rows.splice(at, 0, ...toRows([{ unitKey: u.unitKey, majors: [], adjust: true, from }]));
      }
      return { ...d, rows };
    });
    setAnnouncement(list.length === 1 ? t("vol.add.doneOne", { name: unitLabel(list[0], list[0]!.unitKey, lang) }) : t("vol.add.done", { count: list.length }));
  };
  const focusEntry = (index: number) => {
    const row = document.querySelector<HTMLElement>(`[data-entry="${index}"]`);
    if (!row) return;
    row.scrollIntoView({ block: "center" });
    (row.querySelector<HTMLElement>('[data-control="handle"]') ?? row).focus({ preventScroll: true });
  };

  // ---------------------------------------------------------------- 草表: export, import

  const file = useDraftFile(t, {
    flush,
    planId: () => live.current.planId,
    onImported: (d) => {
      const name = live.current.names.includes(d.name) ? copyName(d.name, live.current.names, t("vol.copyWord")) : d.name;
      forgetSaved();
      change((x) => ({ ...x, name, province: d.province, year: d.year, batch: d.batch, rows: toRows(d.entries.map((e) => ({ ...e, from: "import" as const }))), status: "draft" }));
      update({ id: undefined, province: d.province, year: d.year });
      return { name };
    },
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (chosen) void file.importFile(chosen);
  };
  const busy = file.busy;

  const [permitting, runPermit] = useAction();
  const permit = (allow: boolean) => runPermit(async () => {
    if (!planId) return;
    // shown at once, put back if the server says no
    setMeta((m) => (m ? { ...m, parentCanEdit: allow } : m));
    try {
      await permitParent(planId, allow);
      setAnnouncement(t(allow ? "vol.permit.on" : "vol.permit.off"));
    } catch (error) {
      setMeta((m) => (m ? { ...m, parentCanEdit: !allow } : m));
      setSaveProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : t("vol.save.network"));
    }
  });

  // ---------------------------------------------------------------- the page

  const onForm = useMemo(() => new Set(draft.rows.map((r) => r.unitKey)), [draft.rows]);
  const scopeLocked = draft.rows.length > 0 || !editable || planId != null;
  const savedVersion = base;
  const savedAt = lastSaved?.version === base ? lastSaved.at : meta?.version === base ? meta.updatedAt : null;
  const nameOf = (i: number) => {
    const row = draft.rows[i];
    return row ? unitLabel(units.get(row.unitKey), row.unitKey, lang) : "";
  };
  const entryOf = (unitKey: string) => {
    const i = draft.rows.findIndex((r) => r.unitKey === unitKey);
    return i < 0 ? null : t("vol.comments.aboutEntry", { n: i + 1, name: nameOf(i) });
  };

  return (
    <>
      <PageLabel name={draft.name} />
      <div className="flex flex-col gap-2">
        <h1 className="page__title mb-0">{t("route.fillSubmit")}</h1>
        <p className="muted m-0">{t("vol.edit.intro")}</p>
        {!editable && (
          <p className="m-0 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-read-only>
            {t(parent ? "vol.edit.readOnlyParent" : "vol.edit.readOnly")}
          </p>
        )}
        {parent && editable && <p className="m-0 rounded-md border border-sky-700 bg-sky-50 px-3 py-2 text-sm text-sky-900" data-parent-edit>{t("vol.edit.parentEditing")}</p>}
      </div>

      {/* the plan: name, status line, actions */}
      <section aria-labelledby="vol-plan" className={`${CARD} flex flex-col gap-3`} data-part="plan">
        <h2 id="vol-plan" className="sr-only">{t("vol.plan.title")}</h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="field mb-0 w-72 max-w-full">
            <label htmlFor="vol-name" className="field__label">{t("vol.plan.name")}</label>
            <input id="vol-name" className="field__input" value={draft.name} maxLength={40} readOnly={!editable} data-plan-name
              aria-invalid={nameProblem ? true : undefined} aria-describedby={nameProblem ? "vol-name-error" : undefined}
              onChange={(e) => change((d) => ({ ...d, name: e.target.value }))} />
          </div>
          {editable && (
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input type="checkbox" className="size-4" checked={draft.status === "final"} onChange={(e) => change((d) => ({ ...d, status: e.target.checked ? "final" : "draft" }))} />
              {t("vol.plan.final")}
            </label>
          )}
        </div>
        {nameProblem && <p id="vol-name-error" className="field__error m-0" role="alert">{t(`vol.plan.name.${nameProblem}` as PortalKey)}</p>}
        <SaveStatus t={t} lang={lang} action={action} saving={saving} planId={planId} version={savedVersion} savedAt={savedAt} savedBy={meta?.updatedBy ?? null}
          problem={saveProblem} conflict={conflict} onConflict={() => setConflictOpen(true)} editable={editable} />
        {backup && (
          <p className="m-0 flex flex-wrap items-center gap-2 rounded-md border border-[var(--color-line)] bg-[var(--color-paper)] px-3 py-2 text-sm" data-backup>
            <span>{t("vol.conflict.backup", { count: backup.rows.length })}</span>
            <button type="button" className="btn" onClick={restoreBackup} data-restore-mine>{t("vol.conflict.restore")}</button>
            <button type="button" className="btn" onClick={() => setBackup(null)}>{t("vol.conflict.discard")}</button>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2" data-actions>
          {editable && (planId == null ? (
            <button type="button" className="btn btn--primary" disabled={saving || nameProblem != null || blocked || draft.batch === ""} onClick={() => void save()} data-save>{t("vol.plan.saveNew")}</button>
          ) : (
            <button type="button" className="btn" disabled={saving || !dirty || conflict != null} onClick={() => void save()} data-save>{t("vol.plan.saveNow")}</button>
          ))}
          <button type="button" className="btn" disabled={!planId || busy != null} onClick={() => void file.exportFile()} data-export>{t(busy === "export" ? "vol.file.exporting" : "vol.file.export")}</button>
          {planId ? <a className="btn" href={printHref(planId)} target="_blank" rel="noopener" data-print>{t("vol.file.print")}</a>
            : <button type="button" className="btn" disabled>{t("vol.file.print")}</button>}
          {!parent && (
            <label className="btn focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-[var(--primary-strong)]" data-import>
              <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="sr-only" disabled={busy != null} onChange={(e) => void onFile(e)} />
              {t(busy === "import" ? "vol.file.importing" : "vol.file.import")}
            </label>
          )}
          {!parent && planId && <a className="btn" href="/career/fill-submit" data-new>{t("vol.plans.new")}</a>}
          <a className="btn" href="/volunteer/index">{t("vol.edit.toPlans")}</a>
        </div>
        {!parent && planId && meta && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={meta.parentCanEdit} disabled={permitting} onChange={(e) => void permit(e.target.checked)} data-permit />
            {t("vol.permit.label")}
          </label>
        )}
        <FileNoteView t={t} note={file.note} />
      </section>

      {/* the scope: province, year, batch, score or rank, special plans, and the batch's rule */}
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

      <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {editable && batchRule && (
            <section aria-labelledby="vol-add" className={`${CARD} flex flex-col gap-4`} data-part="add">
              <h2 id="vol-add" className="m-0 text-lg font-bold">{t("vol.add.title")}</h2>
              <Recommend t={t} lang={lang} scope={{ province: draft.province, year: draft.year, batch: draft.batch, subjectType: checked?.answer.subjectType ?? null, eligiblePlans: draft.eligiblePlans }}
                value={given} onForm={onForm} free={free} onAdd={(list) => addUnits(list, "recommend")} />
              <hr className="m-0 border-[var(--color-line)]" />
              <SearchUnits t={t} lang={lang} scope={{ province: draft.province, year: draft.year, batch: draft.batch, subjectType: checked?.answer.subjectType ?? student.subjectTypeIn(draft.year, draft.province), eligiblePlans: draft.eligiblePlans }}
                value={given} onForm={onForm} free={free} onAdd={(list) => addUnits(list, "search")} />
            </section>
          )}

          <section aria-labelledby="vol-form" className={`${CARD} flex flex-col gap-3`} data-part="form" data-count={draft.rows.length}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="vol-form" className="m-0 text-lg font-bold">{t("vol.form.title")}</h2>
              <p className="m-0 text-sm" data-slots>{t("vol.form.slots", { count: draft.rows.length, slots })}</p>
            </div>
            {undo && undo.after === draft.rows && (
              <p className="m-0 flex flex-wrap items-center gap-2 rounded-md border border-[var(--color-line)] bg-[var(--color-paper)] px-3 py-2 text-sm" data-undo>
                <span>{undo.words}</span>
                <button type="button" className="btn" onClick={undoRemove} data-undo-remove>{t("vol.entry.undo")}</button>
              </p>
            )}
            {draft.rows.length > 0 && <FormSummary t={t} findings={current ? findings : null} sim={sim} />}
            {draft.rows.length === 0 ? (
              <Empty testId="empty-form">{t(editable ? "vol.form.empty" : "vol.form.emptyReadOnly")}</Empty>
            ) : (
              <EntryList t={t} lang={lang} rows={draft.rows} units={units} mode={mode} majorsPerSlot={batchRule?.majorsPerSlot ?? 1}
                adjustOffered={offersAdjust(mode, batchRule?.adjustment ?? "none")} editable={editable} hasRank={given != null}
                findings={current ? byEntry : new Map()} names={names4} comments={meta?.comments ?? []} planId={planId}
                onRows={onRows} onComment={(c) => setMeta((m) => (m ? { ...m, comments: [...m.comments, c] } : m))} />
            )}
            {checked && <SampleNote show={checked.answer.sample} />}
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Findings t={t} findings={findings} names={names4} state={current ? "ready" : "checking"} problem={pageProblem} empty={draft.rows.length === 0} onEntry={focusEntry} />
          <Simulation t={t} lang={lang} sim={sim} nameOf={nameOf} onRetry={simulation.retry}
            weighing={{ bands: draft.rows.map((r) => units.get(r.unitKey)?.band), findings: current ? findings : null, names: names4 }} />
        </div>
      </div>

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <PlanComments t={t} lang={lang} planId={planId} comments={meta?.comments ?? []} entryOf={entryOf}
          onAdd={(c) => setMeta((m) => (m ? { ...m, comments: [...m.comments, c] } : m))} />
        <Versions t={t} lang={lang} plan={meta ? { id: meta.id, versions: meta.versions, versionsTotal: meta.versionsTotal } : null} current={base} editable={editable} units={units}
          scope={{ province: draft.province, year: draft.year, batch: draft.batch }}
          onRestore={(p) => { change((d) => ({ ...d, name: p.name, rows: toRows(p.entries) })); setAnnouncement(t("vol.versions.restored", { version: p.version })); }} />
      </div>

      <ConflictDialog t={t} lang={lang} open={conflictOpen} theirs={conflict} mine={base} canCopy={!parent}
        onTheirs={takeTheirs} onMine={keepMine} onCopy={copyMine} onClose={() => setConflictOpen(false)} />
      <p className="sr-only" role="status" aria-live="polite" data-announce>{announcement}</p>
    </>
  );
}

function SaveStatus({ t, lang, action, saving, planId, version, savedAt, savedBy, problem, conflict, onConflict, editable }: {
  t: Translate; lang: "zh" | "en"; action: ReturnType<typeof autosaveAction>; saving: boolean; planId: string | null; version: number | null; savedAt: string | null;
  savedBy: { role: string; name: string } | null; problem: string | null; conflict: Plan | null; onConflict(): void; editable: boolean;
}) {
  if (conflict) {
    return (
      <p className="m-0 flex flex-wrap items-center gap-2 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900" role="alert" data-save-state="conflict">
        <span>{t("vol.save.conflict", { version: conflict.version, who: whoText(t, conflict.updatedBy) })}</span>
        <button type="button" className="btn" onClick={onConflict}>{t("vol.save.resolve")}</button>
      </p>
    );
  }
  if (problem) return <p className="field__error m-0" role="alert" data-save-state="problem">{t("vol.save.problem", { problem })}</p>;
  const saved = planId && version != null
    ? t("vol.save.saved", { version, time: savedAt ? dateTimeText(savedAt, lang) : "", who: savedBy ? whoText(t, savedBy) : "" })
    : "";
  const text = saving ? t("vol.save.saving")
    : action === "manual" || (editable && !planId) ? t("vol.save.new")
    : action === "blocked" ? t("vol.save.blocked")
    : action === "save" || action === "wait" ? t("vol.save.pending")
    : !editable ? saved || t("vol.save.readOnly")
    : saved || t("vol.save.notYet");
  const state = saving ? "saving" : action === "idle" ? (planId ? "saved" : "new") : action;
  return (
    <p className={`m-0 flex items-center gap-1.5 text-sm ${state === "saved" ? "text-green-900" : ""}`} role="status" data-save-state={state} data-version={version ?? undefined}>
      {state === "saved" && <span aria-hidden="true" className="font-bold">✓</span>}
      {state === "saving" && <span aria-hidden="true">…</span>}
      <span>{text}</span>
    </p>
  );
}

/** Where the form stands, above its entries: the checks' counts and the simulated chance, each a link to its panel. */
function FormSummary({ t, findings, sim }: { t: Translate; findings: readonly { severity: string }[] | null; sim: SimulationState }) {
  const count = (severity: string) => findings?.filter((f) => f.severity === severity).length ?? 0;
  return (
    <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 rounded-md bg-[var(--color-paper)] px-3 py-2 text-sm" data-form-summary>
      <a href="#vol-findings" className="underline underline-offset-2">{findings == null ? t("vol.findings.checking") : t("vol.form.summaryChecks", { errors: count("error"), warnings: count("warning") })}</a>
      {sim.state === "ready" && <a href="#vol-sim" className="underline underline-offset-2">{t("vol.form.summarySim", { pct: percentText(sim.data.admitted), slip: percentText(sim.data.slip) })}</a>}
    </p>
  );
}
