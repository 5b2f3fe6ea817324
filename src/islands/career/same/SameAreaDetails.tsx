// 地区院校 /career/same-area-details?city=…&cityProvince=…: one city's colleges whose last admitted rank was near the
// student's (同分去向 by college, only that city), each one button from being a target. No city, or one the address
// cannot name, says so and leads back to the cities; a city with nothing near the rank says that too.
import "./parts";
import { fetchSameScoreColleges, type CollegeAnswer } from "@/lib/api/lines";
import { placeLabel, textLang } from "@/lib/rules/display-name";
import { areaOf, SAME_PAGES, sameHref } from "@/lib/rules/same-career";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES } from "@/islands/school/parts";
import { Empty, provinceText } from "@/islands/data-tools/parts";
import { SameAnswer } from "@/islands/lines/same-parts";
import { SameFrame, TargetColleges, useCareerSameScope, useSamePages } from "./parts";

/** The city as the reader sees it; colleges that give no city are "江苏省（未注明城市）". */
function placeText(t: Translate, province: string, city: string, lang: "zh" | "en"): string {
  return city ? placeLabel(province, city, lang) : t("career.same.unknownPlace", { province: provinceText(t, province) });
}

export default function SameAreaDetails() {
  const { t, lang } = useT();
  const scope = useCareerSameScope();
  const area = areaOf(scope.query);
  const { page, setPage, answer, retry } = useSamePages<CollegeAnswer>("sameScoreColleges", scope, fetchSameScoreColleges, 20, area.state === "ok" ? { area: { province: area.province, city: area.city } } : null);
  const place = area.state === "ok" ? placeText(t, area.province, area.city, lang) : "";
  const back = <a href={sameHref(SAME_PAGES.areas, scope.query)} data-back>{t("career.same.area.back")}</a>;
  return (
    <SameFrame t={t} screen="career-same-area" title={t("route.sameAreaDetails")} intro={t("career.same.area.intro")} scope={scope} current="area"
      resultsTitle={area.state === "ok" ? t("career.same.area.title", { place }) : undefined}>
      {area.state !== "ok" ? (
        <Empty testId={area.state === "missing" ? "no-city" : "bad-city"}><p className="m-0 mb-2">{t(area.state === "missing" ? "career.same.area.missing" : "career.same.area.invalid")}</p>{back}</Empty>
      ) : (
        <>
          <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry}
            empty={(basis) => <><p className="m-0 mb-2" lang={textLang(place, lang)}>{t("career.same.area.none", { place, year: basis.scope.year, low: (basis.rankLow ?? 0).toLocaleString(LOCALES[lang]), high: (basis.rankHigh ?? 0).toLocaleString(LOCALES[lang]) })}</p>{back}</>}>
            {(data, basis) => (
              <TargetColleges t={t} lang={lang} data={data} year={basis.scope.year} page={page} setPage={setPage} />
            )}
          </SameAnswer>
          <p className="m-0 mt-3">{back}</p>
        </>
      )}
    </SameFrame>
  );
}
