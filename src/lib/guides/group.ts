import { guideCategories, type GuideCategory } from "./schema";

export interface GuideSummary {
  slug: string;
  title: string;
  shortTitle?: string;
  description: string;
  category: GuideCategory;
  order: number;
}

/** Guides grouped by category in shelf order, each shelf sorted by `order` then slug. Empty shelves are dropped. */
export function groupByCategory<T extends GuideSummary>(guides: T[]): { category: GuideCategory; guides: T[] }[] {
  return guideCategories
    .map((category) => ({
      category,
      guides: guides
        .filter((guide) => guide.category === category)
        .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
    }))
    .filter((shelf) => shelf.guides.length > 0);
}
