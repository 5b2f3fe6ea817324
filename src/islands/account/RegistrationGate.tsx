// The third-party account registration dialog (portal.md §2, §4, §5, §8). It opens whenever the signed-in account has
// no userId or a negative one, cannot be dismissed, and pre-fills tenant, name and account from the user info. After a
// successful submit the user is told to wait for approval, then logged out and sent to /login.
import "@/lib/i18n/portal-account";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { registerGuest } from "@/lib/api/account";
import { serverLogout } from "@/lib/api/auth";
import { validateRegistration, type RegistrationForm } from "@/lib/rules/validate";
import { $userInfo, logout } from "@/lib/session/auth";
import { $needsRegistration, $profile, clearProfile } from "@/lib/session/profile";
import { alertMessage, confirmAction, showError } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { registrationDefaults, registrationFailure, registrationField, registrationSuccessMessage } from "./logic";

async function leave(): Promise<void> {
  await logout(serverLogout).catch(() => undefined);
  clearProfile();
  location.assign("/login");
}

export function RegistrationGate() {
  const { t, lang } = useT();
  const needed = useStore($needsRegistration);
  const profile = useStore($profile);
  const [form, setForm] = useState<RegistrationForm>(() => registrationDefaults(profile));
  /** The field the last warning is about, and the warning (also shown at the field, tied to it for screen readers). */
  const [invalid, setInvalid] = useState<{ field: keyof RegistrationForm; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const refs = {
    tenantId: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    account: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password2: useRef<HTMLInputElement>(null),
  };

  // Pre-fill once the user info has arrived (the profile may load after this island).
  const profileKey = `${profile?.tenantId}|${profile?.userName}|${profile?.account}`;
  useEffect(() => {
    if (!profile) return;
    setForm((current) => {
      const defaults = registrationDefaults(profile);
      return {
        ...current,
        tenantId: current.tenantId || defaults.tenantId,
        name: current.name || defaults.name,
        account: current.account || defaults.account,
      };
    });
    // keyed on what the form takes from the profile, not on the profile object (a new object on every store update)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileKey]);

  useEffect(() => {
    if (needed) refs.tenantId.current?.focus();
  }, [needed, refs.tenantId]);

  const update = (name: keyof RegistrationForm) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [name]: value }));
    if (invalid?.field === name) setInvalid(null);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = { ...form, tenantId: form.tenantId.trim(), name: form.name.trim(), account: form.account.trim() };
    const problem = validateRegistration(trimmed);
    if (problem) {
      showError(t(problem));
      const field = registrationField(problem);
      setInvalid(field ? { field, message: t(problem) } : null);
      if (field) refs[field].current?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    let answer: Awaited<ReturnType<typeof registerGuest>>;
    try {
      answer = await registerGuest({
        tenantId: trimmed.tenantId,
        name: trimmed.name,
        account: trimmed.account,
        password: trimmed.password,
        oauthId: profile?.oauthId || $userInfo.get()?.oauthId || "",
      });
    } catch (error) {
      const message = registrationFailure(error, t("account.register.failed"));
      if (message) showError(message);
      setBusy(false);
      return;
    }
    if (answer.success === false) {
      showError(answer.msg || t("account.register.failed"));
      setBusy(false);
      return;
    }
    await alertMessage(registrationSuccessMessage(answer, lang, t("account.register.submitted")), t("account.register.title"));
    await leave();
  };

  const useAnother = async () => {
    if (busy) return;
    if (!(await confirmAction(t("shell.logoutConfirm"), t("shell.logout")))) return;
    setBusy(true);
    await leave();
  };

  const field = (name: keyof RegistrationForm) => ({
    ref: refs[name],
    name,
    value: form[name],
    onChange: update(name),
    error: invalid?.field === name ? invalid.message : null,
  });

  return (
    <Dialog
      name="registration"
      open={needed}
      title={t("account.register.title")}
      onClose={() => undefined}
      dismissible={false}
      width="20%"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <button type="button" className="text-sm underline text-[var(--primary-strong)] cursor-pointer" onClick={useAnother} disabled={busy}>
            {t("account.register.other")}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("account.submitting") : t("account.register.submit")}
          </button>
        </div>
      }
    >
      <p className="muted text-sm mt-0 mb-3">{t("account.register.intro")}</p>
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={t("account.register.tenant")} {...field("tenantId")} inputMode="numeric" autoComplete="off" maxLength={12} required />
        <Field label={t("account.register.name")} {...field("name")} autoComplete="name" maxLength={50} />
        <Field label={t("account.register.account")} {...field("account")} autoComplete="username" maxLength={50} required />
        <Field label={t("account.register.password")} {...field("password")} type="password" autoComplete="new-password" maxLength={20} hint={t("account.register.passwordHint")} required />
        <Field label={t("account.register.password2")} {...field("password2")} type="password" autoComplete="new-password" maxLength={20} required />
      </form>
    </Dialog>
  );
}
