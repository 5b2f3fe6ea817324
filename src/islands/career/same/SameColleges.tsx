// 同分院校 /career/same-college-select: the colleges whose last admitted rank was near the student's (同分去向 by
// college, with their units), each one button from being a career target; those already targets say so. A parent
// reads the list without the buttons.
import "./parts";
import { fetchSameScoreColleges, type CollegeAnswer } from "@/lib/api/lines";
import { useT } from "@/islands/ui/useT";
import { SameAnswer } from "@/islands/lines/same-parts";
import { SameFrame, TargetColleges, useCareerSameScope, useSamePages } from "./parts";

export default function SameColleges() {
  const { t, lang } = useT();
  const scope = useCareerSameScope();
  const { page, setPage, answer, retry } = useSamePages<CollegeAnswer>("sameScoreColleges", scope, fetchSameScoreColleges, 20);
  return (
    <SameFrame t={t} screen="career-same-colleges" title={t("route.sameCollegeSelect")} intro={t("career.same.colleges.intro")} scope={scope} current="colleges">
      <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry}>
        {(data, basis) => (
          <TargetColleges t={t} lang={lang} data={data} year={basis.scope.year} page={page} setPage={setPage} />
        )}
      </SameAnswer>
    </SameFrame>
  );
}
