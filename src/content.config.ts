import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { guideFrontmatter } from "./lib/guides/schema";

// One MDX file per guide and language: src/content/guides/zh/<slug>.mdx and .../en/<slug>.mdx.
// Astro reports a schema failure with the file's path and the field, which is what an author needs.
const guides = defineCollection({
  loader: glob({ pattern: "{zh,en}/*.mdx", base: "./src/content/guides" }),
  schema: guideFrontmatter,
});

export const collections = { guides };
