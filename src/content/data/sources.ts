import type { Bilingual } from "./bilingual";

/**
 * Where a guide's facts come from. Every guide data module that states a year-specific fact exports `sources`;
 * the page lists them under its "资料来源" heading. Reposts are named as reposts, with the original publisher.
 */
export interface Source {
  /** Publisher and title as published, and the site that reposted it where we read a repost. */
  title: Bilingual;
  /** The address we read it at. */
  url: string;
  /** Publication date as printed ("2025-06-16"), or the year when only that is known. */
  date: string;
  /** The facts on the page that rest on it. */
  supports: Bilingual;
}
