import { htmlLang, languages, type Lang } from "@/lib/i18n";
import { escapeMarkup } from "./escape";

export interface SitemapEntry {
  paths: Record<Lang, string>;
  lastmod?: Date;
}

/** A sitemap with one <url> per page and language, each naming all language alternates (xhtml:link). */
export function sitemapXml(site: URL, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    languages.map((lang) => {
      const alternates = languages
        .map((other) => `<xhtml:link rel="alternate" hreflang="${htmlLang[other]}" href="${escapeMarkup(new URL(entry.paths[other], site).href)}"/>`)
        .join("");
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeMarkup(new URL(entry.paths[lang], site).href)}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
