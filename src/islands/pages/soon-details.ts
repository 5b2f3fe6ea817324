// What each section still being built will offer, in full (the coming-soon page shows it under its one-line
// summary, the soon.* string). Kept out of the portal strings so only the coming-soon page downloads it. Every route
// of portal.md §2 is built now, so no section is waiting; a route added to the table before its page is ready gets
// its description here (texts.test checks the two lists match).
import type { Lang } from "@/lib/i18n";

export const SOON_DETAILS: Record<string, Record<Lang, string>> = {};
