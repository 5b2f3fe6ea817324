// Tab "admission plan" /plan (portal.md §2, §7): the school's places by major in a province, year and subject type.
import "@/lib/i18n/portal-school";
import { fetchEnrollPlan, fetchPlanYears, type SchoolInfo } from "@/lib/api/school";
import { pageCount } from "@/lib/rules/school";
import { useT } from "@/islands/ui/useT";
import { LOCALES, Num, Panel, provinceName, requirementText, Table, valueText } from "./parts";
import { useYearTypeFilter, YearTypeFilters } from "./YearTypeFilter";
import { useLoadable } from "@/islands/ui/useCall";
import { Pager } from "@/islands/ui/Pager";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const PAGE_SIZE = 20;

export function Plan({ info, code }: { info: SchoolInfo; code: string }) {
  const { t, lang } = useT();
  const filter = useYearTypeFilter(info.provinceCode, fetchPlanYears);
  const { province, picked, page, setPage, years, retryYears } = filter;
  const [plan, retryPlan] = useLoadable(["fetchEnrollPlan", code, province, picked?.year, picked?.subjectType, page], () => fetchEnrollPlan({ code, province, year: picked!.year, subjectType: picked!.subjectType, pageIndex: page, pageSize: PAGE_SIZE }), picked !== null);
  const place = provinceName(t, province);

  return (
    <Panel id="school-plan" title={t("school.plan.title")}>
      <YearTypeFilters t={t} filter={filter} />
      <Loaded load={years} retry={retryYears}>
        {() =>
          !picked ? (
            <p className="muted" role="status">{t("school.plan.none", { province: place })}</p>
          ) : (
            <Loaded load={plan} retry={retryPlan}>
              {(answer) => {
                const rows = answer.data?.records ?? [];
                const type = valueText(t, "subjectType", picked.subjectType);
                if (rows.length === 0) return <p className="muted" role="status">{t("school.plan.empty", { province: place, year: picked.year, type })}</p>;
                return (
                  <>
                    <SampleNote show={answer.sample === true} className="mb-2" />
                    <p className="mb-2 text-sm" role="status">{t("school.plan.summary", { total: answer.data.total.toLocaleString(LOCALES[lang]) })}</p>
                    <Table
                      caption={t("school.plan.caption", { province: place, year: picked.year, type })}
                      head={[t("school.col.major"), t("school.col.batch"), t("school.col.requirement"), t("school.col.planCount"), t("school.col.schoolYears"), t("school.col.tuition")]}
                      testId="plan"
                    >
                      {rows.map((row) => (
                        <tr key={`${row.majorCode}-${row.batch}`}>
                          <th scope="row">{row.majorName}</th>
                          <td>{valueText(t, "batch", row.batch)}</td>
                          <td>{requirementText(t, row.subjectRequirement)}</td>
                          <td><Num value={row.planCount} lang={lang} /></td>
                          <td>{row.schoolYears != null ? t("school.value.schoolYears", { n: row.schoolYears }) : "—"}</td>
                          <td><Num value={row.tuition} lang={lang} /></td>
                        </tr>
                      ))}
                    </Table>
                    <Pager className="mt-3" current={page} pages={pageCount(answer.data.total, PAGE_SIZE)} onPage={setPage} />
                  </>
                );
              }}
            </Loaded>
          )
        }
      </Loaded>
    </Panel>
  );
}
