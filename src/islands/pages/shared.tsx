// Pieces the portal pages share: the server clock, the user label with its tag, dates in Asia/Shanghai,
// and a small loader for the student-area lists (loading, failed with retry, loaded).
import "@/lib/i18n/portal-pages";
import { useStore } from "@nanostores/react";
import { useState, type ReactNode } from "react";
import { fetchServerTime } from "@/lib/api/session";
import type { Lang } from "@/lib/i18n";
import { formatUserLabel, userLabel } from "@/lib/rules/user-label";
import { serverNow } from "@/lib/session/server-time";
import { $profile, type Profile } from "@/lib/session/profile";
import { $token } from "@/lib/session/auth";
import { useT } from "@/islands/ui/useT";
import { useCall } from "@/islands/ui/useCall";
import { kept } from "@/islands/ui/Kept";

/** The current time by the server's clock (portal.md §4: cached 11 minutes, the local clock on failure). */
export function useServerNow(): Date {
  const [start] = useState(() => new Date());
  const [time] = useCall(["serverTime"], () => serverNow(fetchServerTime), Boolean($token.get()));
  return time.state === "ready" ? time.data : start;
}

export function useProfile(): Profile | null {
  return useStore($profile);
}


/** The user label with its student/parent tag: "李明 · 2024级 3班 [学生]". */
export function UserLabelLine({ profile, className = "" }: { profile: Profile; className?: string }) {
  const { t } = useT();
  const label = userLabel(profile);
  return (
    <p className={`flex flex-wrap items-center gap-2 ${className}`} data-user-label>
      <span className="font-semibold">{formatUserLabel(label, t)}</span>
      <span className="tag" data-authority={label.authority}>{t(label.tag)}</span>
    </p>
  );
}

/** A white panel for page content (the guides' .card also styles paragraphs and hover, which page text must not get). */
export const PANEL = "rounded-lg border border-[var(--color-line)] bg-white px-5 py-4";

const LOCALES: Record<Lang, string> = { zh: "zh-CN", en: "en-GB" };

/** A calendar date in Asia/Shanghai, e.g. 2026年11月21日 / 21 November 2026. */
export function formatDate(value: Date | string, lang: Lang, withWeekday = false): string {
  const date = typeof value === "string" ? parseDate(value) : value;
  if (!date) return typeof value === "string" ? value : "";
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "long",
    day: "numeric",
    ...(withWeekday ? { weekday: "long" } : {}),
  }).format(date);
}

/** Dates the server writes: ISO timestamps, or a bare YYYY-MM-DD meaning that day in Shanghai. */
function parseDate(value: string): Date | null {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+08:00` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A definition list row: term and value side by side from 30rem up, stacked below. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-[var(--color-line)] py-2 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="muted shrink-0 sm:w-32">{term}</dt>
      <dd className="m-0 min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A card that leads to a page: its title (with a badge such as 即将上线) and what it offers. */
export function EntryCard({ href, title, description, badge }: { href: string; title: string; description: string; badge: string | null }) {
  return (
    <a href={href} className="card flex w-full flex-col gap-1 no-underline transition hover:border-[var(--primary-strong)] hover:shadow-md" data-entry={href}>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-[var(--primary-strong)]">{title}</span>
        {badge && <span className="rounded-full border border-[#9ca3af] px-2 text-xs leading-5 text-[#374151]">{badge}</span>}
      </span>
      <span className="text-sm text-[#374151]">{kept(description)}</span>
    </a>
  );
}
