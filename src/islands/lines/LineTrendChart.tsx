// The batch-line trend chart (recharts), loaded on demand by BatchLines.tsx. A picture of the table beside it: the same
// numbers, so screen readers get one short description and read the table.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface LineTrendChartProps {
  /** one point per year: {year, [batch]: score | null} */
  points: readonly { year: number; scores: Record<string, number | null> }[];
  /** batches in admission order with their label */
  batches: readonly { name: string; label: string }[];
  description: string;
  locale: string;
}

// Dark enough for 3:1 against white (WCAG non-text contrast); dashes tell lines apart without colour.
const COLOURS = ["#1f6fc6", "#b45309", "#047857", "#7c3aed", "#be123c", "#374151"];
const DASHES = ["", "6 4", "2 3", "8 3 2 3", "4 4", "1 4"];
const AXIS = { fill: "#4b5563", fontSize: 12 };

export default function LineTrendChart({ points, batches, description, locale }: LineTrendChartProps) {
  const data = points.map((p) => ({ year: String(p.year), ...p.scores }));
  const format = (value: unknown) => (typeof value === "number" ? value.toLocaleString(locale) : String(value ?? "—"));
  return (
    <div role="img" aria-label={description} className="h-64 w-full sm:h-72" data-chart="lines">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" />
          <XAxis dataKey="year" tick={AXIS} stroke="#6b7280" />
          <YAxis tick={AXIS} stroke="#6b7280" width={44} domain={["dataMin - 20", "dataMax + 20"]} allowDecimals={false} />
          <Tooltip formatter={format} />
          <Legend wrapperStyle={{ fontSize: 13, color: "#1f2937" }} />
          {batches.map((b, i) => (
            <Line key={b.name} type="linear" dataKey={b.name} name={b.label} stroke={COLOURS[i % COLOURS.length]} strokeWidth={2.5}
              strokeDasharray={DASHES[i % DASHES.length]} dot={{ r: 3.5 }} connectNulls isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
