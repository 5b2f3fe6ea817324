// UI settings of portal.md §3 (language, theme, colour), kept in local storage like the rest of the session.
import { atom } from "nanostores";
import { isLang, type Lang } from "@/lib/i18n";
import { DEFAULT_COLOUR } from "@/lib/rules/session-rules";
import { isTheme, DEFAULT_THEME, type Theme } from "@/lib/rules/theme";
import { load, save } from "./storage";

const storedLang = load<unknown>("language", "zh");
export const $lang = atom<Lang>(isLang(storedLang) ? storedLang : "zh");
const storedTheme = load<unknown>("themeName", DEFAULT_THEME);
export const $theme = atom<Theme>(isTheme(storedTheme) ? storedTheme : DEFAULT_THEME);
export const $colour = atom<string>(load("colorName", DEFAULT_COLOUR));

export function setLang(lang: Lang): void {
  $lang.set(lang);
  save("language", lang);
}

export function setTheme(theme: Theme): void {
  $theme.set(theme);
  save("themeName", theme);
}

export function setColour(colour: string): void {
  $colour.set(colour);
  save("colorName", colour);
}
