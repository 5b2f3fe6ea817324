// Renders the page-wide feedback of src/lib/ui/feedback: the progress bar, the toast and confirm/alert prompts.
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { $pending, $prompt, $toast, answerPrompt, dismissToast } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { useT } from "@/islands/ui/useT";

export function FeedbackHost() {
  const pending = useStore($pending);
  const toast = useStore($toast);
  const prompt = useStore($prompt);
  const { t } = useT();
  const region = useRef<HTMLDivElement>(null);
  // Re-showing the popover puts the toast on top of any modal dialog opened since.
  useEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== "function") return;
    if (element.matches(":popover-open")) element.hidePopover();
    if (toast) element.showPopover();
  }, [toast]);
  return (
    <>
      <div className={pending > 0 ? "progress-bar progress-bar--on" : "progress-bar"} aria-hidden="true" />
      <div ref={region} popover="manual" className="toast-region" role="status" aria-live="polite">
        {toast && (
          <div className={`toast toast--${toast.kind}`} data-toast={toast.kind}>
            <span>{toast.message}</span>
            <button type="button" className="icon-btn" onClick={dismissToast} aria-label={t("common.close")}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
      <Dialog
        name="prompt"
        open={prompt !== null}
        title={prompt?.title ?? t("common.notice")}
        onClose={() => answerPrompt(false)}
        dismissible={prompt?.cancellable ?? true}
        footer={
          <>
            {prompt?.cancellable && (
              <button type="button" className="btn" onClick={() => answerPrompt(false)}>{t("common.cancel")}</button>
            )}
            <button type="button" className="btn btn--primary" onClick={() => answerPrompt(true)} autoFocus>{t("common.confirm")}</button>
          </>
        }
      >
        <p>{prompt?.message}</p>
      </Dialog>
    </>
  );
}
