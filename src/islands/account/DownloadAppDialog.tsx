// "Download app" (portal.md §2 avatar menu), told honestly: the portal is a web app, so the dialog shows the site
// address and how to add it to a phone's home screen. There is no app-store app and no download link.
import "@/lib/i18n/portal-account";
import { useEffect, useId, useRef, useState } from "react";
import { showError, showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { useT } from "@/islands/ui/useT";

export function DownloadAppDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT();
  const address = typeof location === "undefined" ? "/" : `${location.origin}/`;
  const addressRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const ids = useId();

  useEffect(() => {
    if (open) addressRef.current?.focus();
    else setCopied(false);
  }, [open]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      showSuccess(t("account.app.copied"));
    } catch {
      addressRef.current?.select();
      showError(t("account.app.copyFailed"));
    }
  };

  const steps = (platform: "ios" | "android") => (
    <ol className="list-decimal pl-5 space-y-1">
      <li>{t(`account.app.${platform}.step1`)}</li>
      <li>{t(`account.app.${platform}.step2`)}</li>
      <li>{t(`account.app.${platform}.step3`)}</li>
    </ol>
  );

  return (
    <Dialog
      name="download-app"
      open={open}
      title={t("account.app.title")}
      onClose={onClose}
      width="32rem"
      footer={<button type="button" className="btn btn--primary" onClick={onClose}>{t("common.close")}</button>}
    >
      <p className="mt-0">{t("account.app.intro")}</p>
      <div className="field mt-3">
        <label htmlFor={`${ids}-address`} className="field__label">{t("account.app.address")}</label>
        <div className="flex gap-2">
          <input
            ref={addressRef}
            id={`${ids}-address`}
            className="field__input font-mono text-sm"
            type="url"
            value={address}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn shrink-0" onClick={copy} aria-live="polite">
            {copied ? t("account.app.copied") : t("account.app.copy")}
          </button>
        </div>
      </div>
      <section aria-labelledby={`${ids}-ios`} className="mt-4">
        <h3 id={`${ids}-ios`} className="text-base font-semibold mb-1">{t("account.app.ios")}</h3>
        {steps("ios")}
      </section>
      <section aria-labelledby={`${ids}-android`} className="mt-4">
        <h3 id={`${ids}-android`} className="text-base font-semibold mb-1">{t("account.app.android")}</h3>
        {steps("android")}
      </section>
      <p className="muted text-sm mt-4 mb-1">{t("account.app.note")}</p>
    </Dialog>
  );
}
