import { readFileSync } from "node:fs";
import { parseHistoryCsv, parseScoreRanksCsv, poolLookup, fitModel, predictUnit, admissionProbability, groupByUnit, cohortKey } from "./src/domain/probability";
const D="/work/shared/data/";
const [h,s,target]=process.argv.slice(2);
const rows = parseHistoryCsv(readFileSync(D+h!,"utf8")).rows.filter(r=>r.year<=+target!);
const inputs = s && s!=="-" ? { pool: poolLookup(parseScoreRanksCsv(readFileSync(D+s,"utf8"))) } : {};
const byC = new Map<string, typeof rows>(); for (const r of rows) { const k=cohortKey(r); (byC.get(k) ?? byC.set(k,[]).get(k)!).push(r); }
const hist = new Array(10).fill(0); const byStrat = new Map<string, number[]>();
for (const [c, list] of byC) {
  const blind = list.map(r => r.year < +target! ? r : { ...r, minRank: null });
  const m = fitModel(blind, +target!, {}, inputs);
  for (const [k, u] of groupByUnit(list)) {
    const actual = u.find(r=>r.year===+target!)?.minRank; const prev = u.find(r=>r.year===+target!-1)?.minRank; if (!actual||!prev) continue;
    const p = predictUnit(m, u.map(r => r.year < +target! ? r : { ...r, minRank: null }));
    if (p.refused) continue;
    const pit = admissionProbability(p, actual); // P(min rank >= actual)
    hist[Math.min(9, Math.floor(pit*10))]++;
    const key = `${c}|${p.widenedBy.join("+")}|${p.years.length}`; (byStrat.get(key) ?? byStrat.set(key, []).get(key)!).push(pit);
  }
}
const n = hist.reduce((a,b)=>a+b,0); console.log("PIT deciles (uniform = 10% each):", hist.map(x=>(100*x/n).toFixed(1)).join(" "));
for (const [k, v] of [...byStrat].sort()) { if (v.length<100) continue; const lo=v.filter(x=>x<0.25).length/v.length, hi=v.filter(x=>x>0.75).length/v.length, mid=v.filter(x=>x>=0.25&&x<=0.75).length/v.length; console.log(k, v.length, "lo",lo.toFixed(2),"mid",mid.toFixed(2),"hi",hi.toFixed(2)); }
