// The one way an island shows a load that is not ready yet: loading, waiting for the user's registration (the server
// refuses their calls until the school approves the account, so nothing was asked), refused to this account (403), or
// failed, with a retry. Children render the answer.
import "@/lib/i18n/portal-pages";
import type { ReactNode } from "react";
import { useT } from "./useT";
import { REGISTRATION_PENDING, type Loadable } from "./useCall";

export function Loaded<T>({ load, retry, children }: { load: Loadable<T>; retry(): void; children(data: T): ReactNode }) {
  const { t } = useT();
  if (load.state === "loading") return <p className="muted" role="status">{t("pages.loading")}</p>;
  if (load.state === "failed" && load.code === REGISTRATION_PENDING) return <p className="muted" data-registration-pending>{t("pages.afterRegistration")}</p>;
  if (load.state === "failed") {
    return (
      <p className="flex flex-wrap items-center gap-2" role="alert">
        <span>{t(load.code === 403 ? "pages.forbidden" : "pages.loadFailed")}</span>
        <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>
      </p>
    );
  }
  return <>{children(load.data)}</>;
}
