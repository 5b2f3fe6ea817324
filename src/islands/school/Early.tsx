// Tabs "early-batch plan" /prePlan and "early-batch score lines" /preScoreline (portal.md §2, §7 TiQP): the school's
// 提前批 plans in a province, by year and subject type, and its early-batch lowest scores over the years.
import "@/lib/i18n/portal-school";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { fetchSchoolEarlyPlans, type SchoolInfo } from "@/lib/api/school";
import { earlySeries, orderSubjectTypes, pickProvince, type EarlyPlanRecord } from "@/lib/rules/school";
import { $province } from "@/lib/session/auth";
import { useT, type Translate } from "@/islands/ui/useT";
import { Filters, Num, Panel, provinceName, Select, Table, valueText } from "./parts";
import { provinceChoices } from "./YearTypeFilter";
import { Trend } from "./Trend";
import { useLoadable } from "@/islands/ui/useCall";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

type Mode = "plan" | "scoreline";

function choices(records: readonly EarlyPlanRecord[], wanted: { year?: number; subjectType?: string }) {
  const years = [...new Set(records.map((record) => Number(record.year)))].sort((a, b) => b - a);
  const types = orderSubjectTypes(records.map((record) => record.subjectType));
  const year = wanted.year && years.includes(wanted.year) ? wanted.year : years[0];
  const yearTypes = orderSubjectTypes(records.filter((record) => Number(record.year) === year).map((record) => record.subjectType));
  return { years, types, year, yearTypes };
}

function Empty({ t, province }: { t: Translate; province: string }) {
  return (
    <div role="status" data-early-empty>
      <p className="muted">{t("school.early.empty", { province })}</p>
      <p className="mt-2">
        <a href="/wel/advanceBatch/index">{t("school.early.more")}</a>
      </p>
    </div>
  );
}

export function Early({ info, code, mode }: { info: SchoolInfo; code: string; mode: Mode }) {
  const { t, lang } = useT();
  const userProvince = useStore($province);
  const [province, setProvince] = useState(() => pickProvince(userProvince, info.provinceCode));
  const [wanted, setWanted] = useState<{ year?: number; subjectType?: string }>({});
  const [early, retry] = useLoadable(["fetchSchoolEarlyPlans", code, province, info.name], () => fetchSchoolEarlyPlans(code, info.name, province));
  const place = provinceName(t, province);
  const records = early.state === "ready" ? early.data.records : [];
  const { years, types, year, yearTypes } = choices(records, wanted);
  // The plan shows one year's subject types; the trend follows one subject type over every year.
  const typeList = mode === "plan" ? yearTypes : types;
  const subjectType = wanted.subjectType && typeList.includes(wanted.subjectType) ? wanted.subjectType : typeList[0];
  const id = mode === "plan" ? "school-prePlan" : "school-preScoreline";

  return (
    <Panel id={id} title={t(mode === "plan" ? "school.prePlan.title" : "school.preScoreline.title")}>
      <Filters t={t}>
        <Select name="province" label={t("school.filter.province")} value={province} choices={provinceChoices(t)} onChange={(value) => { setProvince(value); setWanted({}); }} />
        {year != null && (
          <Select name="year" label={t("school.filter.year")} value={String(year)} choices={years.map((value) => ({ value: String(value), label: String(value) }))} onChange={(value) => setWanted((current) => ({ ...current, year: Number(value) }))} />
        )}
        {subjectType && (
          <Select name="subjectType" label={t("school.filter.subjectType")} value={subjectType} choices={typeList.map((value) => ({ value, label: valueText(t, "subjectType", value) }))} onChange={(value) => setWanted((current) => ({ ...current, subjectType: value }))} />
        )}
      </Filters>
      <Loaded load={early} retry={retry}>
        {(answer) => {
          if (answer.records.length === 0 || year == null || !subjectType) return <Empty t={t} province={place} />;
          const type = valueText(t, "subjectType", subjectType);
          const chosen = answer.records.filter((record) => Number(record.year) === year && record.subjectType === subjectType);
          const noneChosen = <p className="muted" role="status">{t("school.scoreline.majorEmpty", { year, type })}</p>;
          if (mode === "plan") {
            return (
              <div className="flex flex-col gap-4">
                <SampleNote show={answer.sample} className="mb-2" />
                {chosen.length === 0 && noneChosen}
                {chosen.map((record) => (
                  <Table
                    key={record.batch}
                    caption={t("school.prePlan.caption", { province: place, year, type, batch: valueText(t, "batch", record.batch), count: record.planCount ?? 0 })}
                    head={[t("school.col.major"), t("school.col.planCount")]}
                    testId="early-plan"
                  >
                    {record.majors.map((major) => (
                      <tr key={major.majorCode}>
                        <th scope="row">{major.majorName}</th>
                        <td><Num value={major.planCount} lang={lang} /></td>
                      </tr>
                    ))}
                  </Table>
                ))}
              </div>
            );
          }
          const points = earlySeries(answer.records, subjectType);
          return (
            <div className="flex flex-col gap-6">
              <section data-part="early-trend">
                <h3 id="school-early-trend" className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2 text-base font-bold">{t("school.preScoreline.trend")}</h3>
                <SampleNote show={answer.sample} className="mb-2" />
                <Trend points={points} caption={t("school.preScoreline.trendCaption", { province: place, type })} extra={["planCount"]} />
              </section>
              <section data-part="early-major">
                <h3 id="school-early-major" className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2 text-base font-bold">{t("school.scoreline.major")}</h3>
                {chosen.length === 0 ? noneChosen : <Table
                  caption={t("school.preScoreline.majorCaption", { province: place, year, type })}
                  head={[t("school.col.major"), t("school.col.batch"), t("school.col.minScore"), t("school.col.minRank"), t("school.col.planCount")]}
                  testId="early-majors"
                >
                  {chosen.flatMap((record) =>
                    record.majors.map((major) => (
                      <tr key={`${record.batch}-${major.majorCode}`}>
                        <th scope="row">{major.majorName}</th>
                        <td>{valueText(t, "batch", record.batch)}</td>
                        <td><Num value={major.minScore} lang={lang} /></td>
                        <td><Num value={major.minRank} lang={lang} /></td>
                        <td><Num value={major.planCount} lang={lang} /></td>
                      </tr>
                    )),
                  )}
                </Table>}
              </section>
            </div>
          );
        }}
      </Loaded>
    </Panel>
  );
}
