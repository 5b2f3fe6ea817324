// The assessment centre (portal.md §2 /evaluationCollection/index): the eight assessments with how long each takes,
// how often the student has taken it and the latest result in a few words, with links to take it and to read its report.
import "@/lib/i18n/portal-assessment";
import "@/islands/shell/boot";
import { assessmentLoads, type ListItem } from "@/lib/api/assessment";
import { useT } from "@/islands/ui/useT";
import { PANEL, formatDate, useProfile } from "@/islands/pages/shared";
import { Loaded } from "@/islands/ui/Loaded";
import { useLoadable } from "@/islands/ui/useCall";

export default function AssessmentList() {
  const { t, lang } = useT();
  const profile = useProfile();
  const parent = profile?.authority === "parent";
  const [list, retry] = useLoadable(...assessmentLoads.list());
  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="assessment-list">
      <div>
        <h1 className="page__title mb-1">{t("route.evaluations")}</h1>
        <p className="muted m-0 max-w-3xl text-sm leading-relaxed">{t("as.list.intro")}</p>
        {parent && <p className="m-0 mt-2 text-sm" data-parent-note>{t("as.list.parent")}</p>}
      </div>
      <Loaded load={list} retry={retry}>
        {(items: ListItem[]) => (
          <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2" data-assessments>
            {items.map((item) => (
              <li key={item.code} className={`${PANEL} flex flex-col gap-2`} data-assessment={item.code}>
                <h2 className="m-0 text-lg font-bold">{item.name[lang]}</h2>
                <p className="m-0 text-sm leading-relaxed">{item.description[lang]}</p>
                <p className="muted m-0 text-sm">
                  {t("as.list.facts", { count: item.itemCount, minutes: item.minutes })}
                  {" · "}
                  {item.taken === 0 ? t("as.list.never") : item.taken === 1 ? t("as.list.takenOnce") : t("as.list.taken", { count: item.taken })}
                </p>
                {item.latest && (
                  <p className="m-0 text-sm" data-latest>
                    <span className="muted">{t("as.list.latest", { date: formatDate(item.latest.createdAt, lang) })}</span>
                    {item.latest.summary[lang]}
                  </p>
                )}
                <p className="m-0 mt-auto flex flex-wrap gap-2 pt-1">
                  {!parent && (
                    <a className="btn btn--primary" href={item.paperPath}>
                      {t(item.taken ? "as.list.retake" : "as.list.start")}<span className="sr-only"> {item.name[lang]}</span>
                    </a>
                  )}
                  {item.latest && (
                    <a className="btn" href={item.reportPath}>{t("as.list.report")}<span className="sr-only"> {item.name[lang]}</span></a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </div>
  );
}
