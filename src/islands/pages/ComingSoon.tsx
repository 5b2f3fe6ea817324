// The page of a portal section that is still being built (portal.md §2 routes; never a 404): its title, what it
// will offer, and what can be used today. School pages also name the school the reader clicked.
import "@/lib/i18n/portal-pages";
import { findRoute } from "@/lib/portal/routes";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";
import { guidesHref } from "./sections";
import { PANEL } from "./shared";
import { SOON_DETAILS } from "./soon-details";

export interface SchoolBrief {
  code: string;
  zh: string;
  en: string;
  provinceZh: string;
  provinceEn: string;
  city: string;
}

export default function ComingSoon({ path, school }: { path: string; school?: SchoolBrief }) {
  const { t, lang } = useT();
  const route = findRoute(path);
  const title = route ? t(route.title) : t("soon.badge");
  const summary = route?.comingSoon ? t(route.comingSoon) : null;
  const details = route?.comingSoon ? SOON_DETAILS[route.comingSoon]?.[lang] : undefined;
  const keywords = path === "/wel/search" ? (new URLSearchParams(location.search).get("keywords") ?? "").trim() : "";
  const guidesSearch = `${lang === "en" ? "/en" : ""}/search?q=${encodeURIComponent(keywords)}`;

  return (
    <div className="page max-w-3xl" data-coming-soon={route?.comingSoon ?? ""}>
      <article className={`${PANEL} flex flex-col gap-4`}>
        <header className="flex flex-wrap items-center gap-4">
          {school && <img src={`/images/schools/${school.code}.svg`} alt="" width={72} height={72} className="rounded-lg" />}
          <div className="min-w-0">
            <p className="mb-1">
              <span className="tag">{t("soon.badge")}</span>
            </p>
            <h1 className="page__title m-0">{school ? (lang === "en" ? school.en : school.zh) : title}</h1>
            {school && (
              <p className="muted">
                {title} · {lang === "en" ? school.provinceEn : school.provinceZh === school.city ? school.provinceZh : `${school.provinceZh} · ${school.city}`} ·{" "}
                {t("soon.schoolCode", { code: school.code })}
              </p>
            )}
          </div>
        </header>

        {keywords && (
          <p>
            <strong>{t("soon.searchFor", { q: keywords })}</strong>
          </p>
        )}

        {summary && (
          <section aria-labelledby="soon-offers">
            <h2 id="soon-offers" className="mb-1 text-lg">{t("soon.offers")}</h2>
            <p className="font-medium">{summary}</p>
            {details && <p className="mt-1">{details}</p>}
          </section>
        )}

        <section aria-labelledby="soon-today">
          <h2 id="soon-today" className="mb-1 text-lg">{t("soon.today")}</h2>
          <ul className="list-disc space-y-1 pl-5">
            {keywords && (
              <li>
                <a href={guidesSearch}>{t("soon.searchGuides", { q: keywords })}</a>
              </li>
            )}
            <li>
              <a href="/wel/index">{t("soon.todayHome")}</a>
            </li>
            <li>
              <a href={guidesHref(lang)}>{t("soon.todayGuides")}</a>
            </li>
            <li>
              <a href="/info/index">{t("soon.todayInfo")}</a>
            </li>
          </ul>
        </section>
      </article>
    </div>
  );
}
