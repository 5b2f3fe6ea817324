// The admission routes' names in both languages, from the guides (each route is a guide), read at build time by the
// pages that list the student's routes.
import { guidesOf } from "@/lib/guides/collection";

export type RouteNames = Record<string, { zh: string; en: string }>;

export async function routeNamesFromGuides(): Promise<RouteNames> {
  const [zh, en] = await Promise.all([guidesOf("zh"), guidesOf("en")]);
  const english = new Map(en.map((guide) => [guide.slug, guide.shortTitle ?? guide.title]));
  return Object.fromEntries(zh.map((guide) => {
    const name = guide.shortTitle ?? guide.title;
    return [guide.slug, { zh: name, en: english.get(guide.slug) ?? name }];
  }));
}
