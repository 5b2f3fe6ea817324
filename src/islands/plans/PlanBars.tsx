// The plan-change chart of one college (recharts), loaded on demand by EnrollPlanDetail.tsx: per unit a bar for last
// year's plan and one for this year's. A picture of the table below it: the same numbers, so screen readers get one
// short description and read the table.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { UnitBar } from "@/lib/rules/plans";

export interface PlanBarsProps {
  bars: readonly UnitBar[];
  nowLabel: string;
  lastLabel: string;
  description: string;
  locale: string;
}

// Dark enough for 3:1 against white (WCAG non-text contrast); last year's bars are grey, this year's the brand blue.
const NOW = "#1f6fc6";
const LAST = "#6b7280";
const AXIS = { fill: "#374151", fontSize: 12 };

const short = (text: string) => (text.length > 9 ? `${text.slice(0, 8)}…` : text);

export default function PlanBars({ bars, nowLabel, lastLabel, description, locale }: PlanBarsProps) {
  const data = bars.map((b) => ({ label: b.label, now: b.now, last: b.last }));
  const height = Math.max(160, bars.length * 44 + 56);
  const format = (value: unknown) => (typeof value === "number" ? value.toLocaleString(locale) : String(value ?? "—"));
  return (
    <div role="img" aria-label={description} className="w-full" style={{ height }} data-chart="plan-bars">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} barGap={2} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={AXIS} stroke="#6b7280" allowDecimals={false} />
          <YAxis type="category" dataKey="label" tick={AXIS} stroke="#6b7280" width={92} tickFormatter={short} interval={0} />
          <Tooltip formatter={format} />
          <Legend wrapperStyle={{ fontSize: 13, color: "#1f2937" }} />
          <Bar dataKey="last" name={lastLabel} fill={LAST} isAnimationActive={false} maxBarSize={16} />
          <Bar dataKey="now" name={nowLabel} fill={NOW} isAnimationActive={false} maxBarSize={16} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
