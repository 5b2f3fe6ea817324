// Which years a form's chances are for and learned from (src/domain/calendar): the recommendations and the simulation
// say it beside their figures, and say in words when the data end years before the form's year (the model's spread is
// widened for that distance) or when a finished year's data are not imported yet.
import { forecastOf } from "@/domain/calendar";
import type { ForecastBasis } from "@/contracts/volunteer";
import type { Translate } from "@/islands/ui/useT";

export function ForecastLine({ t, basis }: { t: Translate; basis: ForecastBasis }) {
  if (basis.dataYear == null) return <p className="muted m-0 text-xs" data-forecast-basis>{t("vol.basis.none")}</p>;
  const forecast = forecastOf(basis.targetYear, basis.dataYear);
  const notImported = basis.publishedYear > basis.dataYear && basis.publishedYear < basis.targetYear;
  return (
    <p className="muted m-0 text-xs" data-forecast-basis data-data-year={basis.dataYear} data-target-year={basis.targetYear}
      data-forecast-ahead={forecast.widened ? forecast.yearsAhead : undefined}>
      {t("vol.basis.years", { target: basis.targetYear, from: basis.dataYear })}
      {notImported ? ` ${t("vol.basis.notImported", { published: basis.publishedYear })}` : ""}
      {forecast.widened ? ` ${t("vol.basis.ahead", { years: forecast.yearsAhead, target: basis.targetYear })}` : ""}
    </p>
  );
}
