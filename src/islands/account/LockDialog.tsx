// The lock dialog (portal.md §2, §4): a lock password is required; locking stores it for the session, remembers the
// current page for after unlocking, and goes to /lock after about 100 ms.
import "@/lib/i18n/portal-account";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { validateLockPassword } from "@/lib/rules/validate";
import { lockScreen } from "@/lib/session/auth";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { currentPagePath, LOCK_NAVIGATION_DELAY_MS, LOCK_RETURN_KEY } from "./logic";

export function LockDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [locking, setLocking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    if (locking) return;
    setPassword("");
    setError(null);
    onClose();
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (locking) return;
    const problem = validateLockPassword(password);
    if (problem) {
      setError(t(problem));
      input.current?.focus();
      return;
    }
    try {
      sessionStorage.setItem(LOCK_RETURN_KEY, currentPagePath(location));
    } catch {
      // Storage may be unavailable (private mode): unlocking then goes to the welcome page.
    }
    if (!lockScreen(password)) return;
    setLocking(true);
    setTimeout(() => location.assign("/lock"), LOCK_NAVIGATION_DELAY_MS);
  };

  return (
    <Dialog
      name="lock"
      open={open}
      title={t("account.lock.title")}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn" onClick={close} disabled={locking}>{t("common.cancel")}</button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={locking}>{t("account.lock.submit")}</button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field
          ref={input}
          label={t("account.lock.password")}
          type="password"
          name="lockPassword"
          autoComplete="off"
          maxLength={40}
          hint={t("account.lock.hint")}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
