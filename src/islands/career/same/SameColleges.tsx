// 同分院校 /career/same-college-select: the colleges whose last admitted rank was near the student's (同分去向 by
// college, with their units), each one button from being a career target; those already targets say so. A parent
// reads the list without the buttons.
import "./parts";
import { fetchSameScoreColleges, type CollegeAnswer } from "@/lib/api/lines";
import { useT } from "@/islands/ui/useT";
import { Colleges, SameAnswer } from "@/islands/lines/same-parts";
import { CollegeTarget, SameFrame, TargetsHere, useCareerSameScope, useSamePages } from "./parts";

export default function SameColleges() {
  const { t, lang } = useT();
  const scope = useCareerSameScope();
  const { page, setPage, answer, retry } = useSamePages<CollegeAnswer>(scope, fetchSameScoreColleges, 20);
  return (
    <SameFrame t={t} screen="career-same-colleges" title={t("route.sameCollegeSelect")} intro={t("career.same.colleges.intro")} scope={scope} current="colleges">
      <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry}>
        {(data, basis) => (
          <>
            <TargetsHere t={t} wants={data.records.filter((r) => r.collegeCode).map((r) => ({ college: r.collegeCode! }))} />
            <Colleges t={t} data={data} year={basis.scope.year} lang={lang} page={page} setPage={setPage}
              action={(row) => <CollegeTarget t={t} row={row} lang={lang} />} />
          </>
        )}
      </SameAnswer>
    </SameFrame>
  );
}
