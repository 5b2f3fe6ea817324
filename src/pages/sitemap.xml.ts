import type { APIRoute } from "astro";
import { guidesOf } from "@/lib/guides/collection";
import { sitemapXml, type SitemapEntry } from "@/lib/guides/sitemap";
import { guideHref, guidesIndexHref } from "@/lib/guides/paths";

// Every public page in both languages, each listing its other-language alternate.
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL("http://localhost:4321");
  const [zh, en] = await Promise.all([guidesOf("zh"), guidesOf("en")]);
  const updated = new Map(zh.map((guide) => [guide.slug, guide.updated]));
  for (const guide of en) {
    const other = updated.get(guide.slug);
    if (!other || guide.updated > other) updated.set(guide.slug, guide.updated);
  }
  const entries: SitemapEntry[] = [
    { paths: { zh: guidesIndexHref("zh"), en: guidesIndexHref("en") } },
    ...zh.map((guide) => ({
      paths: { zh: guideHref("zh", guide.slug), en: guideHref("en", guide.slug) },
      lastmod: updated.get(guide.slug),
    })),
  ];
  return new Response(sitemapXml(base, entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
