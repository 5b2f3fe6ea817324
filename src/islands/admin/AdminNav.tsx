// The school-administration menu: the pages the signed-in account may open (an administrator's, or a counsellor's),
// each named as that account reads it.
import "@/lib/i18n/portal-admin";
import { useStore } from "@nanostores/react";
import { PORTAL_ROUTES, readerRole, routeTitle, type ReaderRole } from "@/lib/portal/routes";
import { $reader } from "@/lib/session/profile";
import type { PortalKey } from "@/lib/i18n/portal";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";

/** The student detail page is reached from the student list, not the menu. */
const MENU = PORTAL_ROUTES.filter((route) => route.section === "admin" && route.path !== "/admin/student");

/** The menu's name and heading per reader; a teacher whose duties are not known yet reads the plain teacher's. */
const NAMES: Record<ReaderRole, [label: PortalKey, title: PortalKey]> = {
  admin: ["admin.nav", "admin.nav.admin"], operator: ["admin.nav", "admin.nav.operator"],
  counsellor: ["admin.navTeacher", "admin.nav.teacher"], psychology: ["admin.navPsychology", "admin.nav.psychology"],
  teacher: ["admin.navStaff", "admin.nav.staff"], student: ["admin.nav", "admin.nav.admin"], parent: ["admin.nav", "admin.nav.admin"],
};

export default function AdminNav({ path }: { path: string }) {
  const { t } = useT();
  const reader = useStore($reader);
  const items = MENU.filter((route) => !route.roles || route.roles.includes(reader.authority));
  const current = path === "/admin/student" ? "/admin/students" : path;
  const [label, title] = NAMES[readerRole(reader) ?? "teacher"];
  return (
    <nav className="admin-nav" aria-label={t(label)}>
      <p className="admin-nav__title">{t(title)}</p>
      <ul>
        {items.map((route) => (
          <li key={route.path}>
            <a href={route.path} aria-current={route.path === current ? "page" : undefined}>{t(routeTitle(route, reader))}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
