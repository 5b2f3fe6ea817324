// `npx tsx scripts/recommend-walk.ts` (DATA_DIR or DATABASE_URL: a database with real data imported): walks the
// volunteer recommender (按比例推荐, 45 places at 3:4:3) through the API for a province's students at a range of ranks,
// and prints, per rank, how many of the 45 it fills and with which bands, how many candidates each band's search
// window holds, and whether the probability list's 保 count is what the 保 page lists and holds every 保 it picked.
// Options: --province 44 --type 物理类 --batch 本科批 --ranks 1000,5000,20000 --account student --tenant 000000
import { parseArgs } from "node:util";
import { createApp } from "../src/server/app";
import { createDeps, prepareDatabase } from "../src/server/db/bootstrap";
import { cohortCurves, storedCohort, unitsAtRank } from "../src/server/queries/probability";
import { bandWindow, type RecommendBand } from "../src/domain/volunteer/recommend";
import { DEFAULT_RATIO, ratioCounts } from "../src/lib/rules/volunteer";
import { nextApplicationRound } from "../src/domain/calendar";
import { RULE_YEARS } from "../src/domain/volunteer/rules";

const { values } = parseArgs({
  options: {
    province: { type: "string", default: "44" }, type: { type: "string", default: "物理类" }, batch: { type: "string", default: "本科批" },
    ranks: { type: "string", default: "1000,5000,20000,60000,120000,200000" }, slots: { type: "string", default: "45" },
    account: { type: "string", default: "student" }, password: { type: "string", default: "Student@2026" }, tenant: { type: "string", default: "000000" },
  },
});
const database = await prepareDatabase({ log: false });
const app = createApp(await createDeps(database, false));
const CLIENT = "Basic " + Buffer.from("qihang:qihang_secret").toString("base64");
let token = "";
async function post(url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(url, {
    method: "POST", body: body === undefined ? undefined : JSON.stringify(body),
    headers: { Authorization: CLIENT, "Content-Type": "application/json", ...(token ? { "Blade-Auth": `bearer ${token}` } : {}), ...headers },
  });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  if (json.code !== 200) throw new Error(`${url}: ${res.status} ${json.msg}`);
  return json.data;
}
const login = await post(`/api/blade-auth/token?tenantId=${values.tenant}&username=${values.account}&password=${encodeURIComponent(values.password!)}&grantType=password&type=account`,
  undefined, { "Tenant-Id": values.tenant!, "User-Type": "career" });
token = login.accessToken;

// the form of the next round, as the fill page opens it (the newest rule year at most)
const round = nextApplicationRound(new Date(), values.province).year;
const formYear = Math.min(round, RULE_YEARS.at(-1)!);
const counts = ratioCounts(DEFAULT_RATIO, Number(values.slots));
const bands: RecommendBand[] = ["冲", "稳", "保"];
console.log(`province ${values.province} ${values.type} ${values.batch}; form ${formYear}; asked ${JSON.stringify(counts)}`);
console.log("rank\tfilled\t冲/稳/保 picked\tcandidates in each band's window 冲/稳/保\tlist 保 = 保 page\tevery 保 pick on the 保 page\ttarget\ttook");
for (const rank of values.ranks!.split(",").map(Number)) {
  const started = Date.now();
  const rec = await post("/api/common/volunteer/recommend", { province: values.province, year: formYear, batch: values.batch, rank, counts });
  const took = Date.now() - started;
  const picked = Object.fromEntries([...bands, "难"].map((b) => [b, rec.units.filter((u: { band?: string }) => u.band === b).length]));
  const targetYear: number = rec.basis.targetYear;
  const scope = { province: values.province, subjectType: values.type, batch: values.batch, year: targetYear, rank };
  const list = await post("/api/common/CeGL/getLqgl", { ...scope, size: 1 });
  // the 保 page, every page of it
  const safe = new Set<string>();
  let total = 0;
  for (let current = 1; ; current++) {
    const page = await post("/api/common/CeGL/getLqgl", { ...scope, band: "保", size: 500, current });
    total = page.total;
    for (const u of page.records) safe.add(u.unitKey);
    if (current >= page.pages) break;
  }
  const safePicks = rec.units.filter((u: { band?: string }) => u.band === "保");
  // what each band's search window holds before the form's own checks (选科, special plans, 中外合作, fees) leave some out
  const stored = await storedCohort(database, { provinceCode: values.province!, subjectType: values.type!, batch: values.batch!, targetYear });
  const curves = await cohortCurves(database, stored);
  const inWindow: number[] = [];
  for (const band of bands) {
    const found = await unitsAtRank(database, stored, rank, {}, { band, order: "asc", size: 1, offset: 0, near: bandWindow(curves, band) ?? undefined });
    inWindow.push(found.total);
  }
  console.log([
    rank, `${rec.units.length}/${Number(values.slots)}`, `${picked.冲}/${picked.稳}/${picked.保}${picked.难 ? ` (+${picked.难} 难)` : ""}`, inWindow.join("/"),
    `${list.counts.保} ${list.counts.保 === total && total === safe.size ? "=" : "≠"} ${total} (window ${list.near.from}–${list.near.to}×)`,
    safePicks.every((u: { unitKey: string }) => safe.has(u.unitKey)) ? `yes (${safePicks.length})` : "NO", targetYear, `${took} ms`,
  ].join("\t"));
}
await database.close();
