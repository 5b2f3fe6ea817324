// The admission routes as the 升学路径 pages receive them: every guide (src/content/guides) with its words in both
// languages, its shelf and its update date, read once at build time by the .astro pages — the facts stay in the guides.
import { guidesOf } from "@/lib/guides/collection";
import { guideCategories } from "@/lib/guides/schema";
import { t } from "@/lib/i18n";
import type { AdmissionRoute, RouteCategory } from "@/lib/rules/career";

export interface RouteInfo extends AdmissionRoute {
  /** the guide's last update (YYYY-MM-DD) */
  updated: string;
}
export interface RouteCatalog {
  routes: RouteInfo[];
  /** the shelves in display order, with their names */
  categories: { id: RouteCategory; name: { zh: string; en: string } }[];
}

export async function routeCatalog(): Promise<RouteCatalog> {
  const [zh, en] = await Promise.all([guidesOf("zh"), guidesOf("en")]);
  const routes = zh.map((guide): RouteInfo => {
    const english = en.find((e) => e.slug === guide.slug) ?? guide;
    return {
      slug: guide.slug,
      category: guide.category,
      title: { zh: guide.title, en: english.title },
      shortTitle: { zh: guide.shortTitle ?? guide.title, en: english.shortTitle ?? english.title },
      description: { zh: guide.description, en: english.description },
      updated: guide.updated.toISOString().slice(0, 10),
    };
  });
  const categories = guideCategories.map((id) => ({ id, name: { zh: t("zh", `category.${id}`), en: t("en", `category.${id}`) } }));
  return { routes, categories };
}
