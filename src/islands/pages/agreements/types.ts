// The shape of the portal's agreements (portal.md §2 avatar menu: user agreement ?page=1, privacy agreement ?page=2).
// Each language has the same sections in the same order with the same ids and item counts (checked by a unit test).
import type { Lang } from "@/lib/i18n";

export interface AgreementSection {
  /** Anchor id, the same in both languages. */
  id: string;
  heading: string;
  /** Paragraphs before the list. */
  paragraphs: string[];
  /** Optional bullet list. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface AgreementText {
  title: string;
  /** Paragraphs before the first section. */
  intro: string[];
  sections: AgreementSection[];
}

export type Agreement = Record<Lang, AgreementText>;

/** The day the current texts took effect (ISO date, Asia/Shanghai). */
export const EFFECTIVE_DATE = "2026-11-21";

/** ?page=2 is the privacy agreement; anything else (1, missing, unknown) the user agreement. */
export function agreementPage(search: string): "1" | "2" {
  return new URLSearchParams(search).get("page") === "2" ? "2" : "1";
}
