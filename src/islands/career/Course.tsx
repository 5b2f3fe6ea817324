// 选科指导 /career/course/index: the province's exam model and what it asks the student to choose, the student's chosen
// (or intended) combination, saved to the plan, and every combination of the model by the share of college majors whose
// 选科要求 it meets, with the requirements by how often colleges ask them. A parent reads the choice without changing it.
import "./parts";
import "@/lib/i18n/portal-data-tools";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import { careerLoads, saveSubjectChoice, type OverviewAnswer, type PlanAnswer } from "@/lib/api/career";
import { electivesOf, FIRST_SUBJECTS, readCombination, SECOND_SUBJECTS, type ExamModel } from "@/domain/course-selection";
import { SourceNote } from "@/islands/data-tools/parts";
import { Table } from "@/islands/school/parts";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { CombosTable } from "./combos-table";
import { patchPlan } from "./plan-store";
import { CareerPage, comboText, FormActions, Part, ReadOnlyNote, requirementText, subjectText, useChange, Waiting, WithPlan } from "./parts";

/** The student's combination: what it is, and for the student a form to choose or change it. */
function Choice({ t, plan, model }: { t: Translate; plan: PlanAnswer; model: ExamModel }) {
  const id = useId();
  const [picked, setPicked] = useState<string[]>(plan.subjectChoice);
  const [editing, setEditing] = useState(plan.editable && plan.subjectChoice.length === 0);
  const { busy, error, setError, run } = useChange(t);
  const [saved, setSaved] = useState(false);
  const first = model === "3+1+2" ? picked.find((s) => (FIRST_SUBJECTS as readonly string[]).includes(s)) ?? "" : "";
  const optional = model === "3+1+2" ? [...SECOND_SUBJECTS] : electivesOf(model, plan.province);
  const others = picked.filter((s) => s !== first);
  const toggle = (subject: string) => setPicked((list) => (list.includes(subject) ? list.filter((s) => s !== subject) : [...list, subject]));
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!readCombination(model, picked, plan.province)) {
      setError(t(model === "3+1+2" ? "career.course.rule.312" : "career.course.rule.33"));
      return;
    }
    await run(async () => {
      const answer = await saveSubjectChoice(picked);
      patchPlan((p) => ({ ...p, subjectChoice: answer.data.subjects }));
      setPicked(answer.data.subjects);
      setEditing(false);
      setSaved(true);
    });
  };
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="m-0" data-choice={plan.subjectChoice.join("+")}>
          {plan.subjectChoice.length ? <><span className="muted">{t("career.course.yourChoice")}</span>{" "}<strong>{comboText(t, plan.subjectChoice)}</strong></> : <span className="muted">{t("career.course.noChoice")}</span>}
        </p>
        {saved && <span className="text-sm text-green-800" role="status">{t("career.saved")}</span>}
        {plan.editable && <button type="button" className="btn" onClick={() => { setEditing(true); setSaved(false); }}>{t(plan.subjectChoice.length ? "career.course.change" : "career.course.choose")}</button>}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-choice-form>
      {model === "3+1+2" && (
        <fieldset className="mb-3">
          <legend className="field__label">{t("career.course.first")}</legend>
          <div className="flex flex-wrap gap-4">
            {FIRST_SUBJECTS.map((s) => (
              <label key={s} className="inline-flex items-center gap-2">
                <input type="radio" name={`${id}-first`} checked={first === s} onChange={() => setPicked([s, ...others])} />
                {subjectText(t, s)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="mb-3">
        <legend className="field__label">{t(model === "3+1+2" ? "career.course.second" : "career.course.three")}</legend>
        <div className="flex flex-wrap gap-4">
          {optional.map((s) => (
            <label key={s} className="inline-flex items-center gap-2">
              <input type="checkbox" checked={picked.includes(s)} onChange={() => toggle(s)} />
              {subjectText(t, s)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions t={t} busy={busy} error={error} onCancel={plan.subjectChoice.length > 0 ? () => { setPicked(plan.subjectChoice); setEditing(false); setError(null); } : undefined} />
    </form>
  );
}

function Coverage({ t, lang, overview, chosen }: { t: Translate; lang: "zh" | "en"; overview: OverviewAnswer; chosen: readonly string[] }) {
  return (
    <>
      <p className="mt-0">{t("career.course.coverageIntro", { colleges: overview.colleges, year: overview.year, model: overview.model })}</p>
      <CombosTable t={t} lang={lang} combos={overview.combos} chosen={chosen} testId="combos"
        caption={t("career.course.coverageCaption", { model: overview.model, year: overview.year })} countHead={t("career.course.majors")} />
    </>
  );
}

function Requirements({ t, overview }: { t: Translate; overview: OverviewAnswer }) {
  return (
    <Table testId="requirements" caption={t("career.course.requirementsCaption", { year: overview.year })} head={[t("career.course.requirement"), t("career.course.count")]}>
      {overview.byRequirement.map((row) => (
        <tr key={row.requirement}>
          <th scope="row" className="font-normal">{requirementText(t, row.requirement)}</th>
          <td className="tabular-nums">{row.count}</td>
        </tr>
      ))}
    </Table>
  );
}

function CourseScreen({ plan }: { plan: PlanAnswer }) {
  const { t, lang } = useT();
  const [browse, setBrowse] = useState<ExamModel>(plan.model ?? "3+1+2");
  const model = plan.model ?? browse;
  const [overview, retry] = useLoadable(...careerLoads.courseOverview(model));
  const chosen = plan.subjectChoice;
  useEffect(() => setBrowse(plan.model ?? "3+1+2"), [plan.model]);
  return (
    <>
      {!plan.editable && <ReadOnlyNote t={t} />}
      <Part id="course-model" title={t("career.course.modelTitle")}>
        {plan.model ? (
          <p className="mt-0" data-model={plan.model}>{t(plan.model === "3+1+2" ? "career.course.model.312" : "career.course.model.33")}</p>
        ) : (
          <div className="mb-2">
            <p className="mt-0">{t("career.course.noModel")}</p>
            <label className="inline-flex items-center gap-2">
              {t("career.course.browseModel")}
              <select className="field__input w-auto" value={browse} onChange={(e) => setBrowse(e.target.value as ExamModel)}>
                <option value="3+1+2">3+1+2</option>
                <option value="3+3">3+3</option>
              </select>
            </label>
          </div>
        )}
        {plan.model && <Choice t={t} plan={plan} model={plan.model} />}
      </Part>
      <Part id="course-coverage" title={t("career.course.coverageTitle")}>
        {overview.state !== "ready" ? <Waiting load={overview} retry={retry} /> : (
          <div className="flex flex-col gap-4">
            <Coverage t={t} lang={lang} overview={overview.data} chosen={chosen} />
            <SourceNote t={t} sources={overview.data.sources} sample={overview.data.sample} />
          </div>
        )}
      </Part>
      {overview.state === "ready" && (
        <Part id="course-requirements" title={t("career.course.requirementsTitle")}>
          <p className="mt-0">{t("career.course.requirementsIntro")}</p>
          <Requirements t={t} overview={overview.data} />
        </Part>
      )}
    </>
  );
}

export default function Course() {
  const { t } = useT();
  return (
    <CareerPage screen="course" title={t("route.course")} intro={t("career.course.intro")}>
      <WithPlan>{(plan) => <CourseScreen plan={plan} />}</WithPlan>
    </CareerPage>
  );
}
