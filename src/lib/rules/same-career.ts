// The address of the career 同分去向 pages (/career/same-*): the lookup's own inputs (province code, year, subject
// type, score or rank, window — as /wel/sameScore keeps them) and, for one city's colleges, the city and its province
// as the by-city list names them (?city=南京市&cityProvince=江苏省; an empty city is the colleges that give none).
import { linesQueryParams, readLinesQuery, type LinesQuery } from "./lines";

export interface SameCareerQuery extends LinesQuery {
  /** as written in the address (checked by areaOf), undefined when absent */
  city?: string;
  cityProvince?: string;
}

export function readSameCareerQuery(search: string): SameCareerQuery {
  const q = new URLSearchParams(search);
  const { tab: _tab, ...out }: SameCareerQuery = readLinesQuery(search);
  const city = q.get("city");
  if (city != null) out.city = city.trim().slice(0, 40);
  const cityProvince = q.get("cityProvince");
  if (cityProvince != null) out.cityProvince = cityProvince.trim().slice(0, 40);
  return out;
}

/** The lookup's parameters, and the city's when one is chosen (an empty city kept: it names the colleges without one). */
export function sameCareerParams(query: SameCareerQuery): Record<string, string> {
  const { tab: _tab, ...lookup } = query;
  const out = linesQueryParams(lookup);
  if (query.cityProvince != null && query.cityProvince !== "") out.cityProvince = query.cityProvince;
  if (query.city != null && (query.city !== "" || out.cityProvince)) out.city = query.city;
  return out;
}

export type Area = { state: "missing" } | { state: "invalid" } | { state: "ok"; province: string; city: string };

const PROVINCE = /^[\p{Script=Han}]{2,10}$/u;
const CITY = /^[\p{Script=Han}]{0,20}$/u;

/** The city the address asks for: none, one the server would refuse (not a province and city in Chinese), or one to look up. */
export function areaOf(query: Pick<SameCareerQuery, "city" | "cityProvince">): Area {
  if (query.city == null && query.cityProvince == null) return { state: "missing" };
  const province = query.cityProvince ?? "";
  const city = query.city ?? "";
  if (!PROVINCE.test(province) || !CITY.test(city)) return { state: "invalid" };
  return { state: "ok", province, city };
}

export const SAME_PAGES = {
  overview: "/career/same-score",
  colleges: "/career/same-college-select",
  jobs: "/career/same-job-select",
  areas: "/career/same-area-select",
  area: "/career/same-area-details",
} as const;

/** A career same-score page with the same lookup (the city left out unless given). */
export function sameHref(path: string, query: SameCareerQuery, city?: { province: string; city: string }): string {
  const { city: _c, cityProvince: _p, ...lookup } = query;
  const params = sameCareerParams(city ? { ...lookup, cityProvince: city.province, city: city.city } : lookup);
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}
