// 选职业 /career/job-select: professions found by name and category (kept in the address), each one button from being
// a target — or no longer one. A parent sees which are targets and cannot change them.
import { useT } from "@/islands/ui/useT";
import { TargetToggle } from "../parts";
import { professionName } from "@/lib/rules/display-name";
import { PickerPage, ProfessionFilters, ProfessionResults, useProfessions } from "./parts";

export default function JobSelect() {
  const { t, lang } = useT();
  const { view, go, tree, retryTree, list, retryList } = useProfessions();
  return (
    <PickerPage screen="job-select" title={t("route.jobSelect")} intro={t("career.pickers.jobSelectIntro")}>
      <ProfessionFilters view={view} go={go} tree={tree} retryTree={retryTree} t={t} />
      <ProfessionResults view={view} go={go} list={list} retryList={retryList} side={(row) => <TargetToggle want={{ profession: row.code }} name={professionName(row, lang)} />} />
    </PickerPage>
  );
}
