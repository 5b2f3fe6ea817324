// Small numeric helpers shared by the model and the back-test. Pure functions, no dependencies.

/** Standard normal cumulative distribution (absolute error below 1e-7, plenty for probabilities shown to 2 decimals). */
export function normalCdf(z: number): number {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const erfOfAbs = erfNonNegative(Math.abs(z) / Math.SQRT2);
  return z >= 0 ? 0.5 * (1 + erfOfAbs) : 0.5 * (1 - erfOfAbs);
}

// Rational approximation 7.1.26 of Abramowitz & Stegun's Handbook of Mathematical Functions (x >= 0).
function erfNonNegative(x: number): number {
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return 1 - poly * Math.exp(-x * x);
}

/** Linear-interpolation quantile of an ascending array (q in [0, 1]); NaN for an empty array. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const lo = sorted[below] ?? NaN;
  const hi = sorted[above] ?? lo;
  return lo + (hi - lo) * (position - below);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return quantileSorted([...values].sort((a, b) => a - b), 0.5);
}

export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length === 0 ? NaN : sum / values.length;
}

export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let sum = 0;
  for (const v of values) sum += (v - m) * (v - m);
  return Math.sqrt(sum / (values.length - 1));
}

/** Half the distance between the 15.87 % and 84.13 % quantiles: the sigma of a normal, but not pulled by outliers. */
export function robustSpread(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (quantileSorted(sorted, 0.8413) - quantileSorted(sorted, 0.1587)) / 2;
}

/** Pearson correlation; null when either side has no variation or there are fewer than three pairs. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 3) return null;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx, dy = (ys[i] ?? 0) - my;
    sxy += dx * dy; sxx += dx * dx; syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}
