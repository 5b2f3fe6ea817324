// The tabs bar (portal.md §2, §4): every visited route is a tab; the only tab and the first-page welcome tab stay.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { findRoute, routeTitle } from "@/lib/portal/routes";
import { canCloseTab, closeTab, openTab, type Tab } from "@/lib/rules/tabs";
import { $tabs, setTabs } from "@/lib/session/auth";
import { $reader } from "@/lib/session/profile";
import { useT } from "@/islands/ui/useT";
import { useKeepInView } from "@/islands/ui/useKeepInView";

function hrefOf(tab: Tab): string {
  const query = tab.query && Object.keys(tab.query).length > 0 ? `?${new URLSearchParams(tab.query).toString()}` : "";
  return tab.value + query;
}

/** The tab for the current page, or null when the route is not a tab. */
export function tabFor(path: string, search: string): Tab | null {
  const route = findRoute(path);
  if (!route || route.tab === false) return null;
  const query = Object.fromEntries(new URLSearchParams(search));
  delete query.t;
  return { label: route.title, value: path, query, meta: { title: route.title } };
}

export function TabsBar({ path }: { path: string }) {
  const tabs = useStore($tabs);
  const reader = useStore($reader);
  const { t } = useT();
  const list = useKeepInView<HTMLUListElement>(".tabs-bar__tab--current", [tabs, path]);

  useEffect(() => {
    const tab = tabFor(path, location.search);
    // Reopening keeps a name the page gave its tab before (setPageLabel), until the page names it again.
    const existing = $tabs.get().find((candidate) => candidate.value === path);
    if (tab) setTabs(openTab($tabs.get(), existing?.meta?.label ? { ...tab, meta: { ...tab.meta, label: existing.meta.label } } : tab));
  }, [path]);

  const label = (tab: Tab) => {
    if (typeof tab.meta?.label === "string") return tab.meta.label;
    const route = findRoute(tab.value);
    return route ? t(routeTitle(route, reader)) : tab.label;
  };
  const close = (tab: Tab) => {
    const next = closeTab(tabs, tab.value, path);
    setTabs(next.tabs);
    if (next.active !== path) {
      const target = next.tabs.find((candidate) => candidate.value === next.active);
      location.assign(target ? hrefOf(target) : next.active);
    }
  };

  return (
    <nav className="tabs-bar" aria-label={t("shell.tabs")}>
      <ul ref={list}>
        {tabs.map((tab) => {
          const current = tab.value === path;
          return (
            <li key={tab.value} className={current ? "tabs-bar__tab tabs-bar__tab--current" : "tabs-bar__tab"} data-tab={tab.value}>
              <a href={hrefOf(tab)} aria-current={current ? "page" : undefined}>{label(tab)}</a>
              {canCloseTab(tabs, tab.value) && (
                <button type="button" className="tabs-bar__close" onClick={() => close(tab)} aria-label={t("shell.closeTab", { name: label(tab) })}>
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
