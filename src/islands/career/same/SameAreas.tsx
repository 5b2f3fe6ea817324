// 同分地区 /career/same-area-select: the cities the colleges near the student's rank are in (同分去向 by city), with
// each city's colleges, units and places; each city opens its colleges (/career/same-area-details).
import "./parts";
import { fetchSameScoreCities, type CityAnswer } from "@/lib/api/lines";
import { SAME_PAGES, sameHref } from "@/lib/rules/same-career";
import { useT } from "@/islands/ui/useT";
import { Cities, SameAnswer } from "@/islands/lines/same-parts";
import { SameFrame, useCareerSameScope, useSamePages } from "./parts";

export default function SameAreas() {
  const { t, lang } = useT();
  const scope = useCareerSameScope();
  const { page, setPage, answer, retry } = useSamePages<CityAnswer>("sameScoreCities", scope, fetchSameScoreCities, 20);
  return (
    <SameFrame t={t} screen="career-same-areas" title={t("route.sameAreaSelect")} intro={t("career.same.areas.intro")} scope={scope} current="areas">
      <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry}>
        {(data, basis) => (
          <Cities t={t} data={data} year={basis.scope.year} lang={lang} page={page} setPage={setPage}
            href={(row) => sameHref(SAME_PAGES.area, scope.query, { province: row.provinceName, city: row.cityName })} />
        )}
      </SameAnswer>
    </SameFrame>
  );
}
