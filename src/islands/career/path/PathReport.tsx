// 测评汇总 /career/path/report: the student's latest result of each assessment that bears on routes and majors —
// Holland code, personality, intelligences, values, subject strengths, major tendency — side by side, each a chart
// with a table of the same numbers, then the major classes and professions they point to together (several
// assessments naming one counts first), linked into the major and profession pages. What is not taken is listed
// with its test. Printable; a parent reads it.
import "../parts";
import type { ReactNode } from "react";
import { ASSESSMENTS, reportHref, type AssessmentCode } from "@/domain/assessment/catalog";
import { fetchAssessments, fetchReport, type ListItem, type Report } from "@/lib/api/assessment";
import { codeReads, sharedPointers, type SharedPointer } from "@/lib/rules/career-path";
import { professionName, professionNameLang } from "@/lib/rules/display-name";
import { formatDate, useProfile } from "@/islands/pages/shared";
import { Bars } from "@/islands/assessment/charts";
import { ScoreTable, TABLE, TableScroll } from "@/islands/assessment/Report";
import { CareerPage, Part, ReadOnlyNote } from "../parts";
import { usePathT } from "./shared";
import { Loaded } from "@/islands/ui/Loaded";
import { useLoadable } from "@/islands/ui/useCall";

/** The six results this page brings together, in the order a reader meets them. */
const CODES: readonly AssessmentCode[] = ["zyxq", "rglx", "dyzn", "zyjzg", "xkys", "major"];

interface Loaded { reports: Report[]; missing: ListItem[]; failed: number }

async function loadAll(): Promise<Loaded> {
  const list = (await fetchAssessments()).data.filter((i) => CODES.includes(i.code));
  const taken = list.filter((i) => i.latest);
  const answers = await Promise.all(taken.map((i) => fetchReport(i.latest!.reportId).then((r) => r.data, () => null)));
  const reports = answers.filter((r): r is Report => r !== null).sort((a, b) => CODES.indexOf(a.code) - CODES.indexOf(b.code));
  return { reports, missing: list.filter((i) => !i.latest), failed: answers.length - reports.length };
}

function PointerTable({ caption, rows, children }: { caption: string; rows: SharedPointer[]; children(row: SharedPointer): ReactNode }) {
  const { p } = usePathT();
  return (
    <TableScroll label={caption}>
      <table className={TABLE} data-pointers={caption}>
        <caption className="mb-1 text-left font-semibold">{caption}</caption>
        <thead><tr><th scope="col">{p("report.name")}</th><th scope="col">{p("report.from")}</th></tr></thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </TableScroll>
  );
}

function Together({ reports }: { reports: Report[] }) {
  const { p, lang } = usePathT();
  const majors = sharedPointers(reports.map((r) => ({ code: r.code, pointers: r.result.majors }))).slice(0, 12);
  const professions = sharedPointers(reports.map((r) => ({ code: r.code, pointers: r.result.professions }))).slice(0, 12);
  // a profession by its name in the page's language (issue 26); majors as stored, marked Chinese
  const row = (item: SharedPointer, name: string, nameLang: "zh-CN" | undefined) => (
    <tr key={item.code} data-pointer={item.code} data-from={item.from.length}>
      <th scope="row" className="font-normal"><a href={item.href} lang={nameLang}>{name}</a></th>
      <td>{item.from.map((c) => ASSESSMENTS[c as AssessmentCode]?.name[lang] ?? c).join(lang === "en" ? ", " : "、")}</td>
    </tr>
  );
  return (
    <Part id="report-together" title={p("report.together")}>
      {majors.length + professions.length === 0 ? <p className="muted m-0">{p("report.noPointers")}</p> : (
        <div className="grid gap-4 lg:grid-cols-2">
          <PointerTable caption={p("report.majors")} rows={majors}>{(item) => row(item, item.name, "zh-CN")}</PointerTable>
          <PointerTable caption={p("report.professions")} rows={professions}>{(item) => row(item, professionName(item, lang), lang === "en" ? professionNameLang(item, lang) : "zh-CN")}</PointerTable>
        </div>
      )}
      <p className="muted m-0 mt-2 text-sm">{p("report.togetherNote")}</p>
    </Part>
  );
}

function Summary({ data, parent }: { data: Loaded; parent: boolean }) {
  const { t, p, lang } = usePathT();
  return (
    <>
      {data.failed > 0 && <p className="field__error m-0" role="alert">{p("report.failed")}</p>}
      {data.missing.length > 0 && (
        <Part id="report-missing" title={data.reports.length === 0 ? p("report.none") : p("report.missing")}>
          <ul className="m-0 flex flex-col gap-1 pl-5" data-missing>
            {data.missing.map((item) => (
              <li key={item.code} data-missing-code={item.code}>
                {parent ? item.name[lang] : <a href={item.paperPath} className="underline">{item.name[lang]}</a>}
                <span className="muted ml-2 text-sm">{t("career.assess.notTaken", { minutes: item.minutes })}</span>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {data.reports.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.reports.map((report) => {
            const name = ASSESSMENTS[report.code].name[lang];
            const result = report.result;
            return (
              <Part key={report.code} id={`report-${report.code}`} title={name} className="break-inside-avoid">
                <div className="flex flex-col gap-3" data-result={report.code}>
                  <p className="m-0">{codeReads(result.code) && <strong className="tag mr-2 text-base" lang="zh-CN" data-code>{result.code}</strong>}{result.summary[lang]}</p>
                  <p className="muted m-0 text-sm">
                    {p("report.takenOn", { date: formatDate(report.createdAt, lang) })} · <a href={reportHref(report.code, report.reportId)} className="underline">{p("report.full")}</a>
                  </p>
                  <Bars label={p("report.chart", { name })} rows={result.scores.map((s) => ({ name: s.name[lang], values: [s.percent], marker: result.ranking.slice(0, 3).includes(s.dimension) }))} />
                  <ScoreTable t={t} lang={lang} scores={result.scores} ranking={result.ranking} caption={p("report.chart", { name })} />
                </div>
              </Part>
            );
          })}
        </div>
      )}
      {data.reports.length > 0 && <Together reports={data.reports} />}
    </>
  );
}

export default function PathReport() {
  const { t, p } = usePathT();
  const profile = useProfile();
  const parent = profile?.authority === "parent";
  const [data, retry] = useLoadable(["loadAll"], loadAll);
  return (
    <CareerPage screen="path-report" title={t("route.pathReport")} intro={p("report.intro")}
      aside={<button type="button" className="btn print:hidden" onClick={() => window.print()}>{p("print")}</button>}>
      {parent && <ReadOnlyNote t={t} />}
      <Loaded load={data} retry={retry}>{(loaded: Loaded) => <Summary data={loaded} parent={parent} />}</Loaded>
    </CareerPage>
  );
}
