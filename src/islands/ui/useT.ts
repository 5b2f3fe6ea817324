// The current portal language and a bound string lookup for React islands.
import { useStore } from "@nanostores/react";
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { pt, readerOf, type PortalKey, type Reader } from "@/lib/i18n/portal";
import { $authority } from "@/lib/session/auth";
import { $lang } from "@/lib/session/ui";

export type Translate = (key: PortalKey, vars?: Record<string, string | number>) => string;

/** The student a staff reader is reading about (a report, a plan), so texts name them instead of "学生". */
const StudentName = createContext<string | undefined>(undefined);

/** Names the student for every text below it that staff read about them (`{reader}` becomes the name). */
export function AboutStudent({ name, children }: { name: string | null | undefined; children: ReactNode }) {
  return createElement(StudentName.Provider, { value: name ?? undefined }, children);
}

/** The language and a lookup worded for the reader (a parent reads "孩子", a counsellor the student's name or "学生", where a student reads "你"). */
export function useT(): { lang: "zh" | "en"; t: Translate; reader: Reader } {
  const lang = useStore($lang);
  const reader = readerOf(useStore($authority));
  const student = useContext(StudentName);
  return useMemo(() => ({ lang, reader, t: (key, vars) => pt(lang, key, vars, reader, student) }), [lang, reader, student]);
}
