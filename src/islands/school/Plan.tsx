// Tab "admission plan" /plan (portal.md §2, §7): the school's places by major in a province, year and subject type.
import "@/lib/i18n/portal-school";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { fetchEnrollPlan, fetchPlanYears, type SchoolInfo } from "@/lib/api/school";
import { pageCount, pickProvince, pickYearType } from "@/lib/rules/school";
import { $province } from "@/lib/session/auth";
import { useT } from "@/islands/ui/useT";
import { Filters, Loaded, LOCALES, Num, Pager, Panel, provinceName, requirementText, SampleNote, Select, Table, useData, valueText } from "./parts";
import { provinceChoices, yearTypeChoices } from "./ScoreLines";

const PAGE_SIZE = 20;

export function Plan({ info, code }: { info: SchoolInfo; code: string }) {
  const { t, lang } = useT();
  const userProvince = useStore($province);
  const [province, setProvince] = useState(() => pickProvince(userProvince, info.provinceCode));
  const [wanted, setWanted] = useState<{ year?: number; subjectType?: string }>({});
  const [page, setPage] = useState(1);

  const [years, retryYears] = useData(() => fetchPlanYears(province), [province]);
  const list = years.state === "ready" ? (years.data.data ?? []) : [];
  const picked = pickYearType(list, wanted.year, wanted.subjectType);
  const [plan, retryPlan] = useData(
    () => fetchEnrollPlan({ code, province, year: picked!.year, subjectType: picked!.subjectType, pageIndex: page, pageSize: PAGE_SIZE }),
    [code, province, picked?.year, picked?.subjectType, page],
    picked !== null,
  );
  const place = provinceName(t, province);
  const { years: yearOptions, types: typeOptions } = yearTypeChoices(t, list, picked?.year);
  const choose = (next: { year?: number; subjectType?: string }) => {
    setWanted((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <Panel id="school-plan" title={t("school.plan.title")}>
      <Filters t={t}>
        <Select name="province" label={t("school.filter.province")} value={province} choices={provinceChoices(t)} onChange={(value) => { setProvince(value); setWanted({}); setPage(1); }} />
        {picked && <Select name="year" label={t("school.filter.year")} value={String(picked.year)} choices={yearOptions} onChange={(value) => choose({ year: Number(value) })} />}
        {picked && <Select name="subjectType" label={t("school.filter.subjectType")} value={picked.subjectType} choices={typeOptions} onChange={(value) => choose({ subjectType: value })} />}
      </Filters>
      <Loaded data={years} retry={retryYears} t={t}>
        {() =>
          !picked ? (
            <p className="muted" role="status">{t("school.plan.none", { province: place })}</p>
          ) : (
            <Loaded data={plan} retry={retryPlan} t={t}>
              {(answer) => {
                const rows = answer.data?.records ?? [];
                const type = valueText(t, "subjectType", picked.subjectType);
                if (rows.length === 0) return <p className="muted" role="status">{t("school.plan.empty", { province: place, year: picked.year, type })}</p>;
                return (
                  <>
                    <SampleNote show={answer.sample === true} t={t} />
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
                    <Pager page={page} pages={pageCount(answer.data.total, PAGE_SIZE)} onPage={setPage} t={t} />
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
