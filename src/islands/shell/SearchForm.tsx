import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { searchTarget } from "@/lib/portal/search";
import { useT } from "@/islands/ui/useT";

export function SearchForm({ path }: { path: string }) {
  const { t } = useT();
  const [value, setValue] = useState(() => (path === "/wel/search" ? new URLSearchParams(location.search).get("keywords") ?? "" : ""));
  // open from the start on the search page (it shows what was searched for)
  const [open, setOpen] = useState(path === "/wel/search");
  const input = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // focus the field when the person opens it, not on page load
    if (open && opened.current) input.current?.focus();
    opened.current = true;
  }, [open]);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const target = searchTarget(path, value, Date.now());
    if (!target) return;
    if (target.replace) location.replace(target.href);
    else location.assign(target.href);
  };
  return (
    <>
      {/* on a phone the search row stays folded until asked for, so the header keeps to a quarter of the screen */}
      <button type="button" className="icon-btn portal-search-toggle" aria-expanded={open} aria-controls="portal-search-form"
        aria-label={t(open ? "shell.searchHide" : "shell.searchShow")} onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="8.5" cy="8.5" r="5.5" /><path d="M13 13l4.5 4.5" />
        </svg>
      </button>
      <form id="portal-search-form" role="search" className={open ? "portal-search portal-search--open" : "portal-search"} onSubmit={submit}>
        <label className="sr-only" htmlFor="portal-search-input">{t("shell.searchLabel")}</label>
        <input ref={input} id="portal-search-input" type="search" value={value} onChange={(event) => setValue(event.target.value)} placeholder={t("shell.searchPlaceholder")} maxLength={50} />
        <button type="submit" className="btn btn--primary">{t("shell.search")}</button>
      </form>
    </>
  );
}
