// The error log (portal.md §2, §3, §8): the top-bar button with the count badge, and a full-screen dialog listing the
// locally kept errors with upload (confirm, then the stored list is sent and cleared) and clear (confirm).
import "@/lib/i18n/portal-account";
import { useStore } from "@nanostores/react";
import { Fragment, useEffect, useId, useRef, useState } from "react";
import { uploadErrorLog } from "@/lib/api/account";
import { logBadge } from "@/lib/rules/session-rules";
import { $errorLog, clearErrorLog, removeErrorEntries } from "@/lib/session/error-log";
import { confirmAction, showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { useT } from "@/islands/ui/useT";
import { formatLogTime } from "./logic";

function BugIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M9 7.5V6a3 3 0 0 1 6 0v1.5" />
      <rect x="7" y="7.5" width="10" height="12" rx="5" />
      <path d="M12 11v8.5M3.5 13H7M17 13h3.5M4.5 8.5 7.5 10M19.5 8.5 16.5 10M4.5 18.5l3-2M19.5 18.5l-3-2" />
    </svg>
  );
}

/** The top-bar button: a bug icon with the number of logged errors (hidden at 0, "99+" above 99). */
export function ErrorLogButton({ onOpen }: { onOpen(): void }) {
  const { t } = useT();
  const count = useStore($errorLog).length;
  return (
    <button type="button" className="icon-btn relative" onClick={onOpen} aria-label={t("account.log.button", { count })} data-error-log={count}>
      <BugIcon />
      {count > 0 && (
        <span className="badge absolute -top-0.5 -right-1" aria-hidden="true">{logBadge(count)}</span>
      )}
    </button>
  );
}

export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, lang } = useT();
  const log = useStore($errorLog);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  /** The last action's result, also said inside the dialog (a page toast may sit under a full-screen dialog). */
  const [status, setStatus] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);
  const ids = useId();

  // The buttons that were pressed are now disabled: keep keyboard focus inside the dialog, on the result.
  const announce = (message: string) => {
    setStatus(message);
    showSuccess(message);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  useEffect(() => {
    if (!open) {
      setStatus("");
      setExpanded(new Set());
    }
  }, [open]);

  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const upload = async () => {
    if (busy || log.length === 0) return;
    if (!(await confirmAction(t("account.log.uploadConfirm"), t("account.log.title")))) return;
    setBusy(true);
    try {
      const sent = $errorLog.get();
      await uploadErrorLog(sent);
      // Only what was sent goes: errors recorded during the upload stay for the next one.
      removeErrorEntries(sent);
      setExpanded(new Set());
      announce(t("account.log.uploaded"));
    } catch {
      // The HTTP layer has shown why; the log stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    if (busy || log.length === 0) return;
    if (!(await confirmAction(t("account.log.clearConfirm"), t("account.log.title")))) return;
    clearErrorLog();
    setExpanded(new Set());
    announce(t("account.log.cleared"));
  };

  const toggleButton = (index: number, where: "card" | "row") => {
    const isOpen = expanded.has(index);
    const n = index + 1;
    return (
      <button
        type="button"
        className="btn text-xs py-0 min-h-0 h-7 whitespace-nowrap"
        aria-expanded={isOpen}
        aria-controls={`${ids}-${where}-${index}`}
        aria-label={t(isOpen ? "account.log.hideDetails" : "account.log.showDetails", { n })}
        onClick={() => toggle(index)}
      >
        {t("account.log.details")} <span aria-hidden="true">{isOpen ? "▴" : "▾"}</span>
      </button>
    );
  };

  const details = (entry: (typeof log)[number]) => (
    <dl className="grid gap-1 m-0">
      <dt className="font-semibold">{t("account.log.stack")}</dt>
      <dd className="m-0">{detail(entry.stack)}</dd>
      <dt className="font-semibold mt-2">{t("account.log.info")}</dt>
      <dd className="m-0">{detail(entry.info)}</dd>
    </dl>
  );

  const detail = (text: string) => (text ? <pre className="whitespace-pre-wrap break-all text-xs m-0 font-mono">{text}</pre> : <span className="muted">{t("account.log.none")}</span>);

  return (
    <Dialog
      name="error-log"
      open={open}
      title={t("account.log.title")}
      onClose={onClose}
      fullScreen
      footer={
        <>
          <button type="button" className="btn" onClick={clear} disabled={busy || log.length === 0}>{t("account.log.clear")}</button>
          <button type="button" className="btn btn--primary" onClick={upload} disabled={busy || log.length === 0} aria-busy={busy || undefined}>
            {busy ? t("account.submitting") : t("account.log.upload")}
          </button>
        </>
      }
    >
      <p className="muted mt-0 mb-3">
        {t("account.log.intro")} {log.length > 0 && <strong className="text-[var(--color-ink)]">{t("account.log.count", { count: log.length })}</strong>}
      </p>
      <p ref={statusRef} tabIndex={-1} role="status" className={status ? "mb-3 font-semibold text-[#166534]" : "sr-only"}>{status}</p>
      {log.length === 0 ? (
        <p className="text-center muted py-10 border border-[var(--color-line)] rounded-md bg-white">{t("account.log.empty")}</p>
      ) : (
        <>
          {/* Narrow screens: one card per entry. */}
          <ol className="sm:hidden grid gap-3 m-0 p-0 list-none" aria-label={t("account.log.title")}>
            {log.map((entry, index) => (
              <li key={`${entry.time}-${index}`} className="border border-[var(--color-line)] rounded-md p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="tabular-nums">{index + 1}. {formatLogTime(entry.time, lang)}</span>
                  <span className="tag">{entry.type || "-"}</span>
                </div>
                <p className="m-0 mt-1 break-words">{entry.message || "-"}</p>
                <p className="m-0 muted break-all"><span className="sr-only">{t("account.log.url")}: </span>{entry.url || "-"}</p>
                <div className="mt-2">{toggleButton(index, "card")}</div>
                <div id={`${ids}-card-${index}`} hidden={!expanded.has(index)} className="mt-2 bg-[#fafafa] p-2 rounded">
                  {details(entry)}
                </div>
              </li>
            ))}
          </ol>
          {/* Wider screens: a table. */}
          <div className="hidden sm:block overflow-x-auto border border-[var(--color-line)] rounded-md" role="region" aria-labelledby={`${ids}-caption`} tabIndex={0}>
            <table className="w-full text-sm border-collapse">
              <caption id={`${ids}-caption`} className="sr-only">{t("account.log.title")}</caption>
              <thead className="bg-[#f5f7fa] text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">#</th>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">{t("account.log.time")}</th>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">{t("account.log.type")}</th>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">{t("account.log.url")}</th>
                  <th scope="col" className="px-3 py-2">{t("account.log.message")}</th>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">{t("account.log.details")}</th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry, index) => (
                  <Fragment key={`${entry.time}-${index}`}>
                    <tr className="border-t border-[var(--color-line)] align-top">
                      <td className="px-3 py-2 tabular-nums">{index + 1}</td>
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatLogTime(entry.time, lang)}</td>
                      <td className="px-3 py-2"><span className="tag">{entry.type || "-"}</span></td>
                      <td className="px-3 py-2 break-all min-w-[8rem]">{entry.url || "-"}</td>
                      <td className="px-3 py-2 break-words min-w-[12rem]">{entry.message || "-"}</td>
                      <td className="px-3 py-2">{toggleButton(index, "row")}</td>
                    </tr>
                    <tr id={`${ids}-row-${index}`} hidden={!expanded.has(index)} className="bg-[#fafafa]">
                      <td />
                      <td colSpan={5} className="px-3 pb-3">{details(entry)}</td>
                    </tr>
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Dialog>
  );
}
