// 职业列表 /career/job-list: professions by category (大类 → 中类, kept in the address with the name and page), each
// with the majors that lead to it, linked to its profession page and to 选职业 where it can be made a target.
import { useT } from "@/islands/ui/useT";
import { MajorName } from "@/islands/majors/common";
import { professionName } from "@/lib/rules/display-name";
import { levelLabelKey } from "@/lib/rules/majors";
import { majorHref } from "@/lib/portal/links";
import { PickerPage, ProfessionFilters, ProfessionResults, useProfessions } from "./parts";

const selectHref = (params: Record<string, string>) => {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value)).toString();
  return `/career/job-select${query ? `?${query}` : ""}`;
};

export default function JobList() {
  const { t, lang } = useT();
  const { view, go, tree, retryTree, list, retryList } = useProfessions();
  return (
    <PickerPage screen="job-list" title={t("route.jobList")} intro={t("career.pickers.jobListIntro")}>
      <ProfessionFilters view={view} go={go} tree={tree} retryTree={retryTree} t={t} />
      <ProfessionResults view={view} go={go} list={list} retryList={retryList}
        action={<a className="btn no-underline" href={selectHref({ category: view.category, q: view.keyword })} data-to-select>{t("career.pickers.toJobSelect")}</a>}
        more={(row) => (
          <>
            <p className="m-0 mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm" data-profession-majors>
              <span className="muted">{t("career.pickers.leadsFrom")}</span>
              {row.majors.length === 0 ? <span className="muted">{t("career.pickers.noMajors")}</span> : row.majors.map((major) => (
                <a key={`${major.level}${major.code}`} href={majorHref(major.code)}>
                  <MajorName node={major} lang={lang} />
                  <span className="sr-only"> ({t(levelLabelKey(major.level))})</span>
                </a>
              ))}
            </p>
            <p className="m-0 mt-1 text-sm"><a href={selectHref({ q: row.name })}>{t("career.pickers.chooseNamed", { name: professionName(row, lang) })}</a></p>
          </>
        )} />
    </PickerPage>
  );
}
