// The portal's top bar (portal.md §2): tenant logo and name, the top navigation from the server, search,
// the error log, settings and the avatar menu; below it the section menu and the tabs bar. It also hosts the
// page-wide feedback, back-to-top, scroll memory and the third-party registration gate.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { adminHomeOf, findRoute, readerRole, routeTitle, sectionOf, TOP_NAV, type ReaderRole, type Section } from "@/lib/portal/routes";
import type { PortalKey } from "@/lib/i18n/portal";
import { activeBrand } from "@/lib/portal/brand";
import { $menu, $profile, $reader, $topMenu } from "@/lib/session/profile";
import { $authority, $loggedIn, isStaff, type Authority } from "@/lib/session/auth";
import { restoreScroll, trackScroll } from "@/lib/ui/scroll-memory";
import { useT, type Translate } from "@/islands/ui/useT";
import { useKeepInView } from "@/islands/ui/useKeepInView";
import { ErrorLogButton, ErrorLogDialog } from "@/islands/account/ErrorLogDialog";
import { RegistrationGate } from "@/islands/account/RegistrationGate";
import { AvatarMenu } from "./AvatarMenu";
import { BackToTop } from "./BackToTop";
import { FeedbackHost } from "./FeedbackHost";
import { SearchForm } from "./SearchForm";
import { SettingsMenu } from "./SettingsMenu";
import { TabsBar } from "./TabsBar";
import "./boot";
import { startSession } from "./runtime";

/** A section menu item is current on its own page and on the pages under it (/wel/major/index → /wel/major/…). */
function inSection(path: string, itemPath: string): boolean {
  const base = itemPath.replace(/\/index$/, "");
  return path === itemPath || path.startsWith(`${base}/`);
}

type NavItem = { path: string; label: string; short?: string; section?: Section };

/**
 * A school's staff have no student areas (生涯规划, 志愿填报, 我的 are a student's own): their home is the school
 * overview (the platform operator's: the data import), beside the look-up tools every account may use.
 */
function staffNav(t: Translate, authority: Authority): NavItem[] {
  return [
    { path: adminHomeOf(authority), label: t("nav.home"), section: "admin" },
    { path: "/wel/colleges/index", label: t("nav.lookup"), section: "home" },
  ];
}

/** The top bar's badge: a teacher is named for what they do (班主任 has a class; the psychology teacher may have none). */
function badgeOf(role: ReaderRole | null, authority: Authority): PortalKey {
  if (role === "psychology") return "shell.psychology";
  if (role === "teacher") return "shell.staffTeacher";
  return `shell.${authority}`;
}

export default function PortalTop({ path }: { path: string }) {
  const { t } = useT();
  const profile = useStore($profile);
  const authority = useStore($authority);
  const reader = useStore($reader);
  const loggedIn = useStore($loggedIn);
  const topMenu = useStore($topMenu);
  const menu = useStore($menu);
  const [logOpen, setLogOpen] = useState(false);
  const section = sectionOf(path);

  useEffect(() => {
    if (loggedIn) startSession();
    restoreScroll(path);
    return trackScroll(path);
  }, [path, loggedIn]);

  const staff = loggedIn && isStaff(authority);
  const nav = staff ? staffNav(t, authority) : topMenu.length > 0
    ? topMenu.map((item) => {
        const known = TOP_NAV.find((entry) => entry.path === item.path || item.path.startsWith(`/${entry.section}`) || (entry.section === "home" && item.path.startsWith("/wel")));
        return { path: item.path, label: known ? t(known.label) : item.name, short: known?.short && t(known.short), section: known?.section };
      })
    : TOP_NAV.map((entry) => ({ path: entry.path, label: t(entry.label), short: entry.short && t(entry.short), section: entry.section }));


  // The section menu: the current section's children in the user's menu, hidden with ?menu=false.
  const showSectionMenu = new URLSearchParams(location.search).get("menu") !== "false";
  const sectionItems = menu.find((item) => sectionOf(item.path) === section)?.children ?? [];
  const sectionRow = useKeepInView<HTMLUListElement>('a[aria-current="page"]', [path, sectionItems.length]);
  const tenantName = profile?.tenantName || t(activeBrand.name);
  const tenantLogo = profile?.tenantLogo || activeBrand.logo;

  return (
    <>
      <a className="skip-link" href="#main">{t("shell.skip")}</a>
      <FeedbackHost />
      <header className="portal-bar">
        <div className="portal-bar__inner">
          <a className="portal-bar__brand" href={staff ? adminHomeOf(authority) : "/wel/index"}>
            <img src={tenantLogo} alt="" width={36} height={36} />
            <span>{tenantName}</span>
          </a>
          <nav className="portal-nav" aria-label={t("shell.mainNav")}>
            <ul>
              {nav.map((item) => (
                <li key={item.path}>
                  <a href={item.path} aria-current={item.section === section ? "page" : undefined}>
                    {item.short ? <><span className="nav-label--long">{item.label}</span><span className="nav-label--short">{item.short}</span></> : item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <SearchForm path={path} />
          <div className="portal-bar__tools">
            {loggedIn && profile && <span className="tag" data-authority={authority}>{t(badgeOf(readerRole(reader), authority))}</span>}
            <ErrorLogButton onOpen={() => setLogOpen(true)} />
            <SettingsMenu />
            {loggedIn ? <AvatarMenu /> : <a className="btn btn--primary" href="/login">{t("shell.login")}</a>}
          </div>
        </div>
      </header>
      {loggedIn && showSectionMenu && sectionItems.length > 0 && (
        <nav className="section-menu" aria-label={t("shell.sectionNav")}>
          <ul ref={sectionRow}>
            {sectionItems.map((item) => {
              const target = findRoute(item.path);
              return (
                <li key={item.path}>
                  <a href={item.path} aria-current={inSection(path, item.path) ? "page" : undefined}>{target ? t(routeTitle(target, reader)) : item.name}</a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {loggedIn && <TabsBar path={path} />}
      <ErrorLogDialog open={logOpen} onClose={() => setLogOpen(false)} />
      {loggedIn && <RegistrationGate />}
      <BackToTop />
    </>
  );
}
