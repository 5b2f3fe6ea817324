// The avatar menu of portal.md §2: pages, dialogs, agreements in a new tab, lock and log out after confirmation.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { serverLogout } from "@/lib/api/auth";
import { $authority, isStaff, logout } from "@/lib/session/auth";
import { $profile, clearProfile } from "@/lib/session/profile";
import { confirmAction } from "@/lib/ui/feedback";
import { useDisclosure } from "@/islands/ui/useDisclosure";
import { useT } from "@/islands/ui/useT";
import { DownloadAppDialog } from "@/islands/account/DownloadAppDialog";
import { FeedbackDialog } from "@/islands/account/FeedbackDialog";
import { LockDialog } from "@/islands/account/LockDialog";
import { loadChunk } from "@/lib/ui/chunk";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";

// The password form (its rules and checks) loads when the menu opens, so it is there by the time its item is chosen:
// every portal page shows this menu, few readers change their password.
const loadPasswordDialog = () => loadChunk(() => import("@/islands/account/ChangePasswordDialog"));
const ChangePasswordDialog = lazy(() => loadPasswordDialog().then((m) => ({ default: m.ChangePasswordDialog })));

type DialogName = "download" | "password" | "feedback" | "lock" | null;

export function AvatarMenu() {
  const { t, lang } = useT();
  const profile = useStore($profile);
  const menu = useDisclosure<HTMLDivElement>();
  const [dialog, setDialog] = useState<DialogName>(null);
  const [passwordAsked, setPasswordAsked] = useState(false);
  const authority = useStore($authority);
  // staff (a student's own areas are not theirs) and a parent are named as themselves, never as the student
  const staff = isStaff(authority);
  const name = (authority === "student" ? profile?.studentName || profile?.userName : profile?.userName) || profile?.account || "";
  useEffect(() => {
    if (menu.open) loadPasswordDialog().catch(() => undefined); // a failure shows when the dialog is asked for
  }, [menu.open]);
  const open = (which: DialogName) => {
    menu.close();
    setDialog(which);
    if (which === "password") setPasswordAsked(true);
  };
  const signOut = async () => {
    menu.close();
    if (!(await confirmAction(t("shell.logoutConfirm"), t("shell.logout")))) return;
    await logout(serverLogout).catch(() => undefined);
    clearProfile();
    location.assign("/login");
  };
  const helpHref = lang === "en" ? "/en/help/guide" : "/help/guide";
  return (
    <div className="avatar-menu" ref={menu.container}>
      <button ref={menu.button} type="button" className="avatar-menu__button" aria-expanded={menu.open} aria-controls={menu.open ? "avatar-menu-list" : undefined} onClick={menu.toggle}>
        {profile?.studentLogo ? (
          <img className="avatar" src={profile.studentLogo} alt="" width={32} height={32} />
        ) : (
          <span className="avatar" aria-hidden="true">{name.slice(0, 1) || "?"}</span>
        )}
        <span className="avatar-menu__name">{name || t("shell.account")}</span>
        <span className="sr-only">{t("shell.accountMenu")}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {menu.open && (
        <ul id="avatar-menu-list" className="popover avatar-menu__list">
          {!staff && <li><a href="/mine/index">{t("shell.menu.info")}</a></li>}
          {!staff && <li><a href="/career/archive">{t("shell.menu.archive")}</a></li>}
          <li><button type="button" onClick={() => open("download")}>{t("shell.menu.download")}</button></li>
          <li><button type="button" onClick={() => open("password")}>{t("shell.menu.password")}</button></li>
          <li><button type="button" onClick={() => open("feedback")}>{t("shell.menu.feedback")}</button></li>
          <li><a href="/career/userAgreement?page=1" target="_blank" rel="noopener">{t("shell.menu.userAgreement")}<span className="sr-only"> {t("shell.newTab")}</span></a></li>
          <li><a href="/career/userAgreement?page=2" target="_blank" rel="noopener">{t("shell.menu.privacy")}<span className="sr-only"> {t("shell.newTab")}</span></a></li>
          <li><a href={helpHref} target="_blank" rel="noopener">{t("shell.menu.help")}<span className="sr-only"> {t("shell.newTab")}</span></a></li>
          <li><button type="button" onClick={() => open("lock")}>{t("shell.menu.lock")}</button></li>
          <li className="avatar-menu__divider"><button type="button" onClick={signOut}>{t("shell.logout")}</button></li>
        </ul>
      )}
      <DownloadAppDialog open={dialog === "download"} onClose={() => setDialog(null)} />
      {passwordAsked && (
        <OnDemandBoundary label="password dialog" fallback={null}>
          <Suspense fallback={null}>
            <ChangePasswordDialog open={dialog === "password"} onClose={() => setDialog(null)} />
          </Suspense>
        </OnDemandBoundary>
      )}
      <FeedbackDialog open={dialog === "feedback"} onClose={() => setDialog(null)} />
      <LockDialog open={dialog === "lock"} onClose={() => setDialog(null)} />
    </div>
  );
}
