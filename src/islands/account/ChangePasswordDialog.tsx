// Change password (portal.md §2 avatar menu, §5): old, new and confirm, each required and 6–20 characters, confirm equal
// to new. Success shows only when the answer's code is 200; then the dialog closes and the form resets. On a failure
// code the HTTP layer has already shown the server's message, and the form keeps what was typed.
import "@/lib/i18n/portal-account";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { updatePassword } from "@/lib/api/account";
import { validatePasswordChange, type PasswordChangeForm } from "@/lib/rules/validate";
import { $authority, $userInfo } from "@/lib/session/auth";
import { $profile } from "@/lib/session/profile";
import { showError, showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { passwordChanged } from "./logic";

const EMPTY: PasswordChangeForm = { oldPassword: "", newPassword: "", confirmPassword: "" };
const ORDER: Array<keyof PasswordChangeForm> = ["oldPassword", "newPassword", "confirmPassword"];

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT();
  const profile = useStore($profile);
  const userInfo = useStore($userInfo);
  const authority = useStore($authority);
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validatePasswordChange>>({});
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);
  const formId = useId();
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (open) refs.oldPassword.current?.focus();
  }, [open, refs.oldPassword]);

  const reset = () => {
    setForm(EMPTY);
    setErrors({});
    setVisible(false);
  };

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const update = (name: keyof PasswordChangeForm) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordChange(form);
    setErrors(found);
    // portal.md §5: the submit handler also warns when new and confirm differ.
    if (form.newPassword && form.confirmPassword && form.newPassword !== form.confirmPassword) showError(t("validation.passwordMismatch"));
    const first = ORDER.find((name) => found[name]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await updatePassword(profile?.authority ?? authority, {
        id: profile?.userId || userInfo?.userId || "",
        studentPassword: form.oldPassword,
        studentNewPassword: form.newPassword,
      });
      if (passwordChanged(answer)) {
        showSuccess(t("account.password.success"));
        reset();
        onClose();
      }
    } catch {
      // The HTTP layer has shown the server's message; keep what was typed.
    } finally {
      setBusy(false);
    }
  };

  const type = visible ? "text" : "password";
  return (
    <Dialog
      name="change-password"
      open={open}
      title={t("account.password.title")}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>{t("common.cancel")}</button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("account.submitting") : t("account.password.submit")}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" autoComplete="username" value={profile?.account ?? userInfo?.account ?? ""} readOnly hidden />
        <Field
          ref={refs.oldPassword}
          label={t("account.password.old")}
          type={type}
          name="oldPassword"
          autoComplete="current-password"
          maxLength={40}
          value={form.oldPassword}
          onChange={update("oldPassword")}
          error={errors.oldPassword ? t(errors.oldPassword) : null}
        />
        <Field
          ref={refs.newPassword}
          label={t("account.password.new")}
          type={type}
          name="newPassword"
          autoComplete="new-password"
          maxLength={40}
          hint={t("account.password.hint")}
          value={form.newPassword}
          onChange={update("newPassword")}
          error={errors.newPassword ? t(errors.newPassword) : null}
        />
        <Field
          ref={refs.confirmPassword}
          label={t("account.password.confirm")}
          type={type}
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={40}
          value={form.confirmPassword}
          onChange={update("confirmPassword")}
          error={errors.confirmPassword ? t(errors.confirmPassword) : null}
        />
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          {t("account.showPasswords")}
        </label>
      </form>
    </Dialog>
  );
}
