// The lock screen (/lock, portal.md §2, §4): who is signed in, the time, and the lock password to get back to the page
// the user locked. The session stays alive while locked (tokens keep refreshing); "log out" ends it after confirmation.
import "@/lib/i18n/portal-account";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { serverLogout } from "@/lib/api/auth";
import { WELCOME_PATH } from "@/lib/portal/routes";
import { $locked, $token, logout, unlockScreen } from "@/lib/session/auth";
import { $profile, clearProfile } from "@/lib/session/profile";
import { confirmAction } from "@/lib/ui/feedback";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { FeedbackHost } from "@/islands/shell/FeedbackHost";
import { LanguageSwitch } from "@/islands/shell/SettingsMenu";
import "@/islands/shell/boot";
import { startSession } from "@/islands/shell/runtime";
import { formatClock, formatDate, initial, LOCK_RETURN_KEY, lockReturnPath } from "./logic";

function readReturnPath(): string {
  try {
    const stored = sessionStorage.getItem(LOCK_RETURN_KEY);
    sessionStorage.removeItem(LOCK_RETURN_KEY);
    return lockReturnPath(stored);
  } catch {
    return WELCOME_PATH;
  }
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function LockScreen() {
  const { t, lang } = useT();
  const token = useStore($token);
  const locked = useStore($locked);
  const profile = useStore($profile);
  const now = useNow();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** Set once this screen itself navigates away (unlock, log out), so the lock lifting here does not redirect too. */
  const navigating = useRef(false);
  const active = Boolean(token) && locked;

  useEffect(() => {
    if (navigating.current) return;
    // Opened without a lock (or the lock was lifted in another tab): there is nothing to unlock.
    if (!token) location.replace("/login");
    else if (!locked) location.replace(WELCOME_PATH);
    else {
      startSession();
      input.current?.focus();
    }
  }, [token, locked]);

  const unlock = (event: SubmitEvent) => {
    event.preventDefault();
    if (leaving) return;
    if (!password) {
      setError(t("validation.lockPasswordRequired"));
      input.current?.focus();
      return;
    }
    navigating.current = true;
    if (!unlockScreen(password)) {
      navigating.current = false;
      // Nothing of the wrong attempt is kept.
      setPassword("");
      setError(t("account.lock.wrong"));
      input.current?.focus();
      return;
    }
    setLeaving(true);
    location.replace(readReturnPath());
  };

  const signOut = async () => {
    if (leaving) return;
    if (!(await confirmAction(t("account.lock.logoutConfirm"), t("account.lock.logout")))) return;
    navigating.current = true;
    setLeaving(true);
    await logout(serverLogout).catch(() => undefined);
    clearProfile();
    try {
      sessionStorage.removeItem(LOCK_RETURN_KEY);
    } catch {
      // nothing stored
    }
    location.assign("/login");
  };

  const name = profile?.studentName || profile?.userName || profile?.account || "";
  return (
    <div className="min-h-screen flex flex-col text-white" style={{ background: "linear-gradient(160deg, var(--primary-strong), #0f2f57)" }}>
      <FeedbackHost />
      <div className="flex justify-end p-3 text-[var(--color-ink)]">
        <LanguageSwitch />
      </div>
      {active && (
        <div className="flex-1 flex flex-col items-center justify-center gap-6 px-4 pb-16">
          <div className="text-center" role="timer" aria-live="off" aria-label={t("account.lock.clock")}>
            <p className="text-6xl sm:text-7xl font-light tabular-nums leading-none" lang={lang === "en" ? "en" : "zh-CN"}>
              <time dateTime={now.toISOString()}>{formatClock(now, lang)}</time>
            </p>
            <p className="mt-3 text-base opacity-95">{formatDate(now, lang)}</p>
          </div>
          <section className="card w-full max-w-sm text-[var(--color-ink)] shadow-xl" aria-labelledby="lock-heading">
            <div className="flex items-center gap-3 mb-4">
              {profile?.studentLogo ? (
                <img className="avatar" src={profile.studentLogo} alt="" width={48} height={48} style={{ width: 48, height: 48 }} />
              ) : (
                <span className="avatar text-xl" style={{ width: 48, height: 48 }} aria-hidden="true">{initial(name)}</span>
              )}
              <div className="min-w-0">
                <h1 id="lock-heading" className="text-lg font-bold leading-snug m-0">{t("account.lock.heading")}</h1>
                {name && <p className="muted text-sm m-0 truncate">{t("account.lock.user", { name })}</p>}
              </div>
            </div>
            <form onSubmit={unlock} noValidate>
              {/* Identifies the account for password managers and screen readers; not editable. */}
              <input type="text" name="username" autoComplete="username" value={profile?.account ?? ""} readOnly hidden />
              <Field
                ref={input}
                label={t("account.lock.password")}
                type="password"
                name="lockPassword"
                autoComplete="off"
                maxLength={40}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(null);
                }}
                error={error}
              />
              <button type="submit" className="btn btn--primary btn--block" disabled={leaving}>{t("account.lock.unlock")}</button>
            </form>
            <p className="muted text-sm mt-4 mb-1">{t("account.lock.forgot")}</p>
            <button type="button" className="text-sm underline text-[var(--primary-strong)] cursor-pointer" onClick={signOut} disabled={leaving}>
              {t("account.lock.logout")}
            </button>
          </section>
        </div>
      )}
    </div>
  );
}
