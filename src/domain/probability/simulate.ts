// The whole volunteer form under the admission-probability model. In parallel volunteering (平行志愿, 分数优先, 一次投档)
// a candidate is sent (投档) to the first unit on the form whose last admitted rank this year is at or beyond theirs;
// there they are admitted into one of the majors they chose, or by 调剂 into another, or, with 调剂 refused and no
// chosen major within reach, sent back (退档) and out of the batch. Not sent anywhere is 滑档.
//
// The units of one province do not move independently: a year that is easier for one is easier for most (the model's
// uncertain year shift, common to all of them). So the chances are worked out for each value of that shared shift and
// then averaged over it; for a single unit this gives back exactly the probability the model states for it.

import type { FittedModel } from "./model";
import { normalCdf } from "./stats";

/** A unit on the form as the model predicted it (see UnitPrediction), or refused (no chance stated). */
export type SimulatedUnit =
  | { refused: true }
  | {
      refused: false;
      baseRank: number;
      stratum: number;
      factor: number;
      gap: number;
      /**
       * For 退档: the best chosen major's last min rank ÷ the unit's (≤ 1 when the major was harder to get than the
       * unit), or null when the majors publish no ranks (the risk cannot be estimated) or none was chosen.
       */
      bestMajorRatio: number | null;
      /** 服从调剂: accepts another major of the unit when the chosen ones are out of reach */
      adjust: boolean;
    };

export interface EntryOutcome {
  /** the chance of being sent to this unit (none of the earlier ones took the candidate) */
  sent: number;
  /** the chance of being admitted here */
  admitted: number;
  /** the chance of being sent here and sent back (调剂 refused, no chosen major within reach) */
  returned: number;
}

export interface FormSimulation {
  entries: EntryOutcome[];
  /** the chance of being admitted by some entry of the form */
  admitted: number;
  /** 滑档: sent to no unit at all */
  slip: number;
  /** 退档: sent to a unit and sent back */
  returned: number;
  /** the entry most likely to admit (index into the form), null when no entry can */
  mostLikely: number | null;
  /** entries whose chance could not be stated (refused by the model): counted as never admitting */
  unknown: number[];
  /** entries with 调剂 refused whose majors publish no ranks: their 退档 risk is not in `returned` */
  returnUnknown: number[];
}

/** Points and weights of the standard normal on an even grid: the shared shift is integrated over these. */
const GRID = (() => {
  const points = 61;
  const z = Array.from({ length: points }, (_, i) => -6 + (12 * i) / (points - 1));
  const density = z.map((v) => Math.exp(-0.5 * v * v));
  const total = density.reduce((a, b) => a + b, 0);
  return z.map((v, i) => ({ z: v, w: density[i]! / total }));
})();

/**
 * Simulates a form (units in the student's order) for a candidate of the given rank. Units must come from one fitted
 * model (one province, subject type and batch).
 */
export function simulateForm(model: FittedModel, units: readonly SimulatedUnit[], rank: number): FormSimulation {
  const shiftSd = model.yearShiftSd.value;
  // per unit: its own movement (offsets and kernel) without the shared part, and the shared part's scale
  const prepared = units.map((u) => {
    if (u.refused) return null;
    const stratum = model.strata[u.stratum];
    if (!stratum) throw new Error(`simulateForm: no rank range ${u.stratum} in the model`);
    const offsets = stratum.offsets.map((o) => stratum.shift * u.gap + u.factor * (o - stratum.shift));
    const threshold = Math.log(Math.max(1, rank) / u.baseRank);
    return {
      offsets,
      ownBandwidth: Math.max(1e-6, stratum.bandwidth * u.factor),
      shared: shiftSd * Math.sqrt(u.gap),
      threshold,
      // clearing the best chosen major needs a cutoff 1/ratio times the candidate's rank
      majorThreshold: u.bestMajorRatio != null && u.bestMajorRatio > 0 ? threshold - Math.log(Math.min(1, u.bestMajorRatio)) : null,
      adjust: u.adjust,
    };
  });
  const entries: EntryOutcome[] = units.map(() => ({ sent: 0, admitted: 0, returned: 0 }));
  let slip = 0;
  for (const { z, w } of GRID) {
    let notYet = 1;
    for (let i = 0; i < prepared.length; i += 1) {
      // once a candidate is surely placed (below 1e-12) the later entries add nothing a rounded figure could show
      if (notYet < 1e-12) break;
      const u = prepared[i];
      if (!u) continue;
      const clears = (t: number) => {
        let sum = 0;
        for (const o of u.offsets) sum += normalCdf((o + u.shared * z - t) / u.ownBandwidth);
        return sum / u.offsets.length;
      };
      const sent = clears(u.threshold);
      const withMajor = u.adjust || u.majorThreshold == null ? sent : Math.min(sent, clears(u.majorThreshold));
      entries[i]!.sent += w * notYet * sent;
      entries[i]!.admitted += w * notYet * withMajor;
      entries[i]!.returned += w * notYet * (sent - withMajor);
      notYet *= 1 - sent;
    }
    slip += w * notYet;
  }
  const admitted = entries.reduce((sum, e) => sum + e.admitted, 0);
  const returned = entries.reduce((sum, e) => sum + e.returned, 0);
  let mostLikely: number | null = null;
  entries.forEach((e, i) => { if (e.admitted > 1e-4 && (mostLikely === null || e.admitted > entries[mostLikely]!.admitted)) mostLikely = i; });
  return {
    entries,
    admitted,
    slip,
    returned,
    mostLikely,
    unknown: units.flatMap((u, i) => (u.refused ? [i] : [])),
    returnUnknown: units.flatMap((u, i) => (!u.refused && !u.adjust && u.bestMajorRatio == null ? [i] : [])),
  };
}
