// 模拟填报 /career/fill-submit (?id=… a saved plan; none: a new one): the student's volunteer form for a province, year
// and batch (the student's own by default) under that batch's rule. Units come from recommendations in 冲 / 稳 / 保 or
// a search; each entry shows its band and probability, its majors (in order, up to the rule's number) and 调剂, and is
// reordered by drag or keyboard. The form is checked as it changes (findings in plain words) and simulated as a whole;
// a saved plan autosaves with versions, and a save made on an older version opens a choice instead of overwriting.
// Comments, parent permission, versions, 草表 export / print / import.
import "@/lib/i18n/portal-volunteer";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { volunteerLoads, type Plan } from "@/lib/api/volunteer";
import type { EntrySource } from "@/contracts/volunteer";
import { $authority } from "@/lib/session/auth";
import { percentText } from "@/lib/rules/probability";
import { copyName, defaultFormYear, fillQueryParams, insertionIndex, newPlanName, offersAdjust, readFillQuery } from "@/lib/rules/volunteer";
import type { VolunteerMode } from "@/domain/provinces";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { useServerNow } from "@/islands/pages/shared";
import { provinceName } from "@/islands/school/parts";
import { Empty, useScoreOrRank } from "@/islands/data-tools/parts";
import { addressValueProblem } from "@/islands/probability/parts";
import { CARD, findingNames, unitLabel } from "./parts";
import { EntryList, type Row, type UnitInfo } from "./EntryList";
import { Recommend, SearchUnits } from "./AddUnits";
import { Findings } from "./Findings";
import { Simulation, type SimulationState } from "./Simulation";
import { PlanComments } from "./Comments";
import { ConflictDialog, Versions } from "./Versions";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";
import { useFormCheck } from "./fill/useFormCheck";
import { useFormSimulation } from "./fill/useFormSimulation";
import { useDraftFile } from "./fill/useDraftFile";
import { usePlanSaving } from "./fill/usePlanSaving";
import { PlanCard } from "./fill/PlanCard";
import { ScopeCard } from "./fill/ScopeCard";
import { draftOf, entriesOf, toRows, type Draft } from "./fill/draft";

export default function FillSubmit() {
  const { t } = useT();
  const authority = useStore($authority);
  const [initialId] = useState(() => readFillQuery(location.search).id);
  const [loaded, retry] = useLoadable(...volunteerLoads.opening(initialId));
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

  const [rules, retryRules] = useLoadable(...volunteerLoads.rules(draft.province, draft.year));
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
  const { checked, findings, current, byEntry, blocked, valueRefusal, pageRefusal: pageProblem } = useFormCheck(t, { ready: batchRule != null, scope, given, entries, onUnits: mergeUnits });
  const valueError = valueProblem ?? valueRefusal;
  const names4 = useMemo(() => findingNames(t, lang, units), [t, lang, units]);

  // ---------------------------------------------------------------- simulate the whole form

  const simulation = useFormSimulation(t, { ready: batchRule != null, scope, given, entries, findings: current ? findings : null });
  const sim = simulation.sim;

  // ---------------------------------------------------------------- saving, conflicts

  const saver = usePlanSaving(t, { initialPlan, initialNames, parent, draft, setDraft, change, revision, blocked, update, announce: setAnnouncement });
  const { planId, base, meta, setMeta, editable, conflict, conflictOpen, setConflictOpen, live, flush } = saver;
  const { takeTheirs, keepMine, copyMine, forgetSaved } = saver;

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

  // ---------------------------------------------------------------- the page

  const onForm = useMemo(() => new Set(draft.rows.map((r) => r.unitKey)), [draft.rows]);
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

      <PlanCard t={t} lang={lang} parent={parent} draft={draft} change={change} blocked={blocked} saver={saver} file={file} announce={setAnnouncement} />

      <ScopeCard t={t} lang={lang} parent={parent} editable={editable} planId={planId} draft={draft} change={change} update={update} rules={rules} retryRules={retryRules}
        mode={mode} slots={slots} lookupMode={lookupMode} value={value} valueError={valueError} student={student} checked={checked} current={current} />

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
