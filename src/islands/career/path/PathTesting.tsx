// 规划前的测评 /career/path/testing: the career assessments to take before planning routes (assessment/list), how many
// are done, each with when it was last taken and its result, its earlier results on request (assessment/history), a
// link to take it (the student) and to its report. The wellbeing check is not a career result and is left out.
import "../parts";
import { useState } from "react";
import { assessmentLoads, fetchHistory, type HistoryItem, type ListItem } from "@/lib/api/assessment";
import { reportHref, type AssessmentCode } from "@/domain/assessment/catalog";
import { formatDate, useProfile } from "@/islands/pages/shared";
import { CAREER_ASSESSMENTS } from "../AssessmentSummary";
import { CARD, CareerPage, LinkButton, ReadOnlyNote, ShareBar } from "../parts";
import { codeReads } from "@/lib/rules/career-path";
import { usePathT } from "./shared";
import { Loaded } from "@/islands/ui/Loaded";
import { useLoadable } from "@/islands/ui/useCall";

function History({ item }: { item: ListItem }) {
  const { p, lang } = usePathT();
  const [open, setOpen] = useState(false);
  const [history, retry] = useLoadable(["fetchHistory", item.code], () => fetchHistory(item.code).then((r) => r.data), open);
  return (
    <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-history={item.code}>
      <summary className="cursor-pointer text-sm" aria-label={p("testing.historyNamed", { name: item.name[lang] })}>{p("testing.history", { n: item.taken })}</summary>
      {open && (
        <Loaded load={history} retry={retry}>
          {(rows: HistoryItem[]) => (
            <ol className="m-0 mt-1 flex flex-col gap-1 pl-5 text-sm">
              {rows.map((row) => (
                <li key={row.reportId}>
                  <a href={reportHref(item.code, row.reportId)} className="underline">{formatDate(row.createdAt, lang)}</a>
                  <span className="tag mx-2" lang="zh-CN">{row.resultCode}</span>
                  {row.takenBy === "parent" && <span className="muted">{p("testing.byParent")}</span>}
                </li>
              ))}
            </ol>
          )}
        </Loaded>
      )}
    </details>
  );
}

function Assessments({ items, parent }: { items: ListItem[]; parent: boolean }) {
  const { t, p, lang } = usePathT();
  const list = CAREER_ASSESSMENTS.map((code: AssessmentCode) => items.find((i) => i.code === code)).filter((i): i is ListItem => Boolean(i));
  const done = list.filter((i) => i.latest).length;
  return (
    <>
      <p className="m-0" data-done={`${done}/${list.length}`}>
        <ShareBar share={list.length ? done / list.length : 0} label={p("testing.done", { done, total: list.length })} />
      </p>
      <ol className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
        {list.map((item) => (
          <li key={item.code} className={`${CARD} flex flex-col gap-2`} data-assessment={item.code} data-taken={item.latest ? "yes" : "no"}>
            <h2 className="m-0 flex flex-wrap items-center gap-2 text-lg font-bold">
              {item.name[lang]}
              <span className={`rounded-full border px-2 text-xs leading-6 ${item.latest ? "border-green-700 text-green-800" : "border-[#9ca3af] text-[#374151]"}`}>
                {t(item.latest ? "career.status.done" : "career.status.todo")}
              </span>
            </h2>
            <p className="m-0 text-sm">{item.description[lang]}</p>
            <p className="muted m-0 text-sm">{p("testing.minutes", { minutes: item.minutes, items: item.itemCount })}</p>
            {item.latest ? (
              <>
                <p className="m-0 text-sm">{codeReads(item.latest.resultCode) && <span className="tag mr-1" lang="zh-CN">{item.latest.resultCode}</span>}{item.latest.summary[lang]}</p>
                <p className="muted m-0 text-xs">{t("career.assess.taken", { date: formatDate(item.latest.createdAt, lang), n: item.taken })}</p>
                <History item={item} />
              </>
            ) : <p className="muted m-0 text-sm">{t("career.assess.notTaken", { minutes: item.minutes })}</p>}
            <p className="m-0 mt-auto flex flex-wrap gap-2 pt-1">
              {!parent && (
                <a className={`btn ${item.latest ? "" : "btn--primary"} no-underline`} href={item.paperPath}>
                  {t(item.latest ? "career.assess.retake" : "career.assess.take")}<span className="sr-only"> {item.name[lang]}</span>
                </a>
              )}
              {item.latest && (
                <a className="btn no-underline" href={reportHref(item.code, item.latest.reportId)}>{t("career.assess.report")}<span className="sr-only"> {item.name[lang]}</span></a>
              )}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

export default function PathTesting() {
  const { t, p } = usePathT();
  const profile = useProfile();
  const parent = profile?.authority === "parent";
  const [items, retry] = useLoadable(...assessmentLoads.list());
  return (
    <CareerPage screen="path-testing" title={t("route.pathTesting")} intro={p("testing.intro")}
      aside={<span className="print:hidden"><LinkButton href="/career/path/report">{p("testing.next")}</LinkButton></span>}>
      {parent && <ReadOnlyNote t={t} />}
      <Loaded load={items} retry={retry}>{(data: ListItem[]) => <Assessments items={data} parent={parent} />}</Loaded>
    </CareerPage>
  );
}
