// A unit's minimum rank by year with the prediction for the target year and its 80 % interval, and the student's rank
// as a line (recharts). Loaded on demand by ProbabilityDetail.tsx, so no other page carries chart code. It is a
// picture of the table beside it: the same numbers (chartPoints), so screen readers get one description and read the table.
import { CartesianGrid, ComposedChart, ErrorBar, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartPoints, type HistoryRow } from "@/lib/rules/probability";

export interface HistoryChartProps {
  rows: readonly HistoryRow[];
  studentRank: number;
  description: string;
  rankLabel: string;
  predictedLabel: string;
  yourRankLabel: string;
  locale: string;
}

// Dark enough for 3:1 against white (WCAG non-text contrast).
const RANK_COLOUR = "#1f6fc6";
const PREDICTED_COLOUR = "#b45309";
const STUDENT_COLOUR = "#15803d";
const AXIS = { fill: "#4b5563", fontSize: 12 };

export default function HistoryChart({ rows, studentRank, description, rankLabel, predictedLabel, yourRankLabel, locale }: HistoryChartProps) {
  const data = chartPoints(rows);
  const values = [studentRank, ...rows.flatMap((r) => [r.minRank, r.predicted, r.lower, r.upper])].filter((v): v is number => v != null);
  const [low, high] = niceRange(Math.min(...values), Math.max(...values));
  const format = (value: unknown) => (typeof value === "number" ? value.toLocaleString(locale) : Array.isArray(value) ? "" : String(value ?? "—"));
  const hasPrediction = rows.some((r) => r.predicted != null);
  return (
    <div role="img" aria-label={description} className="h-64 w-full sm:h-72" data-chart="history" data-years={data.map((p) => p.year).join(",")}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" />
          <XAxis dataKey="year" tick={AXIS} stroke="#6b7280" padding={{ left: 16, right: 24 }} />
          {/* a better rank is a smaller number: drawn higher */}
          <YAxis reversed tick={AXIS} stroke="#6b7280" width={64} domain={[low, high]} tickCount={5} allowDecimals={false} tickFormatter={format} />
          <Tooltip formatter={format} />
          <Legend wrapperStyle={{ fontSize: 13, color: "#1f2937" }} />
          <ReferenceLine y={studentRank} stroke={STUDENT_COLOUR} strokeWidth={2} strokeDasharray="2 3"
            label={{ value: yourRankLabel, position: "insideTopLeft", fill: "#14532d", fontSize: 12 }} />
          <Line type="linear" dataKey="minRank" name={rankLabel} stroke={RANK_COLOUR} strokeWidth={2.5} dot={{ r: 4 }} connectNulls isAnimationActive={false} />
          {hasPrediction && (
            <Line type="linear" dataKey="predicted" name={predictedLabel} stroke={PREDICTED_COLOUR} strokeWidth={2} strokeDasharray="6 4" dot={{ r: 4 }} connectNulls isAnimationActive={false}>
              <ErrorBar dataKey="interval" width={10} strokeWidth={2} stroke={PREDICTED_COLOUR} direction="y" />
            </Line>
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A rounded axis range around the values (a little room on both sides), so the ticks are round numbers. */
function niceRange(min: number, max: number): [number, number] {
  const pad = Math.max(1, (max - min) * 0.1);
  const span = max - min + 2 * pad;
  const step = Math.pow(10, Math.floor(Math.log10(span / 4)));
  const unit = [1, 2, 5, 10].map((m) => m * step).find((s) => span / s <= 5) ?? step * 10;
  return [Math.max(0, Math.floor((min - pad) / unit) * unit), Math.ceil((max + pad) / unit) * unit];
}
