import type { Lang } from "@/lib/i18n";
import { guidesOf } from "./collection";

/** getStaticPaths for one language's guide pages: every guide with up to four related guides of its shelf. */
export async function guidePaths(lang: Lang) {
  const guides = await guidesOf(lang);
  return guides.map((guide) => ({
    params: { slug: guide.slug },
    props: {
      lang,
      slug: guide.slug,
      entry: guide.entry,
      related: guides
        .filter((other) => other.category === guide.category && other.slug !== guide.slug)
        .slice(0, 4)
        .map(({ slug, title, shortTitle }) => ({ slug, title, shortTitle })),
    },
  }));
}
