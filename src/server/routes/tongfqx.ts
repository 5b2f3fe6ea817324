// /api/common/TongFQX: 同分去向. The units whose published minimum rank lay near the student's rank in the newest year
// with admission data (a rank window, ±5 % by default), by college, by major and by city. A score becomes a rank through
// that year's 一分一段 table. Derived from published minimum ranks, not from individual outcomes: every answer says so.
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, page, refused } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { pageWindow } from "../lib/ref";
import { cityAnswer, collegeAnswer, DERIVED_FROM, majorAnswer, professionAnswer, sameScoreRequest, type Basis, type EmptyReason } from "../../contracts/tongfqx";
import { rankOfScore } from "../../domain/score-rank";
import { checkScope, checkScore } from "../queries/taxonomy";
import { rankTable } from "../queries/score-ranks";
import { DEFAULT_WINDOW_PERCENT, rankWindow, sameScoreCities, sameScoreColleges, sameScoreMajors, sameScoreProfessions, sameScoreSources, unitYears, type Paging, type SameScoreFilter } from "../queries/same-score";

export const router = new OpenAPIHono<AppEnv>();

type Body = z.infer<typeof sameScoreRequest>;

const NOTE = "依据各招生单位公布的最低录取位次（或最低分）推算：列出的是最低录取位次落在你的位次附近的单位，不是同分考生的真实去向。";
const NOTE_EN = "Derived from the minimum ranks (or scores) the units published: these are the units whose last admitted candidate was ranked near you, not where candidates with your score actually went.";

type Resolved = { ok: true; filter: SameScoreFilter; basis: Omit<Basis, "sources" | "sample"> } | { ok: false; msg: string; reason: EmptyReason };

/** The province, year, subject type and window a request means, or why there is nothing to show. */
async function resolve(c: Ctx, body: Body): Promise<Resolved> {
  const database = c.get("deps").database;
  const scope = await checkScope(database, body);
  if (!scope.ok) throw refused(scope.field, scope.msg);
  const p = scope.province;
  const bad = checkScore(p, body.score);
  if (bad) throw refused(bad.field, bad.msg);
  const years = await unitYears(database, p.code);
  const entry = years.find((e) => (body.year == null || e.year === body.year) && (!body.subjectType || e.subjectTypes.includes(body.subjectType)));
  if (!entry) {
    return { ok: false, msg: `${p.name}${body.year != null ? `${body.year}年` : ""}${body.subjectType ?? ""}暂无招生单位的录取数据`, reason: { code: "noUnits", year: body.year ?? null, subjectType: body.subjectType ?? null, tableMin: null } };
  }
  const year = entry.year;
  const subjectType = body.subjectType ?? entry.subjectTypes[0]!;
  let rank = body.rank;
  if (body.score != null) {
    const table = await rankTable(database, p.code, year, subjectType);
    if (!table) {
      if (rank == null) return { ok: false, msg: `${p.name}${year}年${subjectType}没有一分一段表，无法把分数换算成位次，请直接输入位次`, reason: { code: "noTable", year, subjectType, tableMin: null } };
    } else {
      const found = rankOfScore(table.rows, body.score);
      if (!found) return { ok: false, msg: `${body.score} 分低于${year}年${subjectType}一分一段表的最低分 ${table.min} 分，无法换算位次`, reason: { code: "belowTable", year, subjectType, tableMin: table.min } };
      rank ??= found.rankEnd;
    }
  } else if (rank != null) {
    const table = await rankTable(database, p.code, year, subjectType);
    if (table && rank > table.size) throw refused("rank", `位次 ${rank} 超出${year}年${subjectType}一分一段表的人数 ${table.size}`);
  }
  const byScore = body.range != null && body.score != null;
  const window = byScore ? body.range! : (body.window ?? DEFAULT_WINDOW_PERCENT);
  const ranks = rankWindow(rank!, window);
  const area = body.area ? { area: { provinceName: body.area.province, cityName: body.area.city } } : {};
  const filter: SameScoreFilter = byScore
    ? { provinceCode: p.code, year, subjectType, by: "score", low: body.score! - window, high: body.score! + window, ...area }
    : { provinceCode: p.code, year, subjectType, by: "rank", low: ranks.low, high: ranks.high, ...area };
  return {
    ok: true, filter,
    basis: {
      scope: { province: p.code, year, subjectType }, score: body.score ?? null, rank: rank!, rankSource: body.score != null && body.rank == null ? "score" : "rank",
      by: filter.by, window, rankLow: byScore ? null : filter.low, rankHigh: byScore ? null : filter.high,
      scoreLow: byScore ? filter.low : null, scoreHigh: byScore ? filter.high : null, derivedFrom: DERIVED_FROM, note: NOTE, noteEn: NOTE_EN,
    },
  };
}

async function answer<Row>(c: Ctx, body: Body, list: (filter: SameScoreFilter, paging: Paging) => Promise<{ rows: Row[]; total: number }>) {
  const r = await resolve(c, body);
  const { current, size, offset } = pageWindow(body);
  if (!r.ok) return ok(c, { ...page([], 0, current, size), basis: null, reason: r.reason }, r.msg);
  const database = c.get("deps").database;
  const [{ rows, total }, { sources, sample }] = await Promise.all([list(r.filter, { size, offset }), sameScoreSources(database, r.filter)]);
  const data = { ...page(rows, total, current, size), basis: { ...r.basis, sample, sources }, reason: null };
  return total > 0 ? ok(c, data) : ok(c, data, `${r.basis.scope.year}年没有最低录取位次在 ${r.filter.low}–${r.filter.high}${r.filter.by === "rank" ? " 名" : " 分"}之间的招生单位`);
}

const description = "Units of the newest year with data (or `year`) whose published minimum rank lies within ±window % of the student's rank (default 5 %, at least ±50 places), or with `range` whose minimum score lies within score ± range; with `area`, only the units of that city's colleges. A score is read as its worst rank in that year's 一分一段 table. `basis` says how the list was chosen and that it is derived from published minimum ranks, not from individual outcomes. 400 naming the field for an unknown province/year/subject type, a score outside the province's range or a rank beyond the table; an empty page with `reason` (noUnits, noTable, belowTable) and a msg when the scope has no units or no table to read the score.";

api(router, { method: "post", path: "/tfqx-college", tags: ["same score"], summary: "同分去向 by college: colleges with units whose minimum rank was near the student's rank, with those units (paged)", description, body: sameScoreRequest, data: collegeAnswer },
  (c, { body }) => answer(c, body, (f, p) => sameScoreColleges(c.get("deps").database, f, p)));
api(router, { method: "post", path: "/tfqx-major", tags: ["same score"], summary: "同分去向 by major: majors (of units) whose minimum rank was near the student's rank (paged)", description, body: sameScoreRequest, data: majorAnswer },
  (c, { body }) => answer(c, body, (f, p) => sameScoreMajors(c.get("deps").database, f, p)));
api(router, { method: "post", path: "/tfqx-city", tags: ["same score"], summary: "同分去向 by city: where the colleges of those units are, with college, unit and plan counts (paged)", description, body: sameScoreRequest, data: cityAnswer },
  (c, { body }) => answer(c, body, (f, p) => sameScoreCities(c.get("deps").database, f, p)));
api(router, { method: "post", path: "/tfqx-profession", tags: ["same score"], summary: "同分去向 by profession: the professions the majors near the student's rank lead to, with how many of those majors and colleges (paged)", description, body: sameScoreRequest, data: professionAnswer },
  (c, { body }) => answer(c, body, (f, p) => sameScoreProfessions(c.get("deps").database, f, p)));
