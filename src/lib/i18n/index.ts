import zh from "./zh.json";
import en from "./en.json";

export const languages = ["zh", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "zh";

/** BCP 47 tag written to <html lang>, hreflang and Open Graph; pagefind builds one index per tag. */
export const htmlLang: Record<Lang, string> = { zh: "zh-CN", en: "en" };
export const ogLocale: Record<Lang, string> = { zh: "zh_CN", en: "en_US" };

export type MessageKey = keyof typeof zh;
export const messages: Record<Lang, Record<MessageKey, string>> = { zh, en };

/** Looks up a UI string and fills `{name}` placeholders. Missing keys are a parity-test failure, not a runtime fallback. */
export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template = messages[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** URL prefix of a language: Chinese is the default and has none. */
export function langPrefix(lang: Lang): string {
  return lang === defaultLang ? "" : `/${lang}`;
}

/** Language of a page from its URL: everything under /en/ is English, the rest Chinese. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : defaultLang;
}
