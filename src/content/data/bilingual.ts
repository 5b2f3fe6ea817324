import type { Lang } from "@/lib/i18n";

/** A piece of text in both page languages; data modules pick `[lang]` when rendering. */
export type Bilingual = Record<Lang, string>;
