// The school page's "VR tour" link(s): shown only when tours were imported for this college (FORMATS.md layout tours),
// each opening the publisher's page in a new window and naming its source; nothing at all otherwise.
import "@/lib/i18n/portal-share";
import { fetchTours } from "@/lib/api/share";
import { useCall } from "@/islands/ui/useCall";
import { useT } from "@/islands/ui/useT";

export function TourLinks({ code }: { code: string }) {
  const { t } = useT();
  // a missing tour link is no error worth a message: the header simply has none
  const [load] = useCall(["schoolTours", code], () => fetchTours({ code, size: 1 }, { quiet: true }).then((answer) => answer.data.records[0]?.tours ?? []));
  const tours = load.state === "ready" ? load.data : [];
  if (!tours.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-school-tours>
      {tours.map((tour) => (
        <li key={tour.url}>
          <a className="btn" href={tour.url} target="_blank" rel="noopener noreferrer" title={t("vr.schoolLinkNamed", { title: tour.title, source: tour.sourceName })} data-tour-link>
            <span aria-hidden="true">360°</span>
            {/* several tours are told apart by their titles */}
            {tours.length > 1 ? t("vr.schoolLinkTitled", { title: tour.title }) : t("vr.schoolLink")}
            <span className="sr-only">{`${t("vr.source", { source: tour.sourceName })}${t("shell.newTab")}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
