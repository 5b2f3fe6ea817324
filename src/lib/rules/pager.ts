// Paging shared by every paged list in the portal: which page numbers to offer, and where previous / next lead.

/** Page numbers to offer: first, last, and two either side of the current one; "gap" where pages are skipped. */
export function pageItems(current: number, pages: number): (number | "gap")[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    const before = sorted[i - 1];
    // A gap of one page shows that page: "…" would take the same room.
    if (before !== undefined && n - before === 2) items.push(n - 1);
    else if (before !== undefined && n - before > 2) items.push("gap");
    items.push(n);
  });
  return items;
}

/** Where previous and next lead from `current`, or null at either end (the control is then disabled). */
export function pageSteps(current: number, pages: number): { previous: number | null; next: number | null } {
  return { previous: current > 1 ? current - 1 : null, next: current < pages ? current + 1 : null };
}

/** A pager is shown only when the list does not fit on one page. */
export function needsPager(pages: number): boolean {
  return pages > 1;
}
