// Tab "admission score lines" /scoreline (portal.md §2, §7): by province, year and subject type; the college's
// lowest score and rank over the years (trend chart and table) and each major's results in the chosen year.
import "@/lib/i18n/portal-school";
import { fetchCollegeScores } from "@/lib/api/colleges";
import { fetchMajorScores, fetchScoreYears, type SchoolInfo } from "@/lib/api/school";
import { pageCount, scoreBatches, scoreSeries } from "@/lib/rules/school";
import { useT } from "@/islands/ui/useT";
import { Filters, Num, Panel, provinceName, requirementText, Select, Table, valueText } from "./parts";
import { Trend } from "./Trend";
import { useYearTypeFilter, YearTypeFilters } from "./YearTypeFilter";
import { useLoadable } from "@/islands/ui/useCall";
import { Pager } from "@/islands/ui/Pager";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const PAGE_SIZE = 20;

export function ScoreLines({ info, code }: { info: SchoolInfo; code: string }) {
  const { t, lang } = useT();
  const filter = useYearTypeFilter<{ batch: string }>(info.provinceCode, fetchScoreYears);
  const { province, wanted, setWanted, picked, page, setPage, years, retryYears } = filter;
  const [scores, retryScores] = useLoadable(["fetchCollegeScores", code, province], () => fetchCollegeScores(code, province, { quiet: true }));
  const [majors, retryMajors] = useLoadable(["fetchMajorScores", code, province, picked?.year, picked?.subjectType, page], () => fetchMajorScores({ code, province, year: picked!.year, subjectType: picked!.subjectType, pageIndex: page, pageSize: PAGE_SIZE }), picked !== null);
  const place = provinceName(t, province);

  return (
    <Panel id="school-scoreline" title={t("school.tab.scoreline")}>
      <YearTypeFilters t={t} filter={filter} />

      <Loaded load={years} retry={retryYears}>
        {() =>
          !picked ? (
            <p className="muted" role="status">{t("school.scoreline.empty", { province: place })}</p>
          ) : (
            <>
              <section data-part="college">
                <h3 id="school-scoreline-college" className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2 text-base font-bold">{t("school.scoreline.college")}</h3>
                <Loaded load={scores} retry={retryScores}>
                  {(answer) => {
                    const map = answer.data ?? {};
                    const batches = scoreBatches(map, picked.subjectType);
                    const batch = wanted.batch && batches.includes(wanted.batch) ? wanted.batch : batches[0];
                    const points = batch ? scoreSeries(map, picked.subjectType, batch) : [];
                    if (!batch || points.length === 0) return <p className="muted" role="status">{t("school.scoreline.empty", { province: place })}</p>;
                    const type = valueText(t, "subjectType", picked.subjectType);
                    const batchName = valueText(t, "batch", batch);
                    return (
                      <>
                        {batches.length > 1 && (
                          <Filters t={t}>
                            <Select name="batch" label={t("school.filter.batch")} value={batch} choices={batches.map((value) => ({ value, label: valueText(t, "batch", value) }))} onChange={(value) => setWanted((current) => ({ ...current, batch: value }))} />
                          </Filters>
                        )}
                        <SampleNote show={answer.sample === true || points.some((point) => point.sample)} className="mb-2" />
                        <Trend points={points} caption={t("school.scoreline.collegeCaption", { province: place, type, batch: batchName })} extra={["avgScore", "maxScore", "planCount"]} />
                      </>
                    );
                  }}
                </Loaded>
              </section>

              <section className="mt-6" data-part="major">
                <h3 id="school-scoreline-major" className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2 text-base font-bold">{t("school.scoreline.major")}</h3>
                <Loaded load={majors} retry={retryMajors}>
                  {(answer) => {
                    const rows = answer.data?.records ?? [];
                    const type = valueText(t, "subjectType", picked.subjectType);
                    if (rows.length === 0) return <p className="muted" role="status">{t("school.scoreline.majorEmpty", { year: picked.year, type })}</p>;
                    return (
                      <>
                        <SampleNote show={answer.sample === true} only="tag" className="mb-2" />
                        <Table
                          caption={t("school.scoreline.majorCaption", { province: place, year: picked.year, type })}
                          head={[t("school.col.major"), t("school.col.batch"), t("school.col.requirement"), t("school.col.minScore"), t("school.col.minRank"), t("school.col.avgScore"), t("school.col.planCount")]}
                          testId="major-scores"
                        >
                          {rows.map((row) => (
                            <tr key={`${row.majorCode}-${row.batch}`}>
                              <th scope="row">{row.majorName}</th>
                              <td>{valueText(t, "batch", row.batch)}</td>
                              <td>{requirementText(t, row.subjectRequirement)}</td>
                              <td><Num value={row.minScore} lang={lang} /></td>
                              <td><Num value={row.minRank} lang={lang} /></td>
                              <td><Num value={row.avgScore} lang={lang} /></td>
                              <td><Num value={row.planCount} lang={lang} /></td>
                            </tr>
                          ))}
                        </Table>
                        <Pager className="mt-3" current={page} pages={pageCount(answer.data.total, PAGE_SIZE)} onPage={setPage} />
                      </>
                    );
                  }}
                </Loaded>
              </section>
            </>
          )
        }
      </Loaded>
    </Panel>
  );
}
