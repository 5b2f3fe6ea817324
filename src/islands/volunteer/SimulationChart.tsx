// The whole-form simulation as bars: for each entry, the chance of being admitted there (recharts). Loaded on demand by
// Simulation.tsx, so no other screen carries chart code. It pictures the table beside it (the same rows).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SimulationRow } from "@/lib/rules/volunteer";

export interface SimulationChartProps {
  rows: readonly SimulationRow[];
  description: string;
  admittedLabel: string;
  likelyLabel: string;
  positionLabel: (n: number) => string;
}

// dark enough for 3:1 against white (WCAG non-text contrast); the most likely entry stands out by a darker fill and its label in the table
const BAR = "#1f6fc6";
const LIKELY = "#15803d";
const AXIS = { fill: "#4b5563", fontSize: 12 };

export default function SimulationChart({ rows, description, admittedLabel, likelyLabel, positionLabel }: SimulationChartProps) {
  // two series stacked in one place: the most likely entry's bar is its own series (its own colour and legend entry)
  const pct = (p: number) => Math.round(p * 1000) / 10;
  const data = rows.map((r) => ({ position: String(r.position), admitted: r.mostLikely ? null : pct(r.admitted), likely: r.mostLikely ? pct(r.admitted) : null }));
  return (
    <div role="img" aria-label={description} className="h-56 w-full" data-chart="simulation" data-bars={rows.length}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="position" tick={AXIS} stroke="#6b7280" interval="preserveStartEnd" minTickGap={8} />
          <YAxis tick={AXIS} stroke="#6b7280" width={40} domain={[0, "auto"]} tickFormatter={(v: number) => `${v}%`} />
          <Tooltip formatter={(v) => `${v}%`} labelFormatter={(label) => positionLabel(Number(label))} />
          <Legend wrapperStyle={{ fontSize: 12, color: "#1f2937" }} />
          <Bar dataKey="admitted" name={admittedLabel} stackId="one" fill={BAR} isAnimationActive={false} />
          <Bar dataKey="likely" name={likelyLabel} stackId="one" fill={LIKELY} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
