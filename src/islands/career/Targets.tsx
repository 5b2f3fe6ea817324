// 目标规划 /career/target: the student's target colleges, majors and professions in the order they matter (moved up or
// down, or removed), and the colleges, majors and professions they follow (收藏), each one button away from being a
// target. The gap from the student's score is the report's (/career/target/report). A parent reads the same page.
import "./parts";
import { fetchFavouriteMajors, fetchFavouriteProfessions, fetchFollowedCollegeMap } from "@/lib/api/favourites";
import type { PlanAnswer, Target } from "@/lib/api/career";
import { majorHref, professionHref, schoolHref } from "@/lib/portal/links";
import { professionName, textLang } from "@/lib/rules/display-name";
import { $userInfo } from "@/lib/session/auth";
import { $profile } from "@/lib/session/profile";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { moveTarget, removeTarget } from "./plan-store";
import { CareerPage, LinkButton, Part, ReadOnlyNote, TargetName, targetKindKey, TargetToggle, useChange, Waiting, WithPlan } from "./parts";

const account = () => $profile.get()?.account || $userInfo.get()?.account || "";

function TargetList({ t, plan }: { t: Translate; plan: PlanAnswer }) {
  const { lang } = useT();
  const { busy, error, run } = useChange(t);
  const move = (id: string, by: -1 | 1) => run(() => moveTarget(id, by));
  const remove = (target: Target, name: string) => {
    if (confirm(t("career.targets.confirmRemove", { name }))) void run(() => removeTarget(target.id));
  };
  if (plan.targets.length === 0) return <p className="muted m-0" data-empty="targets">{t("career.report.none")} {plan.editable && t("career.targets.fromFavourites")}</p>;
  return (
    <>
      <ol className="m-0 flex list-none flex-col gap-2 p-0" data-targets>
        {plan.targets.map((target, i) => {
          const name = [target.college?.name, target.major?.name, target.profession ? professionName(target.profession, lang) : target.professionText].filter(Boolean).join(" · ");
          return (
            <li key={target.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-[var(--color-line)] px-3 py-2" data-target={target.id}>
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="inline-grid size-7 shrink-0 place-items-center rounded-full border border-[#9ca3af] text-sm font-bold" aria-hidden="true">{i + 1}</span>
                <span className="tag">{t(targetKindKey(target))}</span>
                <TargetName target={target} t={t} />
                {target.note && <span className="muted w-full text-sm break-words">{target.note}</span>}
              </div>
              {plan.editable && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn" disabled={busy || i === 0} onClick={() => void move(target.id, -1)} aria-label={t("career.targets.upNamed", { name })}>{t("career.targets.up")}</button>
                  <button type="button" className="btn" disabled={busy || i === plan.targets.length - 1} onClick={() => void move(target.id, 1)} aria-label={t("career.targets.downNamed", { name })}>{t("career.targets.down")}</button>
                  <button type="button" className="btn" disabled={busy} onClick={() => remove(target, name)} aria-label={t("career.target.removeNamed", { name })}>{t("career.target.remove")}</button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {error && <p className="field__error mt-2" role="alert">{error}</p>}
    </>
  );
}

interface Followed { code: string; name: string; href: string; want: { college?: string; major?: string; profession?: string } }

function FollowedList({ t, title, rows, id }: { t: Translate; title: string; rows: Followed[]; id: string }) {
  const { lang } = useT();
  return (
    <section aria-labelledby={id} data-followed={id}>
      <h3 id={id} className="mb-2 text-base font-semibold">{title}</h3>
      {rows.length === 0 ? <p className="muted m-0 text-sm">{t("career.targets.noneFollowed")}</p> : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {rows.map((row) => (
            <li key={row.code} className="flex flex-wrap items-center justify-between gap-2">
              <a href={row.href} lang={lang === "en" ? textLang(row.name, lang) : "zh-CN"}>{row.name}</a>
              <TargetToggle want={row.want} name={row.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Favourites({ t }: { t: Translate }) {
  const { lang } = useT();
  const [loaded, retry] = useLoadable(["favourites"], async () => {
    const who = account();
    const [colleges, majors, professions] = await Promise.all([fetchFollowedCollegeMap(who), fetchFavouriteMajors(who, 1, 50), fetchFavouriteProfessions(who, 1, 50)]);
    return {
      colleges: Object.values(colleges.data ?? {}).map((c): Followed => ({ code: c.collegeCode, name: c.name, href: schoolHref(c.collegeCode), want: { college: c.collegeCode } })),
      majors: (majors.data?.records ?? []).filter((m) => /^\d{6}$/.test(m.code)).map((m): Followed => ({ code: m.code, name: m.name, href: majorHref(m.code), want: { major: m.code } })),
      professions: (professions.data?.records ?? []).map((p): Followed => ({ code: p.code, name: p.name, href: professionHref(p.code), want: { profession: p.code } })),
    };
  });
  if (loaded.state !== "ready") return <Waiting load={loaded} retry={retry} />;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FollowedList t={t} id="followed-colleges" title={t("career.target.kind.college")} rows={loaded.data.colleges} />
      <FollowedList t={t} id="followed-majors" title={t("career.target.kind.major")} rows={loaded.data.majors} />
      <FollowedList t={t} id="followed-professions" title={t("career.target.kind.profession")} rows={loaded.data.professions.map((row) => ({ ...row, name: professionName(row, lang) }))} />
    </div>
  );
}

export default function Targets() {
  const { t } = useT();
  return (
    <CareerPage screen="targets" title={t("route.target")} intro={t("career.targets.intro")} aside={<LinkButton href="/career/target/report" primary>{t("route.targetReport")}</LinkButton>}>
      <WithPlan>
        {(plan) => (
          <>
            {!plan.editable && <ReadOnlyNote t={t} />}
            <Part id="targets-mine" title={t("career.report.targetsTitle")}><TargetList t={t} plan={plan} /></Part>
            <Part id="targets-followed" title={t("career.targets.followedTitle")}>
              <p className="mt-0">{t("career.targets.followedIntro")} <a href="/wel/colleges/index" className="underline">{t("route.colleges")}</a> · <a href="/wel/major/index" className="underline">{t("route.majors")}</a> · <a href="/wel/job/index" className="underline">{t("route.jobs")}</a></p>
              <Favourites t={t} />
            </Part>
          </>
        )}
      </WithPlan>
    </CareerPage>
  );
}
