import { useState, type FormEvent } from "react";
import { searchTarget } from "@/lib/portal/search";
import { useT } from "@/islands/ui/useT";

export function SearchForm({ path }: { path: string }) {
  const { t } = useT();
  const [value, setValue] = useState(() => (path === "/wel/search" ? new URLSearchParams(location.search).get("keywords") ?? "" : ""));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(path, value, Date.now());
    if (!target) return;
    if (target.replace) location.replace(target.href);
    else location.assign(target.href);
  };
  return (
    <form role="search" className="portal-search" onSubmit={submit}>
      <label className="sr-only" htmlFor="portal-search-input">{t("shell.searchLabel")}</label>
      <input id="portal-search-input" type="search" value={value} onChange={(event) => setValue(event.target.value)} placeholder={t("shell.searchPlaceholder")} maxLength={50} />
      <button type="submit" className="btn btn--primary">{t("shell.search")}</button>
    </form>
  );
}
