// The current portal language and a bound string lookup for React islands.
import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { pt, readerOf, type PortalKey, type Reader } from "@/lib/i18n/portal";
import { $authority } from "@/lib/session/auth";
import { $lang } from "@/lib/session/ui";

export type Translate = (key: PortalKey, vars?: Record<string, string | number>) => string;

/** The language and a lookup worded for the reader (a parent or a counsellor reads "孩子" / "学生" where a student reads "你"). */
export function useT(): { lang: "zh" | "en"; t: Translate; reader: Reader } {
  const lang = useStore($lang);
  const reader = readerOf(useStore($authority));
  return useMemo(() => ({ lang, reader, t: (key, vars) => pt(lang, key, vars, reader) }), [lang, reader]);
}
