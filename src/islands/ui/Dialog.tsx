// A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
// Escape and backdrop clicks close it unless the dialog must not be dismissed (the registration dialog).
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "./useT";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /** false: no close icon, Escape and outside clicks do nothing. */
  dismissible?: boolean;
  /** CSS width, e.g. "28rem" or "20%" (never narrower than the screen allows). */
  width?: string;
  fullScreen?: boolean;
  /** Marks the dialog for tests and styling. */
  name?: string;
}

export function Dialog({ open, title, onClose, children, footer, dismissible = true, width = "28rem", fullScreen = false, name }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      data-dialog={name}
      aria-labelledby={titleId}
      className={fullScreen ? "dialog dialog--full" : "dialog"}
      style={fullScreen ? undefined : { width: `min(${width}, calc(100vw - 2rem))`, minWidth: `min(20rem, calc(100vw - 2rem))` }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // Browsers let a second Escape close a dialog whose cancel was prevented: an undismissable one reopens.
        if (!dismissible && open && ref.current && !ref.current.open) ref.current.showModal();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">{title}</h2>
            {dismissible && (
              <button type="button" className="icon-btn" onClick={onClose} aria-label={t("common.close")}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
