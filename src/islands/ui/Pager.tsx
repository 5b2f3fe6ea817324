// The one pager of the portal's paged lists. Two looks for two kinds of list: numbered pages (catalogues and search
// results, where a reader jumps about) or previous / next with the position between (tables read in order). With
// `href` every control is a link carrying the page's address (address-driven lists); a plain click is still handled
// in place, while a modified click (new tab) follows the link.
import type { MouseEvent, ReactNode } from "react";
import { needsPager, pageItems, pageSteps } from "@/lib/rules/pager";
import { useT } from "@/islands/ui/useT";

export interface PagerProps {
  current: number;
  pages: number;
  onPage(page: number): void;
  /** Page numbers between previous and next; without, the position ("第 2 / 5 页") stands there. */
  numbered?: boolean;
  /** The number of records, said with the position (the admin tables). */
  total?: number;
  href?(page: number): string;
  /** Smaller buttons and a muted position, for dense admin tables. */
  small?: boolean;
  className?: string;
}

export function Pager({ current, pages, onPage, numbered = false, total, href, small = false, className = "" }: PagerProps) {
  const { t } = useT();
  if (!needsPager(pages)) return null;
  const steps = pageSteps(current, pages);
  const button = small ? "btn btn--small" : "btn";
  const go = (page: number) => (event: MouseEvent) => {
    if (href && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    onPage(page);
  };
  // At an end a button is disabled; a link that would lead nowhere is plain text marked disabled.
  const step = (page: number | null, text: string): ReactNode => {
    if (!href) return <button type="button" className={button} disabled={page === null} onClick={page === null ? undefined : go(page)}>{text}</button>;
    if (page === null) return <span className={`${button} pointer-events-none opacity-60`} aria-disabled="true">{text}</span>;
    return <a className={button} href={href(page)} onClick={go(page)}>{text}</a>;
  };

  if (!numbered) {
    return (
      <nav aria-label={t("pager.label")} className={`flex flex-wrap items-center ${small ? "gap-2" : "gap-3"} ${className}`} data-pager>
        {step(steps.previous, t("pager.previous"))}
        <span className={small ? "muted text-sm tabular-nums" : "tabular-nums"} aria-live="polite">{total === undefined ? t("pager.status", { page: current, pages }) : t("pager.statusTotal", { page: current, pages, total })}</span>
        {step(steps.next, t("pager.next"))}
      </nav>
    );
  }

  return (
    <nav aria-label={t("pager.label")} className={className} data-pager>
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>{step(steps.previous, t("pager.previous"))}</li>
        {pageItems(current, pages).map((item, index) => {
          if (item === "gap") return <li key={`gap${index}`} aria-hidden="true" className="muted px-1">…</li>;
          const here = item === current;
          const props = { className: `${button} min-w-9 px-2 ${here ? "btn--primary" : ""}`, "aria-current": here ? ("page" as const) : undefined, "aria-label": t("pager.page", { n: item }) };
          return (
            <li key={item}>
              {href ? <a {...props} href={href(item)} onClick={go(item)}>{item}</a> : <button type="button" {...props} onClick={here ? undefined : go(item)}>{item}</button>}
            </li>
          );
        })}
        <li>{step(steps.next, t("pager.next"))}</li>
      </ul>
    </nav>
  );
}
