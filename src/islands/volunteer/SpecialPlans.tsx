// 专项 eligibility from the student's profile: the section of /info/index where the student says which of the three
// rural special plans they qualify for (what each is, who decides), the hook the form and lists read it through, and
// the tag a special-plan unit carries in lists (whether the student qualifies).
import "@/lib/i18n/portal-volunteer";
import { useStore } from "@nanostores/react";
import { useId, useState, type SubmitEvent } from "react";
import { saveEligibility, volunteerLoads } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import { $authority } from "@/lib/session/auth";
import { showSuccess } from "@/lib/ui/feedback";
import { PROFILE_SPECIAL_PLANS, specialStanding, type ProfileSpecialPlan } from "@/domain/volunteer/eligibility";
import type { PortalKey } from "@/lib/i18n/portal";
import { planTypeText } from "@/islands/data-tools/parts";
import { useCall, updateLoaded } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { Loaded } from "@/islands/ui/Loaded";


/** The profile's answer; only students and parents have one (staff read a plan's own eligibility). */
function useEligibility() {
  const authority = useStore($authority);
  const own = authority === "student" || authority === "parent";
  return useCall(...volunteerLoads.eligibility(), own);
}

/** The special plans the student's profile says they qualify for ([] until known, and for staff). */
export function useSpecialPlans(): readonly string[] {
  const [load] = useEligibility();
  return load.state === "ready" ? load.data.plans : NONE;
}
const NONE: readonly string[] = [];

const STANDING_KEYS: Record<"eligible" | "not-eligible", PortalKey> = { eligible: "vol.special.tag.eligible", "not-eligible": "vol.special.tag.notEligible" };

/**
 * A special-plan unit's tag in a list: "地方专项 · 你符合条件" or "… · 你未确认符合条件"; nothing for an ordinary unit. A
 * plan type the profile does not hold (民族班, 预科, 定向) says only that eligibility is required; so does the tag for
 * staff, who have no profile of their own.
 */
export function SpecialPlanTag({ t, planType, extra = NONE }: { t: Translate; planType: string; extra?: readonly string[] }) {
  const profile = useSpecialPlans();
  const authority = useStore($authority);
  const own = authority === "student" || authority === "parent";
  const standing = specialStanding(planType, [...profile, ...extra]);
  if (standing == null) return null;
  const known = own && (standing === "eligible" || (PROFILE_SPECIAL_PLANS as readonly string[]).includes(planType));
  const words = known ? t(STANDING_KEYS[standing]) : t("vol.special.tag.unknown");
  return (
    <span className={standing === "eligible" && known ? "tag" : "tag border-[#f59e0b] bg-[#fffbeb] text-[#92400e]"} data-special-tag={known ? standing : "unknown"}>
      {t("vol.special.tagLabel", { plan: planTypeText(t, planType), standing: words })}
    </span>
  );
}

const EXPLAIN: Record<ProfileSpecialPlan, PortalKey> = { 国家专项: "vol.special.national", 地方专项: "vol.special.local", 高校专项: "vol.special.university" };

/** The profile section: what each plan is and who decides, the student's choice (a parent reads it). */
export function SpecialPlansSection({ className }: { className: string }) {
  const { t, lang } = useT();
  const [load, retry] = useEligibility();
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-title`} data-special-plans>
      <h2 id={`${id}-title`} className="mb-2 text-lg">{t("vol.special.title")}</h2>
      <p className="m-0 mb-3">{t("vol.special.intro")}</p>
      <Loaded load={load.state === "idle" ? { state: "loading" } : load} retry={retry}>
        {(data) => <Choice key={data.plans.join()} plans={data.plans} editable={data.editable} t={t} id={id} />}
      </Loaded>
      <p className="muted mb-0 mt-3 text-sm">{t("vol.special.who")}{" "}
        <a href={lang === "en" ? "/en/guides/special-plans" : "/guides/special-plans"} className="underline underline-offset-2">{t("vol.special.guide")}</a>
      </p>
    </section>
  );
}

function Choice({ plans, editable, t, id }: { plans: readonly ProfileSpecialPlan[]; editable: boolean; t: Translate; id: string }) {
  const [chosen, setChosen] = useState<ProfileSpecialPlan[]>([...plans]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = chosen.length !== plans.length || chosen.some((p) => !plans.includes(p));
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const saved = (await saveEligibility(chosen)).data;
      updateLoaded<typeof saved>(volunteerLoads.eligibility()[0], () => saved);
      showSuccess(t("vol.special.saved"));
    } catch (error) {
      setProblem(t("vol.special.failed", { message: error instanceof ApiError ? error.message : t("vol.add.failed") }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="mb-1 font-semibold">{t("vol.special.legend")}</legend>
        {PROFILE_SPECIAL_PLANS.map((p) => (
          <div key={p} className="flex items-start gap-2">
            <input id={`${id}-${p}`} type="checkbox" className="mt-1 size-4 shrink-0" disabled={!editable || busy} checked={chosen.includes(p)} aria-describedby={`${id}-${p}-about`}
              data-special-plan={p} onChange={(e) => setChosen(PROFILE_SPECIAL_PLANS.filter((x) => (x === p ? e.target.checked : chosen.includes(x))))} />
            <div className="min-w-0">
              <label htmlFor={`${id}-${p}`} className="font-semibold">{planTypeText(t, p)}</label>
              <p id={`${id}-${p}-about`} className="muted m-0 text-sm">{t(EXPLAIN[p])}</p>
            </div>
          </div>
        ))}
      </fieldset>
      <p className="m-0 text-sm" role="status" data-special-chosen>
        {plans.length === 0 ? t("vol.special.none") : t("vol.special.chosen", { plans: plans.map((p) => planTypeText(t, p)).join(t("common.listJoin")) })}
      </p>
      {problem && <p className="m-0 text-sm text-[#991b1b]" role="alert">{problem}</p>}
      {editable && (
        <p className="m-0">
          <button type="submit" className="btn btn--primary" disabled={busy || !changed} aria-disabled={busy || !changed}>{t(busy ? "vol.special.saving" : "vol.special.save")}</button>
        </p>
      )}
    </form>
  );
}
