// A college's name in the reader's language (its English name in English mode when we have one, else the Chinese name
// marked lang="zh-CN" for screen readers), linking to the college's page when it has a code.
import { displayName, displayNameLang } from "@/lib/rules/display-name";
import { schoolHref } from "@/lib/portal/links";
import type { Lang } from "@/lib/i18n";

export function CollegeName({ code, name, nameEn, lang, className }: { code: string | null | undefined; name: string; nameEn?: string | null; lang: Lang; className?: string }) {
  const named = { name, nameEn };
  const shown = displayName(named, lang);
  const tag = displayNameLang(named, lang);
  return code ? <a href={schoolHref(code)} lang={tag} className={className}>{shown}</a> : <span lang={tag} className={className}>{shown}</span>;
}
