// A saved plan's saving (FillSubmit): autosave once a change has settled, with versions; a save made on an older
// version than the server's opens a choice (take theirs, keep mine, keep mine as a copy) instead of overwriting; a save
// refused as too frequent (429) waits out the server's Retry-After with the edits kept on the page; unsaved changes
// that autosave cannot keep ask before the page is left.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { fetchPlan, savePlan, type Plan, type SaveRequest } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import { autosaveAction, autosaveDelay, copyName, planNameProblem, retryAfterOf, type FillQuery } from "@/lib/rules/volunteer";
import type { Translate } from "@/islands/ui/useT";
import { draftOf, entriesOf, metaOf, type Draft, type Meta } from "./draft";

export function usePlanSaving(t: Translate, input: {
  initialPlan: Plan | null;
  initialNames: string[];
  parent: boolean;
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** a change the student made (counts as unsaved) */
  change(fn: (d: Draft) => Draft): void;
  /** how many changes the student has made; saved up to savedRevision */
  revision: number;
  /** the current checks would refuse a save */
  blocked: boolean;
  /** writes the plan's id (or scope) into the address */
  update(next: Partial<FillQuery>): void;
  /** says something to screen readers */
  announce(words: string): void;
}) {
  const { initialPlan, parent, draft, setDraft, change, revision, blocked, update, announce } = input;
  const [names, setNames] = useState(input.initialNames);
  const [planId, setPlanId] = useState<string | null>(initialPlan?.id ?? null);
  const [base, setBase] = useState<number | null>(initialPlan?.version ?? null);
  const [meta, setMeta] = useState<Meta | null>(initialPlan ? metaOf(initialPlan) : null);
  const [savedRevision, setSavedRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  /** when the server refused a save as too frequent (429): autosave waits until then, and the edits stay on the page */
  const [pauseUntil, setPauseUntil] = useState<number | null>(null);
  const [lastSaved, setLastSaved] = useState<{ version: number; at: string } | null>(null);
  const [conflict, setConflict] = useState<Plan | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [backup, setBackup] = useState<Draft | null>(null);
  const editable = meta ? meta.editable : !parent;
  const dirty = revision !== savedRevision;

  const nameProblem = planNameProblem(draft.name);
  const action = autosaveAction({ saved: planId != null, editable, dirty, saving, conflict: conflict != null, blocked, badName: nameProblem != null });
  const live = useRef({ draft, planId, base, revision, names, action });
  live.current = { draft, planId, base, revision, names, action };
  const savingRef = useRef(false);

  const save = useCallback(async (how: { asNew?: boolean; version?: number } = {}): Promise<boolean> => {
    if (savingRef.current) return false;
    const { draft: d, planId: id, base: version, revision: rev } = live.current;
    savingRef.current = true;
    setSaving(true);
    const name = how.asNew ? copyName(d.name, live.current.names, t("vol.copyWord")) : d.name.trim();
    const body: SaveRequest = {
      ...(id && !how.asNew ? { id, version: how.version ?? version ?? undefined } : {}),
      name, province: d.province, year: d.year, batch: d.batch, entries: entriesOf(d.rows), eligiblePlans: d.eligiblePlans, status: d.status,
    };
    try {
      const r = await savePlan(body);
      setPlanId(r.data.id);
      setBase(r.data.version);
      setSavedRevision(rev);
      setSaveProblem(null);
      setPauseUntil(null);
      setConflict(null);
      setConflictOpen(false);
      setLastSaved({ version: r.data.version, at: new Date().toISOString() });
      if (!id || how.asNew) {
        if (how.asNew) setDraft((x) => ({ ...x, name }));
        setNames((list) => [...list, name]);
        update({ id: r.data.id, province: undefined, year: undefined, batch: undefined });
      }
      fetchPlan(r.data.id).then((p) => setMeta(metaOf(p.data)), () => undefined);
      return true;
    } catch (error) {
      if (error instanceof ApiError && Number(error.code) === 409 && error.data) {
        setConflict(error.data as Plan);
        setConflictOpen(true);
      } else if (error instanceof ApiError && Number(error.code) === 429) {
        const seconds = retryAfterOf(error.data);
        setPauseUntil(Date.now() + seconds * 1000);
        setSaveProblem(t("vol.save.tooOften", { seconds }));
      } else {
        setSaveProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : t("vol.save.network"));
      }
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [t, update, setDraft]);

  useEffect(() => {
    if (action !== "save") return;
    // after a refused save (too frequent) the next one waits out the server's Retry-After, then saves what is on the page
    const timer = setTimeout(() => void save(), autosaveDelay(Date.now(), pauseUntil));
    return () => clearTimeout(timer);
  }, [action, revision, save, pauseUntil]);

  // changes that autosave cannot keep: ask before leaving the page
  const unsaved = draft.rows.length > 0 && (action === "manual" || action === "blocked" || action === "held" || action === "save" || action === "wait");
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  /** Saves now when autosave would (before an export or an import). */
  const flush = async () => {
    if (live.current.action === "save" || live.current.action === "wait") await save();
  };

  // ---------------------------------------------------------------- conflicts

  const takeTheirs = () => {
    if (!conflict) return;
    setBackup(live.current.draft);
    setDraft(draftOf(conflict));
    setBase(conflict.version);
    setMeta(metaOf(conflict));
    setSavedRevision(live.current.revision);
    setConflict(null);
    setConflictOpen(false);
    announce(t("vol.conflict.tookTheirs", { version: conflict.version }));
  };
  const keepMine = () => {
    if (!conflict) return;
    const version = conflict.version;
    setBase(version);
    setConflict(null);
    setConflictOpen(false);
    void save({ version });
  };
  const copyMine = () => {
    setConflictOpen(false);
    setConflict(null);
    void save({ asNew: true });
  };
  const restoreBackup = () => {
    if (!backup) return;
    const mine = backup;
    setBackup(null);
    change((d) => ({ ...d, name: mine.name, rows: mine.rows, eligiblePlans: mine.eligiblePlans, status: mine.status }));
    announce(t("vol.conflict.restored"));
  };

  /** Forgets the saved plan: the form on the page becomes a new, unsaved one (a 草表 read in). */
  const forgetSaved = () => {
    setPlanId(null);
    setBase(null);
    setMeta(null);
    setBackup(null);
    setConflict(null);
    setLastSaved(null);
    setSaveProblem(null);
  };

  return {
    names, planId, base, meta, setMeta, editable, dirty, saving, saveProblem, setSaveProblem, lastSaved, conflict, conflictOpen, setConflictOpen, backup, setBackup,
    nameProblem, action, live, save, flush, takeTheirs, keepMine, copyMine, restoreBackup, forgetSaved,
  };
}
