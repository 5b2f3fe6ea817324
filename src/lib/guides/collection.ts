import { getCollection, type CollectionEntry } from "astro:content";
import type { Lang } from "@/lib/i18n";
import { splitGuideId } from "./schema";

export type GuideEntry = CollectionEntry<"guides">;

/** All guides of one language with their slug, in a stable order. */
export async function guidesOf(lang: Lang) {
  const entries = await getCollection("guides", (entry) => splitGuideId(entry.id).lang === lang);
  return entries
    .map((entry) => ({ entry, slug: splitGuideId(entry.id).slug, ...entry.data }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}
