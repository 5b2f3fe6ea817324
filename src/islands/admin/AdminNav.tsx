// The school-administration menu: the pages the signed-in account may open (an administrator's, or a counsellor's),
// each named as that account reads it.
import "@/lib/i18n/portal-admin";
import { useStore } from "@nanostores/react";
import { PORTAL_ROUTES, routeTitle } from "@/lib/portal/routes";
import { $authority } from "@/lib/session/auth";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";

/** The student detail page is reached from the student list, not the menu. */
const MENU = PORTAL_ROUTES.filter((route) => route.section === "admin" && route.path !== "/admin/student");

export default function AdminNav({ path }: { path: string }) {
  const { t } = useT();
  const authority = useStore($authority);
  const items = MENU.filter((route) => !route.roles || route.roles.includes(authority));
  const current = path === "/admin/student" ? "/admin/students" : path;
  return (
    <nav className="admin-nav" aria-label={t(authority === "teacher" ? "admin.navTeacher" : "admin.nav")}>
      <p className="admin-nav__title">{t(authority === "teacher" ? "admin.nav.teacher" : authority === "operator" ? "admin.nav.operator" : "admin.nav.admin")}</p>
      <ul>
        {items.map((route) => (
          <li key={route.path}>
            <a href={route.path} aria-current={route.path === current ? "page" : undefined}>{t(routeTitle(route, authority))}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
