// The score-line trend chart (recharts). Loaded on demand by Trend.tsx, only on the score-line tabs, so no other
// page of the school carries chart code. It is a picture of the table next to it: the same numbers, so screen
// readers get one short description and read the table.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ScorePoint } from "@/lib/rules/school";

export interface TrendChartProps {
  points: readonly ScorePoint[];
  /** What the picture shows, for screen readers. */
  description: string;
  scoreLabel: string;
  rankLabel: string;
  locale: string;
}

// Dark enough for 3:1 against white (WCAG non-text contrast).
const SCORE_COLOUR = "#1f6fc6";
const RANK_COLOUR = "#b45309";
const AXIS = { fill: "#4b5563", fontSize: 12 };

export default function TrendChart({ points, description, scoreLabel, rankLabel, locale }: TrendChartProps) {
  const data = points.map((point) => ({ year: String(point.year), minScore: point.minScore, minRank: point.minRank }));
  const hasRank = points.some((point) => point.minRank != null);
  const format = (value: unknown) => (typeof value === "number" ? value.toLocaleString(locale) : String(value ?? "—"));
  return (
    <div role="img" aria-label={description} className="h-64 w-full sm:h-72" data-chart>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" />
          <XAxis dataKey="year" tick={AXIS} stroke="#6b7280" />
          <YAxis yAxisId="score" tick={AXIS} stroke="#6b7280" width={44} domain={["dataMin - 10", "dataMax + 10"]} allowDecimals={false} />
          {hasRank && <YAxis yAxisId="rank" orientation="right" reversed tick={AXIS} stroke="#6b7280" width={56} domain={["auto", "auto"]} allowDecimals={false} tickFormatter={format} />}
          <Tooltip formatter={format} />
          <Legend wrapperStyle={{ fontSize: 13, color: "#1f2937" }} itemSorter={(item) => (item.dataKey === "minScore" ? 0 : 1)} />
          <Line yAxisId="score" type="linear" dataKey="minScore" name={scoreLabel} stroke={SCORE_COLOUR} strokeWidth={2.5} dot={{ r: 4 }} connectNulls isAnimationActive={false} />
          {hasRank && <Line yAxisId="rank" type="linear" dataKey="minRank" name={rankLabel} stroke={RANK_COLOUR} strokeWidth={2} strokeDasharray="6 4" dot={{ r: 3 }} connectNulls isAnimationActive={false} />}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
