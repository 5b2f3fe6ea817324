import { z } from "astro/zod";

/** The six shelves of the guides index, in display order. Labels live in the i18n data as `category.<id>`. */
export const guideCategories = [
  "military",
  "funded",
  "selective",
  "artsSports",
  "international",
  "special",
] as const;
export type GuideCategory = (typeof guideCategories)[number];

/** Frontmatter every guide must carry, in both languages. */
export const guideFrontmatter = z.object({
  title: z.string().min(2, { error: "title is required" }),
  description: z
    .string()
    .min(20, { error: "description must be a sentence of at least 20 characters (it feeds search engines)" })
    .max(260, { error: "description must stay under 260 characters (search engines cut longer ones)" }),
  category: z.enum(guideCategories, { error: `category must be one of: ${guideCategories.join(", ")}` }),
  order: z.number().int().min(1),
  updated: z.coerce.date(),
  /** Short label for cards and breadcrumbs; falls back to the title. */
  shortTitle: z.string().optional(),
  /** Extra words people search for that the text may not contain literally. */
  keywords: z.array(z.string()).default([]),
});
export type GuideFrontmatter = z.infer<typeof guideFrontmatter>;

/**
 * Validates one guide's frontmatter and throws an error naming the file and each problem,
 * so a malformed guide fails the build with a message an author can act on.
 */
export function parseGuideFrontmatter(file: string, data: unknown): GuideFrontmatter {
  const result = guideFrontmatter.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`)
    .join("\n");
  throw new Error(`Guide ${file} has invalid frontmatter:\n${problems}`);
}

/** Collection ids look like `zh/strong-foundation`; this splits them. */
export function splitGuideId(id: string): { lang: "zh" | "en"; slug: string } {
  const match = /^(zh|en)\/([a-z0-9-]+)$/.exec(id);
  if (!match) throw new Error(`Guide id "${id}" must be <zh|en>/<slug> (lower-case letters, digits and dashes)`);
  return { lang: match[1] as "zh" | "en", slug: match[2]! };
}
