// Tab "admission brochures" (portal.md §2): guide/index, the school's brochures with a title search, and
// guide/{aid}, one brochure; opening it counts a read and shows the new count.
import "@/lib/i18n/portal-school";
import { useState, type SubmitEvent } from "react";
import { countBrochureRead, fetchBrochure, fetchBrochures } from "@/lib/api/school";
import { brochureYear, pageCount, schoolHref } from "@/lib/rules/school";
import { useT } from "@/islands/ui/useT";
import { formatDate } from "@/islands/pages/shared";
import { LOCALES, Panel } from "./parts";
import { useLoadable } from "@/islands/ui/useCall";
import { Pager } from "@/islands/ui/Pager";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const PAGE_SIZE = 10;

export function BrochureList({ code }: { code: string }) {
  const { t, lang } = useT();
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [list, retry] = useLoadable(["fetchBrochures", code, keyword, page], () => fetchBrochures(code, keyword, page, PAGE_SIZE));

  const search = (event: SubmitEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };

  // Searching titles only helps when there is something to search.
  const searchable = keyword !== "" || (list.state === "ready" && list.data.data.total > 0);

  return (
    <Panel id="school-guide" title={t("school.guide.title")}>
      {searchable && <form role="search" aria-label={t("school.guide.search")} onSubmit={search} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-sm">
          <label htmlFor="school-guide-search" className="text-sm font-semibold">{t("school.guide.search")}</label>
          <input id="school-guide-search" type="search" className="field__input" value={draft} maxLength={50} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary">{t("school.guide.searchButton")}</button>
      </form>}
      <Loaded load={list} retry={retry}>
        {(answer) => {
          const records = answer.data?.records ?? [];
          if (records.length === 0 && keyword) return <p className="muted" role="status">{t("school.guide.emptySearch", { keyword })}</p>;
          if (records.length === 0) return <NotYetPublished />;
          return (
            <>
              <SampleNote show={answer.sample === true} className="mb-2" />
              <p className="muted mb-2 text-sm" role="status">{t("school.guide.total", { total: answer.data.total })}</p>
              <ul className="flex flex-col divide-y divide-[var(--color-line)]" data-brochures>
                {records.map((brochure) => (
                  <li key={brochure.id} className="py-3">
                    <a href={schoolHref(code, `guide/${brochure.id}`)} className="font-medium" lang={lang === "en" ? "zh-CN" : undefined}>{brochure.title}</a>
                    <p className="muted mt-1 text-sm">
                      <time dateTime={brochure.publishDate}>{t("school.guide.published", { date: formatDate(brochure.publishDate, lang) })}</time>
                      <span aria-hidden="true"> · </span>
                      <span data-read-count>{t("school.guide.reads", { count: brochure.readCount.toLocaleString(LOCALES[lang]) })}</span>
                    </p>
                  </li>
                ))}
              </ul>
              <Pager className="mt-3" current={page} pages={pageCount(answer.data.total, PAGE_SIZE)} onPage={setPage} />
            </>
          );
        }}
      </Loaded>
    </Panel>
  );
}

/** No brochure of this school here: says for which year, and that the school's own publication is what counts. */
function NotYetPublished() {
  const { t } = useT();
  return (
    <div className="rounded-md border border-dashed border-[var(--color-line)] bg-[var(--color-paper)] px-4 py-3" role="status" data-empty="brochures">
      <p className="m-0 font-semibold">{t("school.guide.notYet", { year: brochureYear(new Date()) })}</p>
      <p className="muted m-0 mt-1 text-sm">{t("school.guide.notYetHint")}</p>
    </div>
  );
}

/** Loads a brochure of this school, then counts the read: the count shown is the one the server returns. */
async function openBrochure(code: string, aid: string) {
  const answer = await fetchBrochure(aid);
  const brochure = answer.data;
  if (!brochure || brochure.collegeCode !== code) return null;
  let readCount = brochure.readCount;
  try {
    const counted = await countBrochureRead(aid);
    if (typeof counted.data === "number") readCount = counted.data;
  } catch {
    // The brochure still shows with the count it had.
  }
  return { brochure, readCount, sample: answer.sample === true || brochure.sample === true };
}

export function BrochureDetail({ code, aid }: { code: string; aid: string }) {
  const { t, lang } = useT();
  const [opened, retry] = useLoadable(["openBrochure", code, aid], () => openBrochure(code, aid));
  const back = (
    <p className="mt-4">
      <a href={schoolHref(code, "guide/index")}>{t("school.guide.back")}</a>
    </p>
  );
  const missing = (
    <>
      <p role="alert">{t("school.guide.notFound")}</p>
      {back}
    </>
  );

  if (opened.state === "failed" && opened.code === 404) return <Panel id="school-guide" title={t("school.guide.title")}>{missing}</Panel>;
  return (
    <Panel id="school-guide" title={t("school.guide.title")}>
      <Loaded load={opened} retry={retry}>
        {(value) =>
          value === null ? (
            missing
          ) : (
            <article aria-labelledby="school-brochure-title" data-brochure={value.brochure.id}>
              <SampleNote show={value.sample} className="mb-2" />
              <h3 id="school-brochure-title" className="text-lg font-bold" lang={lang === "en" ? "zh-CN" : undefined}>{value.brochure.title}</h3>
              <p className="muted mb-3 mt-1 text-sm">
                <time dateTime={value.brochure.publishDate}>{t("school.guide.published", { date: formatDate(value.brochure.publishDate, lang) })}</time>
                <span aria-hidden="true"> · </span>
                <span data-read-count>{t("school.guide.reads", { count: value.readCount.toLocaleString(LOCALES[lang]) })}</span>
              </p>
              <div className="whitespace-pre-wrap break-words leading-7" lang={lang === "en" ? "zh-CN" : undefined}>{value.brochure.content}</div>
              {back}
            </article>
          )
        }
      </Loaded>
    </Panel>
  );
}
