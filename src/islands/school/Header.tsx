// The school page's header (portal.md §2 "School", §3 school brief): banner, logo, name (the page's one h1),
// province and city, category, nature type, affiliation, feature tags and the follow button (§4).
import "@/lib/i18n/portal-school";
import { lazy, Suspense } from "react";
import { RESOURCE } from "@/lib/api/favourites";
import type { SchoolInfo } from "@/lib/api/school";
import { hueFromCode } from "@/lib/guides/emblem";
import { departmentName, displayName, displayNameLang, placeName } from "@/lib/rules/display-name";
import { featureTags, natureLabelKey } from "@/lib/rules/school";
import { useT, type Translate } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { FollowButton } from "@/islands/ui/FollowButton";
import { loadChunk } from "@/lib/ui/chunk";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { provinceName, valueText } from "./parts";

// Most colleges have no tour imported: the links' code (and the share area's words) load after the header.
const TourLinks = lazy(() => loadChunk(() => import("./TourLinks")).then((module) => ({ default: module.TourLinks })));

/** Where the school is: the province (by code) and the city in the reader's language where known. */
export function schoolPlace(info: SchoolInfo, t: Translate, lang: "zh" | "en"): string {
  const province = lang === "en" && info.provinceCode ? provinceName(t, info.provinceCode) : (info.provinceName ?? "");
  if (!info.cityName || info.cityName === info.provinceName) return province;
  const city = placeName(info.cityName, lang, "city");
  return lang === "en" ? `${city}, ${province}` : `${province} · ${city}`;
}

/** A round mark with the school's first character, for schools without a logo (decorative: the name follows). */
export function Emblem({ code, name, size = 72 }: { code: string; name: string; size?: number }) {
  const hue = hueFromCode(code);
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <circle cx="32" cy="32" r="31" fill={`hsl(${hue} 55% 30%)`} stroke="#fff" strokeWidth="2" />
      <circle cx="32" cy="32" r="25" fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth="1.5" />
      <text x="32" y="41" textAnchor="middle" fontSize="24" fontWeight="700" fill="#fff">{Array.from(name)[0] ?? "?"}</text>
    </svg>
  );
}

export function SchoolHeader({ info, code, onFavorite }: { info: SchoolInfo; code: string; onFavorite(next: boolean): void }) {
  const { t, lang } = useT();
  const banner = info.introduce?.bannerUrl ?? "";
  const hue = hueFromCode(code);
  const nature = natureLabelKey(info.natureType);
  const tags = featureTags(info.feature);
  const place = schoolPlace(info, t, lang);
  const facts = [
    place,
    info.category ? valueText(t, "category", info.category) : "",
    nature ? t(nature) : "",
    info.belong ? t("school.belong", { belong: departmentName(info.belong, lang) }) : "",
  ].filter(Boolean);

  return (
    <header className="overflow-hidden rounded-lg border border-[var(--color-line)] bg-white" data-school-header>
      <div
        className="relative h-24 sm:h-36"
        style={{ background: `linear-gradient(120deg, hsl(${hue} 55% 28%), hsl(${(hue + 40) % 360} 50% 40%))` }}
        data-banner
      >
        {banner && <img src={banner} alt="" className="absolute inset-0 h-full w-full object-cover" />}
      </div>
      <div className="flex flex-col gap-3 px-4 pb-4 sm:flex-row sm:items-end sm:px-5">
        <div className="relative z-10 -mt-10 shrink-0 self-start rounded-full bg-white p-1 shadow">
          {info.logoUrl ? (
            <img src={info.logoUrl} alt="" width={72} height={72} className="h-[72px] w-[72px] rounded-full object-cover" />
          ) : (
            <Emblem code={code} name={info.name} />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="page__title mb-1 mt-0 break-words" lang={displayNameLang(info, lang)}>{displayName(info, lang)}</h1>
          <PageLabel name={displayName(info, lang)} />
          <p className="muted text-sm" data-facts>
            {facts.map((fact, index) => (
              <span key={fact}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                {fact}
              </span>
            ))}
          </p>
          {tags.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("school.tagsLabel")} data-tags>
              {tags.map((tag) => (
                <li key={tag} className="tag">{valueText(t, "feature", tag)}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <OnDemandBoundary label="tour links" fallback={null}>
            <Suspense fallback={null}>
              <TourLinks code={code} />
            </Suspense>
          </OnDemandBoundary>
          <FollowButton type={RESOURCE.college} code={code} isFavorite={info.isFavorite === true} onChange={onFavorite} />
        </div>
      </div>
    </header>
  );
}
