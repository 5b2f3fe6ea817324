// The current portal language and a bound string lookup for React islands.
import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { pt, type PortalKey } from "@/lib/i18n/portal";
import { $lang } from "@/lib/session/ui";

export type Translate = (key: PortalKey, vars?: Record<string, string | number>) => string;

export function useT(): { lang: "zh" | "en"; t: Translate } {
  const lang = useStore($lang);
  return useMemo(() => ({ lang, t: (key, vars) => pt(lang, key, vars) }), [lang]);
}
