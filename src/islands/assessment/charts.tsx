// The report charts, drawn by us in SVG and CSS (no chart library): a radar for profiles of six to eleven dimensions,
// bars for scores against a scale, and two-sided bars for the personality pairs. Every chart is a picture with a short
// text name; the table beside it has the same numbers.
import { radarGeometry } from "@/lib/rules/assessment";

export function RadarChart({ label, axes }: { label: string; axes: readonly { name: string; value: number }[] }) {
  const g = radarGeometry(axes.map((a) => a.value), 400, 84);
  return (
    <svg viewBox={`0 0 ${g.size} ${g.size}`} className="mx-auto block h-auto w-full max-w-[28rem]" role="img" aria-label={label} data-chart="radar">
      {g.rings.map((ring, i) => <polygon key={i} points={ring} fill="none" stroke="#c0c4cc" strokeWidth={i === 3 ? 1.2 : 0.7} />)}
      {g.axes.map((a, i) => <line key={i} x1={g.center} y1={g.center} x2={a.x} y2={a.y} stroke="#c0c4cc" strokeWidth={0.7} />)}
      <polygon points={g.shape} fill="var(--primary)" fillOpacity={0.28} stroke="var(--primary-strong)" strokeWidth={2} />
      {g.axes.map((a, i) => (
        <text key={i} x={a.labelX} y={a.labelY} textAnchor={a.anchor} dominantBaseline="middle" fontSize={12} fill="#303133">
          <tspan>{axes[i]!.name}</tspan>
          <tspan x={a.labelX} dy={14} fontWeight={700}>{axes[i]!.value}</tspan>
        </text>
      ))}
    </svg>
  );
}

/** Horizontal bars, 0–`max` (default 100, or the row's own); each bar can carry several series (self, exam, combined). */
export function Bars({ label, rows, max = 100, series }: {
  label: string;
  rows: readonly { name: string; values: readonly (number | null)[]; marker?: boolean; max?: number }[];
  max?: number;
  series?: readonly string[];
}) {
  const shades = ["bg-[var(--primary-strong)]", "bg-amber-600", "bg-emerald-700"];
  return (
    <figure className="m-0 flex flex-col gap-2" role="img" aria-label={label} data-chart="bars">
      {series && series.length > 1 && (
        <div className="flex flex-wrap gap-3 text-xs" aria-hidden="true">
          {series.map((s, i) => <span key={s} className="inline-flex items-center gap-1"><span className={`inline-block h-2.5 w-4 rounded-sm ${shades[i]}`} />{s}</span>)}
        </div>
      )}
      {rows.map((row) => (
        <div key={row.name} className="grid grid-cols-[minmax(4.5rem,9rem)_1fr] items-center gap-2 text-sm" aria-hidden="true">
          <span className={`truncate ${row.marker ? "font-bold" : ""}`} title={row.name}>{row.name}</span>
          <span className="flex flex-col gap-0.5">
            {row.values.map((v, i) => (
              <span key={i} className="flex items-center gap-2">
                <span className="h-3 flex-1 rounded-sm bg-[#ebeef5]">
                  {v != null && <span className={`block h-3 rounded-sm ${shades[i % shades.length]}`} style={{ width: `${Math.max(0, Math.min(100, (v / (row.max ?? max)) * 100))}%` }} />}
                </span>
                <span className="w-9 text-right tabular-nums">{v ?? "—"}</span>
              </span>
            ))}
          </span>
        </div>
      ))}
    </figure>
  );
}

/** A pair of opposite preferences as one bar leaning left or right from the middle. */
export function PairBar({ first, second, firstPercent }: { first: string; second: string; firstPercent: number }) {
  const lean = firstPercent - 50;
  return (
    <div className="grid grid-cols-[5rem_1fr_5rem] items-center gap-2 text-sm" aria-hidden="true" data-pair>
      <span className={`text-right ${lean > 0 ? "font-bold" : ""}`}>{first} {firstPercent}</span>
      <span className="relative h-4 rounded-sm bg-[#ebeef5]">
        <span className="absolute inset-y-0 left-1/2 w-px bg-[#909399]" />
        <span className="absolute inset-y-0 rounded-sm bg-[var(--primary-strong)]"
          style={lean >= 0 ? { right: "50%", width: `${lean}%` } : { left: "50%", width: `${-lean}%` }} />
      </span>
      <span className={lean < 0 ? "font-bold" : ""}>{100 - firstPercent} {second}</span>
    </div>
  );
}
