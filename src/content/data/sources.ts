import type { Bilingual } from "./bilingual";

/**
 * Where a guide's facts come from. Every guide data module that states a year-specific fact exports `sources`;
 * the page lists them under its "资料来源" heading. A source is the publisher's own text (教育部 and 阳光高考, 国防部,
 * the services' recruitment sites, 民航局, a provincial examination authority, the university itself); where only a
 * news report of it was found, the source says so (`kind: "report"`) and names the outlet. Scraper and mirror sites
 * are never cited (tests/unit/guides/content.test.ts checks every address against PUBLISHER_HOSTS and REPORT_HOSTS).
 */
export interface Source {
  /** Publisher and title (with the document number where there is one); for a report, the outlet too. */
  title: Bilingual;
  /**
   * The address of the page holding the text (for a report, the outlet's page), never a bare site root. Left out
   * when the page itself could not be reached to check it: the page then says the address was not verified, and the
   * title, document number and date are what a reader searches the publisher's site for.
   */
  url?: string;
  /** "publisher": the issuing body's own site; "report": only a news report of it was found. */
  kind: "publisher" | "report";
  /** Publication date as printed ("2025-06-16"), or the year when only that is known. */
  date: string;
  /** The facts on the page that rest on it. */
  supports: Bilingual;
}

/** Hosts of issuing bodies: government, military, examination authorities and universities (a suffix match). */
export const PUBLISHER_HOSTS = [
  "gov.cn", "edu.cn", "mil.cn", "chsi.com.cn", "edu.hk", "hku.hk", "edu.mo",
  // provincial examination authorities on their own domains
  "sdzk.cn", "zjzs.net", "hneeb.cn", "lzk.hl.cn", "nm.zsks.cn", "nxjyks.cn",
] as const;

/**
 * Hosts of news organisations whose reports we cite where the publisher's own text was not found (Xinhua, People's
 * Daily, PLA Daily, HK01, Chongqing Daily, CCTV, China Science Daily, China News Service, Dazhong Daily's dzwww.com).
 */
export const REPORT_HOSTS = [
  "news.cn", "xinhuanet.com", "people.com.cn", "81.cn", "hk01.com", "cqrb.cn", "cctv.com", "sciencenet.cn", "chinanews.com.cn", "dzwww.com",
] as const;

/** Whether an address points at a page rather than a site's front page ("https://www.moe.gov.cn/" says nothing). */
export function isPageAddress(url: string): boolean {
  const { pathname, search } = new URL(url);
  return pathname.replace(/\/+$/, "") !== "" || search !== "";
}

/** Whether an address belongs to one of the listed hosts (the host itself or a subdomain of it). */
export function hostIsIn(url: string, hosts: readonly string[]): boolean {
  const host = new URL(url).hostname;
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
