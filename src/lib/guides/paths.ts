import { langPrefix, type Lang } from "@/lib/i18n";

export const guideHref = (lang: Lang, slug: string) => `${langPrefix(lang)}/guides/${slug}`;
export const guidesIndexHref = (lang: Lang) => `${langPrefix(lang)}/guides`;
/** The portal's home: a visitor without a login is sent on to /login, a logged-in student or parent lands home. */
export const PORTAL_ENTRY = "/wel/index";
export const searchHref = (lang: Lang) => `${langPrefix(lang)}/search`;

/** The same page in the other language: guides map slug to slug, other pages keep their path. */
export function alternatePath(pathname: string, target: Lang): string {
  const bare = pathname.replace(/^\/en(?=\/|$)/, "") || "/";
  const clean = bare.length > 1 ? bare.replace(/\/$/, "") : bare;
  if (target === "zh") return clean;
  return clean === "/" ? "/en" : `/en${clean}`;
}
