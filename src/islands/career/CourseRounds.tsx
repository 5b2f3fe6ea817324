// 选科填报 /career/selection: the 选科 rounds the school opened for the student's grade, each with its window, the
// combinations it offers and the student's selection — saved as a draft or submitted, changeable while the round is
// open. The choice is compared with the combination the student set in 选科指导. A parent reads it without changing it.
import "./parts";
import { useState, type SubmitEvent } from "react";
import { useStore } from "@nanostores/react";
import { fetchCourseRounds, fetchCourseSelections, submitCourseSelection } from "@/lib/api/system";
import type { PlanAnswer } from "@/lib/api/career";
import { $authority } from "@/lib/session/auth";
import { comboOfSelection, offeredCombo, roundState, sameSubjects, selectionOf, type RoundState } from "@/domain/course-rounds";
import { formatDate, useServerNow } from "@/islands/pages/shared";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { CareerPage, comboText, Part, ReadOnlyNote, useChange, Waiting, WithPlan } from "./parts";

interface Round { id: string; title: string; combos: string[]; startTime: string; endTime: string }
interface Selection { xkInfoId: string; firstSubject: string; secondSubjects: string; submitted: boolean; remark: string; updatedAt: string }

const STATE_KEY: Record<RoundState, "career.rounds.state.upcoming" | "career.rounds.state.open" | "career.rounds.state.closed"> = {
  upcoming: "career.rounds.state.upcoming", open: "career.rounds.state.open", closed: "career.rounds.state.closed",
};

async function loadRounds(): Promise<{ rounds: Round[]; selections: Selection[] }> {
  const [rounds, selections] = await Promise.all([fetchCourseRounds(), fetchCourseSelections({ current: 1, size: 100 })]);
  return { rounds: (rounds.data?.records ?? []) as unknown as Round[], selections: (selections.data?.records ?? []) as unknown as Selection[] };
}

/** What the student holds for the round: submitted, a draft or nothing, and how it stands beside the plan's choice. */
function SelectionState({ t, selection, plan }: { t: Translate; selection: Selection | undefined; plan: PlanAnswer }) {
  const { lang } = useT();
  const combo = selection ? comboOfSelection(selection) : [];
  if (!selection || combo.length === 0) return <p className="m-0" data-selection="none">{t("career.rounds.none")}</p>;
  const when = formatDate(selection.updatedAt, lang);
  const differs = plan.subjectChoice.length > 0 && !sameSubjects(plan.subjectChoice, combo);
  return (
    <div className="flex flex-col gap-1">
      <p className="m-0" data-selection={selection.submitted ? "submitted" : "draft"}>
        {t(selection.submitted ? "career.rounds.submitted" : "career.rounds.draft", { combo: comboText(t, combo), date: when })}
      </p>
      {differs && (
        <p className="m-0 text-sm" data-differs>
          {t("career.rounds.differs", { plan: comboText(t, plan.subjectChoice) })} <a className="underline" href="/career/course/index">{t("route.course")}</a>
        </p>
      )}
    </div>
  );
}

function RoundForm({ t, round, selection, plan, onSaved }: { t: Translate; round: Round; selection: Selection | undefined; plan: PlanAnswer; onSaved(selection: Selection): void }) {
  const held = selection ? offeredCombo(round.combos, comboOfSelection(selection)) : null;
  const planned = offeredCombo(round.combos, plan.subjectChoice);
  const [choice, setChoice] = useState<string>(held ?? planned ?? "");
  const [remark, setRemark] = useState(selection?.remark ?? "");
  const { busy, error, setError, run } = useChange(t);
  const [done, setDone] = useState<string | null>(null);
  const save = async (submitted: boolean) => {
    if (!choice) {
      setError(t("career.rounds.pick"));
      return;
    }
    setDone(null);
    await run(async () => {
      const answer = await submitCourseSelection({ xkInfoId: round.id, ...selectionOf(choice.split("+"), plan.model ?? "3+1+2"), submitted, remark: remark.trim() });
      setDone(t(submitted ? "career.rounds.savedSubmitted" : "career.rounds.savedDraft"));
      if (answer.data) onSaved(answer.data as unknown as Selection);
    });
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void save(true);
  };
  return (
    <form className="mt-3 flex flex-col gap-3" noValidate onSubmit={submit} data-round-form={round.id}>
      <fieldset className="m-0 border-0 p-0">
        <legend className="mb-2 font-semibold">{t("career.rounds.choose")}</legend>
        <div className="flex flex-wrap gap-2">
          {round.combos.map((label) => (
            <label key={label} className="inline-flex items-center gap-2 rounded-md border border-[var(--color-line)] px-3 py-2">
              <input type="radio" name={`round-${round.id}`} value={label} checked={choice === label} onChange={() => setChoice(label)} />
              {comboText(t, label.split("+"))}
              {planned === label && <span className="tag">{t("career.course.mine")}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t("career.rounds.remark")}</span>
        <textarea className="field__input" rows={2} maxLength={500} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </label>
      {error && <p className="field__error m-0" role="alert">{error}</p>}
      {done && <p className="m-0" role="status">{done}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t("career.rounds.submit")}</button>
        <button type="button" className="btn" disabled={busy} onClick={() => void save(false)}>{t("career.rounds.saveDraft")}</button>
      </div>
    </form>
  );
}

function RoundsScreen({ plan }: { plan: PlanAnswer }) {
  const { t, lang } = useT();
  const now = useServerNow();
  const parent = useStore($authority) === "parent";
  const [load, retry] = useLoadable(["loadRounds"], loadRounds);
  // what was saved here since the page loaded, so the form and its message stay while the state line updates
  const [saved, setSaved] = useState<Record<string, Selection>>({});
  if (load.state !== "ready") return <Waiting load={load} retry={retry} />;
  const { rounds, selections } = load.data;
  return (
    <>
      {parent && <ReadOnlyNote t={t} />}
      {rounds.length === 0 && <p className="m-0" data-rounds="none">{t("career.rounds.empty")}</p>}
      {rounds.map((round) => {
        const state = roundState(round, now);
        const selection = saved[round.id] ?? selections.find((s) => s.xkInfoId === round.id);
        return (
          <Part key={round.id} id={`round-${round.id}`} title={round.title}>
            <p className="mt-0" data-round-state={state}>
              <span className="tag mr-2">{t(STATE_KEY[state])}</span>
              {t("career.rounds.window", { start: formatDate(round.startTime, lang), end: formatDate(round.endTime, lang) })}
            </p>
            <p className="mt-0 text-sm">{t("career.rounds.offered", { combos: round.combos.map((c) => comboText(t, c.split("+"))).join(t("career.lookup.sep")) })}</p>
            <SelectionState t={t} selection={selection} plan={plan} />
            {!parent && state === "open" && <RoundForm t={t} round={round} selection={selection} plan={plan} onSaved={(next) => setSaved((all) => ({ ...all, [round.id]: next }))} />}
          </Part>
        );
      })}
    </>
  );
}

export default function CourseRounds() {
  const { t } = useT();
  return (
    <CareerPage screen="selection" title={t("route.selection")} intro={t("career.rounds.intro")}>
      <WithPlan>{(plan) => <RoundsScreen plan={plan} />}</WithPlan>
    </CareerPage>
  );
}
