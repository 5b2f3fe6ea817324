// The page of a portal section that is still being built (portal.md §2 routes; never a 404): its title, what it
// will offer, and what can be used today.
import "@/lib/i18n/portal-pages";
import { findRoute } from "@/lib/portal/routes";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";
import { guidesHref } from "./sections";
import { PANEL } from "./shared";
import { SOON_DETAILS } from "./soon-details";

export default function ComingSoon({ path }: { path: string }) {
  const { t, lang } = useT();
  const route = findRoute(path);
  const title = route ? t(route.title) : t("soon.badge");
  const summary = route?.comingSoon ? t(route.comingSoon) : null;
  const details = route?.comingSoon ? SOON_DETAILS[route.comingSoon]?.[lang] : undefined;

  return (
    <div className="page max-w-3xl" data-coming-soon={route?.comingSoon ?? ""}>
      <article className={`${PANEL} flex flex-col gap-4`}>
        <header className="flex flex-wrap items-center gap-4">
          <div className="min-w-0">
            <p className="mb-1">
              <span className="tag">{t("soon.badge")}</span>
            </p>
            <h1 className="page__title m-0">{title}</h1>
          </div>
        </header>

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
