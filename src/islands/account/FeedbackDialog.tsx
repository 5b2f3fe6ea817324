// Feedback (portal.md §2 avatar menu): a type, the text (required, with its length shown) and an optional mobile number
// (checked by the §5 phone rule only when given). Stored on the server; on a failure the form keeps what was typed.
import "@/lib/i18n/portal-account";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, submitFeedback, type FeedbackCategory } from "@/lib/api/account";
import type { PortalKey } from "@/lib/i18n/portal";
import { showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { feedbackErrors, type FeedbackForm } from "./logic";

interface State extends FeedbackForm {
  category: FeedbackCategory;
}

const EMPTY: State = { category: "suggestion", content: "", contact: "" };

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT();
  const [form, setForm] = useState<State>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FeedbackForm, PortalKey>>>({});
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const ids = useId();
  const firstChoice = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) firstChoice.current?.focus();
  }, [open]);

  const close = () => {
    if (busy) return;
    setErrors({});
    onClose();
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = feedbackErrors(form);
    setErrors(found);
    if (found.content) return contentRef.current?.focus();
    if (found.contact) return contactRef.current?.focus();
    setBusy(true);
    try {
      await submitFeedback({ category: form.category, content: form.content, contact: form.contact.trim() || undefined });
      showSuccess(t("account.feedback.success"));
      setForm(EMPTY);
      setErrors({});
      onClose();
    } catch {
      // The HTTP layer has shown why; keep what was typed.
    } finally {
      setBusy(false);
    }
  };

  const length = form.content.trim().length;
  const contentError = errors.content ? t(errors.content, { max: FEEDBACK_MAX }) : null;
  const describedBy = [`${ids}-count`, contentError ? `${ids}-error` : null].filter(Boolean).join(" ");
  return (
    <Dialog
      name="feedback"
      open={open}
      title={t("account.feedback.title")}
      onClose={close}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>{t("common.cancel")}</button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("account.submitting") : t("account.feedback.submit")}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset className="field">
          <legend className="field__label mb-1">{t("account.feedback.type")}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {FEEDBACK_CATEGORIES.map((category, index) => (
              <label key={category} className="inline-flex items-center gap-2 cursor-pointer">
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="radio"
                  name="category"
                  value={category}
                  checked={form.category === category}
                  onChange={() => setForm((current) => ({ ...current, category }))}
                />
                {t(`account.feedback.type.${category}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-content`} className="field__label">{t("account.feedback.content")}</label>
          <textarea
            ref={contentRef}
            id={`${ids}-content`}
            name="content"
            className="field__input"
            rows={5}
            maxLength={FEEDBACK_MAX}
            required
            placeholder={t("account.feedback.placeholder")}
            value={form.content}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const content = event.target.value;
              setForm((current) => ({ ...current, content }));
              setErrors((current) => ({ ...current, content: undefined }));
            }}
          />
          <p id={`${ids}-count`} className="field__hint text-right">{t("account.feedback.count", { count: length, max: FEEDBACK_MAX })}</p>
          {contentError && <p id={`${ids}-error`} className="field__error" role="alert">{contentError}</p>}
        </div>
        <Field
          ref={contactRef}
          label={t("account.feedback.contact")}
          type="tel"
          name="contact"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={20}
          hint={t("account.feedback.contactHint")}
          value={form.contact}
          onChange={(event) => {
            const contact = event.target.value;
            setForm((current) => ({ ...current, contact }));
            setErrors((current) => ({ ...current, contact: undefined }));
          }}
          error={errors.contact ? t(errors.contact) : null}
        />
      </form>
    </Dialog>
  );
}
