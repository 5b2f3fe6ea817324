// The score distribution of one 一分一段 table (recharts): candidates per score, the student's score marked. Loaded on
// demand by Burst.tsx; the table beside it lists the same numbers.
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface DistributionChartProps {
  points: readonly { score: number; count: number }[];
  /** the student's score, marked with a line */
  mark: number | null;
  markLabel: string;
  countLabel: string;
  description: string;
  locale: string;
}

const AXIS = { fill: "#4b5563", fontSize: 12 };

export default function DistributionChart({ points, mark, markLabel, countLabel, description, locale }: DistributionChartProps) {
  const format = (value: unknown) => (typeof value === "number" ? value.toLocaleString(locale) : String(value ?? "—"));
  return (
    <div role="img" aria-label={description} className="h-56 w-full sm:h-72" data-chart="distribution">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={[...points]} margin={{ top: 20, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" />
          <XAxis dataKey="score" type="number" domain={["dataMin", "dataMax"]} tick={AXIS} stroke="#6b7280" allowDecimals={false} tickCount={8} />
          <YAxis tick={AXIS} stroke="#6b7280" width={48} tickFormatter={format} allowDecimals={false} />
          <Tooltip formatter={(value) => [format(value), countLabel]} labelFormatter={(label) => String(label)} />
          <Area type="monotone" dataKey="count" name={countLabel} stroke="#1f6fc6" fill="#cfe0f5" strokeWidth={2} isAnimationActive={false} />
          {mark != null && <ReferenceLine x={mark} stroke="#b45309" strokeWidth={2} strokeDasharray="5 3" label={{ value: markLabel, position: "top", fill: "#92400e", fontSize: 12 }} />}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
