// The tabs bar of portal.md §2 and §4: each visited route is a tab; closing follows two rules.

export interface Tab {
  label: string;
  /** The route's full path: the tab's identity. */
  value: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  meta?: Record<string, unknown>;
  group?: string[];
  close?: boolean;
}

export const WELCOME_TAB: Tab = { label: "home", value: "/wel/index", close: false };

/** Adds a route's tab unless the route opts out (meta.isTab === false) or the tab is already open (then it is refreshed in place). */
export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  if (tab.meta?.isTab === false) return tabs;
  const index = tabs.findIndex((existing) => existing.value === tab.value);
  if (index === -1) return [...tabs, tab];
  return tabs.map((existing, i) => (i === index ? { ...existing, ...tab } : existing));
}

/**
 * Whether a tab may be closed: the only tab never; the welcome tab only when it is not the first page
 * (i.e. it is not in first position).
 */
export function canCloseTab(tabs: Tab[], value: string, welcomeValue = WELCOME_TAB.value): boolean {
  const index = tabs.findIndex((tab) => tab.value === value);
  if (index === -1 || tabs.length <= 1) return false;
  if (value === welcomeValue) return index !== 0;
  return tabs[index]?.close !== false;
}

/** Closes a tab when allowed; returns the new list and the tab to show next (the neighbour when the active one closed). */
export function closeTab(tabs: Tab[], value: string, active: string): { tabs: Tab[]; active: string } {
  if (!canCloseTab(tabs, value)) return { tabs, active };
  const index = tabs.findIndex((tab) => tab.value === value);
  const remaining = tabs.filter((tab) => tab.value !== value);
  if (value !== active) return { tabs: remaining, active };
  const next = remaining[Math.min(index, remaining.length - 1)] ?? remaining[0]!;
  return { tabs: remaining, active: next.value };
}

/** Tabs after login or logout: just the welcome tab. */
export function resetTabs(): Tab[] {
  return [WELCOME_TAB];
}
