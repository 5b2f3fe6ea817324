// Tab "school style" /picture (portal.md §2): the pictures the school has published (banner, logo). A school with
// none gets its portal-made mark, said to be one, and the way to its own website's pictures when known.
import "@/lib/i18n/portal-school";
import { fetchCollegeDetail, type SchoolInfo } from "@/lib/api/school";
import { useT } from "@/islands/ui/useT";
import { Emblem } from "./Header";
import { Panel } from "./parts";
import { useLoadable } from "@/islands/ui/useCall";

export function Pictures({ info, code }: { info: SchoolInfo; code: string }) {
  const { t } = useT();
  const [detail] = useLoadable(["fetchCollegeDetail", code], () => fetchCollegeDetail(code).then((answer) => answer.data));
  const website = detail.state === "ready" && /^https?:\/\//i.test(detail.data.website ?? "") ? detail.data.website! : "";
  const pictures = [
    info.introduce?.bannerUrl ? { src: info.introduce.bannerUrl, caption: t("school.style.banner", { name: info.name }), wide: true } : null,
    info.logoUrl ? { src: info.logoUrl, caption: t("school.style.logo", { name: info.name }), wide: false } : null,
  ].filter((picture): picture is { src: string; caption: string; wide: boolean } => picture !== null);

  return (
    <Panel id="school-style" title={t("school.style.title")}>
      {pictures.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2" data-pictures>
          {pictures.map((picture) => (
            <li key={picture.src} className={picture.wide ? "sm:col-span-2" : ""}>
              <figure className="m-0">
                <img src={picture.src} alt={picture.caption} className="max-h-96 w-full rounded-md object-cover" loading="lazy" />
                <figcaption className="muted mt-1 text-sm">{picture.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col gap-4" data-pictures-none>
          <p>{t("school.style.none")}</p>
          <figure className="m-0 flex flex-col items-start gap-2">
            <Emblem code={code} name={info.name} size={160} />
            <figcaption className="muted text-sm">{t("school.style.generated", { name: info.name })}</figcaption>
          </figure>
        </div>
      )}
      {website && (
        <p className="mt-4">
          <a href={website} target="_blank" rel="noopener noreferrer">
            {t("school.style.website")}
            <span className="sr-only">{t("shell.newTab")}</span>
          </a>
        </p>
      )}
    </Panel>
  );
}
