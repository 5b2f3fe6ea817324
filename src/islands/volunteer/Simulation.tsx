// The whole form under the probability model: the chance of being admitted at all, which entry most likely admits,
// the risk of 滑档 (no entry admits) and of 退档 (sent to a unit but turned away with 调剂 refused), in words, as a
// small bar chart and as a table of the same numbers; with what the simulation assumes.
import { lazy, Suspense } from "react";
import type { Finding, SimulateAnswer } from "@/lib/api/volunteer";
import type { Lang } from "@/lib/i18n";
import type { PortalKey } from "@/lib/i18n/portal";
import { percentText } from "@/lib/rules/probability";
import { textLang } from "@/lib/rules/display-name";
import { formVerdict, simulationRows, type Band, type FindingNames, type Verdict } from "@/lib/rules/volunteer";
import { loadChunk } from "@/lib/ui/chunk";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import type { Translate } from "@/islands/ui/useT";
import { Table } from "@/islands/school/parts";

import { wordsOf } from "@/islands/probability/parts";
import { CARD, findingText, SeverityTag } from "./parts";
import { ForecastLine } from "./ForecastLine";
import { SampleNote } from "@/islands/ui/SampleData";

const SimulationChart = lazy(() => loadChunk(() => import("./SimulationChart")));

export type SimulationState =
  | { state: "idle"; reason: "noRank" | "empty" | "blocked" }
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; data: SimulateAnswer; stale: boolean };

const OUTLOOK: Record<Verdict["kind"], PortalKey> = { safe: "vol.sim.outlook.safe", fair: "vol.sim.outlook.fair", risky: "vol.sim.outlook.risky", gaveUp: "vol.sim.outlook.gaveUp" };

/** What the simulation panel weighs besides the model's answer: each entry's band, and the checks' reminders. */
export interface Weighing {
  bands: readonly (Band | null | undefined)[];
  /** the checker's findings of the same form (its warnings are shown beside the verdict) */
  findings: readonly Finding[] | null;
  names: FindingNames;
}

export function Simulation({ t, lang, sim, nameOf, onRetry, weighing }: { t: Translate; lang: Lang; sim: SimulationState; nameOf(index: number): string; onRetry(): void; weighing: Weighing }) {
  return (
    <section aria-labelledby="vol-sim" className={`${CARD} flex min-w-0 flex-col gap-3`} data-part="simulation" data-state={sim.state}>
      <h2 id="vol-sim" className="m-0 text-lg font-bold">{t("vol.sim.title")}</h2>
      <SimulationBody t={t} lang={lang} sim={sim} nameOf={nameOf} onRetry={onRetry} weighing={weighing} />
      {/* outside the body, which dims while a newer simulation is on its way: the reminders are the current checks' */}
      {sim.state === "ready" && <Reminders t={t} weighing={weighing} />}
      <details className="text-sm" data-sim-assumes>
        <summary className="cursor-pointer font-semibold">{t("vol.sim.assumes.title")}</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          <li>{t("vol.sim.assumes.order")}</li>
          <li>{t("vol.sim.assumes.together")}</li>
          <li>{t("vol.sim.assumes.return")}</li>
          <li>{t("vol.sim.assumes.limits")}</li>
        </ul>
      </details>
    </section>
  );
}

/** The checks' reminders (warnings) where the verdict is read, so "safe" never stands beside an unread warning. */
function Reminders({ t, weighing }: { t: Translate; weighing: Weighing }) {
  const warnings = (weighing.findings ?? []).filter((f) => f.severity === "warning");
  if (warnings.length === 0) return null;
  const shown = warnings.slice(0, 5);
  return (
    <div className="rounded-md border border-l-4 border-[var(--color-line)] border-l-amber-700 bg-white px-3 py-2 text-sm" data-sim-reminders={warnings.length}>
      <p className="m-0 font-semibold">{t("vol.sim.reminders", { count: warnings.length })}</p>
      <ul className="m-0 mt-1 flex list-none flex-col gap-1 p-0">
        {shown.map((f, i) => <li key={`${f.code}-${i}`} className="flex items-start gap-2"><SeverityTag t={t} severity={f.severity} /><span className="min-w-0">{findingText(t, f, weighing.names)}</span></li>)}
      </ul>
      {warnings.length > shown.length && <p className="m-0 mt-1"><a href="#vol-findings" className="underline underline-offset-2">{t("vol.sim.remindersMore", { count: warnings.length - shown.length })}</a></p>}
    </div>
  );
}

const positions = (t: Translate, list: readonly number[]) => list.map((i) => i + 1).join(t("common.listJoin"));

function SimulationBody({ t, lang, sim, nameOf, onRetry, weighing }: { t: Translate; lang: Lang; sim: SimulationState; nameOf(index: number): string; onRetry(): void; weighing: Weighing }) {
  if (sim.state === "idle") return <p className="muted m-0 text-sm" role="status">{t(sim.reason === "noRank" ? "vol.sim.noRank" : sim.reason === "empty" ? "vol.sim.empty" : "vol.sim.blocked")}</p>;
  if (sim.state === "loading") return <p className="muted m-0 text-sm" role="status">{t("vol.sim.loading")}</p>;
  if (sim.state === "failed") {
    return (
      <p className="m-0 flex flex-wrap items-center gap-2 text-sm" role="alert">
        <span>{sim.message}</span>
        <button type="button" className="btn" onClick={onRetry}>{t("pages.retry")}</button>
      </p>
    );
  }
  const d = sim.data;
  const rows = simulationRows(d);
  const likely = d.mostLikely != null ? rows[d.mostLikely] : null;
  const verdict = formVerdict(d, weighing.bands);
  const unusedOther = verdict.unused.filter((i) => !verdict.unusedReach.includes(i));
  return (
    // a stale result is marked by its status line and a dashed outline, not by fading: faded text fails contrast
    <div className={`flex flex-col gap-3 ${sim.stale ? "rounded outline-1 outline-offset-4 outline-dashed outline-[var(--color-line)]" : ""}`} data-sim aria-busy={sim.stale}>
      <p className="m-0 text-sm" role="status">{sim.stale ? t("vol.sim.updating") : t("vol.sim.basis", { rank: d.rank.toLocaleString(lang === "zh" ? "zh-CN" : "en-GB") })}</p>
      <ForecastLine t={t} basis={d.basis} />
      <dl className="m-0 grid grid-cols-3 gap-2 text-center" data-sim-figures>
        <div className="rounded border border-[var(--color-line)] px-2 py-2" data-sim-admitted={d.admitted}>
          <dt className="text-xs font-semibold">{t("vol.sim.admitted")}</dt>
          <dd className="m-0 text-xl font-bold tabular-nums">{percentText(d.admitted)}</dd>
        </div>
        <div className="rounded border border-[var(--color-line)] px-2 py-2" data-sim-slip={d.slip}>
          <dt className="text-xs font-semibold">{t("vol.sim.slip")}</dt>
          <dd className="m-0 text-xl font-bold tabular-nums">{percentText(d.slip)}</dd>
        </div>
        <div className="rounded border border-[var(--color-line)] px-2 py-2" data-sim-returned={d.returned}>
          <dt className="text-xs font-semibold">{t("vol.sim.returned")}</dt>
          <dd className="m-0 text-xl font-bold tabular-nums">{percentText(d.returned)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1 text-sm" data-sim-words>
        <p className="m-0 font-semibold" data-verdict={verdict.kind}>{t(OUTLOOK[verdict.kind], {
          list: positions(t, verdict.unusedReach), n: verdict.stopper != null ? verdict.stopper + 1 : "", pct: percentText(d.admitted),
        })}</p>
        <p className="m-0">{wordsOf(t, d.admitted)}</p>
        {weighing.bands.some((b) => b === "冲" || b === "难") && <p className="m-0" data-reach-admitted={verdict.reachAdmitted}>{t("vol.sim.reachChance", { pct: percentText(verdict.reachAdmitted) })}</p>}
        {unusedOther.length > 0 && <p className="m-0" data-unused={unusedOther.length}>{t("vol.sim.unused", { count: unusedOther.length, list: positions(t, unusedOther), n: verdict.stopper != null ? verdict.stopper + 1 : "" })}</p>}
        {likely && <p className="m-0" data-most-likely={likely.position}>{t("vol.sim.mostLikely", { n: likely.position, name: nameOf(likely.position - 1), pct: percentText(likely.admitted) })}</p>}
        <p className="m-0">{t("vol.sim.slipWords", { pct: percentText(d.slip) })}</p>
        {d.returned >= 0.005 && <p className="m-0">{t("vol.sim.returnedWords", { pct: percentText(d.returned) })}</p>}
        {d.unknown.length > 0 && <p className="m-0">{t("vol.sim.unknown", { list: d.unknown.map((i) => i + 1).join(t("common.listJoin")) })}</p>}
        {d.returnUnknown.length > 0 && <p className="m-0">{t("vol.sim.returnUnknown", { list: d.returnUnknown.map((i) => i + 1).join(t("common.listJoin")) })}</p>}
      </div>
      <OnDemandBoundary label="volunteer simulation chart" fallback={<p className="muted m-0 text-sm" role="status">{t("data.chart.failed")}</p>}>
        <Suspense fallback={<p className="muted m-0 text-sm" role="status">{t("pages.loading")}</p>}>
          <SimulationChart rows={rows} description={t("vol.sim.chartAlt", { count: rows.length })} admittedLabel={t("vol.sim.col.admitted")} likelyLabel={t("vol.sim.likelyLegend")}
            positionLabel={(n) => t("vol.sim.position", { n })} />
        </Suspense>
      </OnDemandBoundary>
      {/* the side panel is narrow: English headers and the "most likely" mark wrap so the figures stay in view at 1280 px */}
      <div className="max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={t("vol.sim.tableBox")} data-sim-table-box>
        <Table caption={t("vol.sim.tableCaption")} head={[t("vol.sim.col.position"), t("vol.sim.col.unit"), t("vol.sim.col.admitted"), t("vol.sim.col.returned")]} testId="simulation" wrapHead>
          {rows.map((r) => (
            <tr key={r.position} data-sim-row={r.position} data-most-likely-row={r.mostLikely || undefined}>
              <th scope="row" className="tabular-nums !whitespace-normal">{r.position}{r.mostLikely ? ` ${t("vol.sim.likelyMark")}` : ""}</th>
              <td className="!whitespace-normal [overflow-wrap:anywhere]"><span lang={textLang(nameOf(r.position - 1), lang)}>{nameOf(r.position - 1)}</span></td>
              <td className="tabular-nums">{r.unknown ? t("vol.sim.noChance") : percentText(r.admitted)}</td>
              <td className="tabular-nums">{percentText(r.returned)}</td>
            </tr>
          ))}
        </Table>
      </div>
      <SampleNote show={d.sample} />
    </div>
  );
}
