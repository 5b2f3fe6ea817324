// A score-line trend: the chart (its code loaded only when a trend is shown) above a table of the same numbers,
// which is also the chart's text alternative.
import "@/lib/i18n/portal-school";
import { lazy, Suspense } from "react";
import { hasTrend, type ScorePoint } from "@/lib/rules/school";
import { useT } from "@/islands/ui/useT";
import { loadChunk } from "@/lib/ui/chunk";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { LOCALES, Num, Table } from "./parts";

const TrendChart = lazy(() => loadChunk(() => import("./TrendChart")));

export interface TrendProps {
  points: readonly ScorePoint[];
  caption: string;
  /** Columns beyond year, lowest score and lowest rank. */
  extra?: ReadonlyArray<"batch" | "avgScore" | "maxScore" | "planCount">;
  batch?: string;
}

export function Trend({ points, caption, extra = [], batch }: TrendProps) {
  const { t, lang } = useT();
  const from = points[0]?.year ?? "";
  const to = points.at(-1)?.year ?? "";
  const head = [
    t("school.col.year"),
    ...(extra.includes("batch") ? [t("school.col.batch")] : []),
    t("school.col.minScore"),
    t("school.col.minRank"),
    ...(extra.includes("avgScore") ? [t("school.col.avgScore")] : []),
    ...(extra.includes("maxScore") ? [t("school.col.maxScore")] : []),
    ...(extra.includes("planCount") ? [t("school.col.planCount")] : []),
  ];
  return (
    <div className="flex flex-col gap-3" data-trend>
      {hasTrend(points) ? (
        <figure className="m-0">
          <figcaption className="mb-1 text-sm font-semibold">{t("school.chart.title", { from, to })}</figcaption>
          <OnDemandBoundary label="score-line chart" fallback={<p className="muted" role="status">{t("school.chart.failed")}</p>}>
            <Suspense fallback={<p className="muted flex h-64 items-center justify-center sm:h-72" role="status">{t("school.chart.loading")}</p>}>
              <TrendChart
                points={points}
                description={t("school.chart.alt", { from, to })}
                scoreLabel={t("school.chart.minScore")}
                rankLabel={t("school.chart.minRank")}
                locale={LOCALES[lang]}
              />
            </Suspense>
          </OnDemandBoundary>
        </figure>
      ) : (
        <p className="muted">{t("school.chart.oneYear")}</p>
      )}
      <Table caption={caption} head={head} testId="trend">
        {[...points].reverse().map((point) => (
          <tr key={point.year}>
            <th scope="row">{point.year}</th>
            {extra.includes("batch") && <td>{batch ?? ""}</td>}
            <td><Num value={point.minScore} lang={lang} /></td>
            <td><Num value={point.minRank} lang={lang} /></td>
            {extra.includes("avgScore") && <td><Num value={point.avgScore} lang={lang} /></td>}
            {extra.includes("maxScore") && <td><Num value={point.maxScore} lang={lang} /></td>}
            {extra.includes("planCount") && <td><Num value={point.planCount} lang={lang} /></td>}
          </tr>
        ))}
      </Table>
    </div>
  );
}
