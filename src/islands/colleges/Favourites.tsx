// The favourites on /mine/index (portal.md §7): followed colleges from the followed-colleges map (keyed by college
// code; also counted by province), favourite majors and professions from their paged lists. Each can be removed
// here; removing follows the §4 rule (only code 200 changes anything, failures say nothing).
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import { useStore } from "@nanostores/react";
import { useState, type ReactNode } from "react";
import { fetchFavouriteMajors, fetchFavouriteProfessions, fetchFollowedCollegeMap, RESOURCE, type CollegeBrief, type FavouriteMajor, type FavouriteProfession } from "@/lib/api/favourites";
import type { Page } from "@/lib/http/envelope";
import { contrastHref, CONTRAST_MAX, majorHref, professionHref, schoolHref } from "@/lib/rules/colleges";
import { displayName, displayNameLang, majorName, majorNameLang, professionDescription, professionDescriptionLang, professionName, professionNameLang } from "@/lib/rules/display-name";
import { $userInfo } from "@/lib/session/auth";
import { toggleFavourite, toggleFollow } from "@/lib/session/favourites";
import { $needsRegistration, $profile } from "@/lib/session/profile";
import { updateLoaded, useLoadable, type CallKey, type Loadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { Announcer, CollegeEmblem, FeatureTags, placeText } from "./parts";

const PAGE_SIZE = 20;


function account(): string {
  return $profile.get()?.account || $userInfo.get()?.account || "";
}

/** A list loaded once, which removals here change in place (the server has said yes: no need to ask again). */
function useList<T>(key: CallKey, call: () => Promise<T>): [Loadable<T>, (update: (data: T) => T) => void, () => void] {
  const [load, retry] = useLoadable(key, call);
  return [load, (change) => updateLoaded(key, change), retry];
}

/**
 * Paged favourites: the first page, and more on request. "More" asks again from the start for what is shown plus a
 * page, so items removed here meanwhile cannot make the next server page skip one.
 */
function usePaged<T>(key: CallKey, call: (page: number, size: number) => Promise<Page<T>>) {
  const [list, update, retry] = useList(key, () => call(1, PAGE_SIZE));
  const [more, setMore] = useState(false);
  const loadMore = async () => {
    if (list.state !== "ready" || more) return;
    setMore(true);
    try {
      const next = await call(1, list.data.records.length + PAGE_SIZE);
      update(() => next);
    } catch {
      // the button stays for another try
    }
    setMore(false);
  };
  return { list, update, retry, loadMore, more };
}

/** The favourites section; nothing for a third-party account that has not registered yet (its calls are refused). */
export default function Favourites() {
  const guest = useStore($needsRegistration);
  return guest ? null : <FavouriteLists />;
}

function FavouriteLists() {
  const { t, lang } = useT();
  const [message, setMessage] = useState("");
  const [colleges, updateColleges, retryColleges] = useList(["followedColleges"], () => fetchFollowedCollegeMap(account()).then((answer) => Object.values(answer.data ?? {})));
  const majors = usePaged<FavouriteMajor>(["favouriteMajors"], (page, size) => fetchFavouriteMajors(account(), page, size).then((answer) => answer.data));
  const professions = usePaged<FavouriteProfession>(["favouriteProfessions"], (page, size) => fetchFavouriteProfessions(account(), page, size).then((answer) => answer.data));

  const unfollow = async (college: CollegeBrief) => {
    const still = await toggleFollow(college.collegeCode, true);
    if (!still) {
      updateColleges((list) => list.filter((item) => item.collegeCode !== college.collegeCode));
      setMessage(t("favourites.removed", { name: displayName(college, lang) }));
    }
  };
  const removeMajor = async (major: FavouriteMajor) => {
    const still = await toggleFavourite(RESOURCE.major, major.code, true);
    if (!still) {
      majors.update((page) => ({ ...page, total: page.total - 1, records: page.records.filter((item) => item.code !== major.code) }));
      setMessage(t("favourites.removed", { name: majorName(major, lang) }));
    }
  };
  const removeProfession = async (profession: FavouriteProfession) => {
    const still = await toggleFavourite(RESOURCE.profession, profession.code, true);
    if (!still) {
      professions.update((page) => ({ ...page, total: page.total - 1, records: page.records.filter((item) => item.code !== profession.code) }));
      setMessage(t("favourites.removed", { name: professionName(profession, lang) }));
    }
  };

  return (
    <section id="favourites" aria-labelledby="favourites-title" className="flex scroll-mt-4 flex-col gap-4 rounded-lg border border-[var(--color-line)] bg-white px-5 py-4" data-favourites>
      <h2 id="favourites-title" className="text-lg">{t("favourites.title")}</h2>

      <Part id="favourites-colleges" title={t("favourites.colleges")} count={colleges.state === "ready" ? colleges.data.length : null} load={colleges} retry={retryColleges} t={t}>
        {colleges.state === "ready" &&
          (colleges.data.length === 0 ? (
            <p className="muted">
              {t("favourites.noColleges")} <a className="underline" href="/wel/colleges/index">{t("favourites.toColleges")}</a>
            </p>
          ) : (
            <>
              <ByProvince colleges={colleges.data} t={t} lang={lang} />
              <ul className="grid gap-2 md:grid-cols-2">
                {colleges.data.map((college) => (
                  <li key={college.collegeCode} className="flex items-start gap-3 rounded-lg border border-[var(--color-line)] p-3" data-favourite-college={college.collegeCode}>
                    <CollegeEmblem college={college} size={40} />
                    <div className="min-w-0 flex-1">
                      <a href={schoolHref(college.collegeCode)} className="font-semibold" lang={displayNameLang(college, lang)}>{displayName(college, lang)}</a>
                      <p className="muted m-0 text-sm">{placeText(college, t, lang)}</p>
                      <FeatureTags feature={college.feature} className="mt-1" />
                    </div>
                    <RemoveButton name={displayName(college, lang)} onClick={() => unfollow(college)} t={t} label={t("favourites.unfollow")} />
                  </li>
                ))}
              </ul>
              {colleges.data.length >= 2 && (
                <p className="m-0">
                  <a className="underline" href={contrastHref(colleges.data.slice(0, CONTRAST_MAX).map((college) => college.collegeCode))}>
                    {t("favourites.compare", { n: Math.min(colleges.data.length, CONTRAST_MAX) })}
                  </a>
                </p>
              )}
            </>
          ))}
      </Part>

      <Part id="favourites-majors" title={t("favourites.majors")} count={majors.list.state === "ready" ? majors.list.data.total : null} load={majors.list} retry={majors.retry} t={t}>
        {majors.list.state === "ready" &&
          (majors.list.data.records.length === 0 ? (
            <p className="muted">
              {t("favourites.noMajors")} <a className="underline" href="/wel/major/index">{t("favourites.toMajors")}</a>
            </p>
          ) : (
            <>
              <ul className="grid gap-2 md:grid-cols-2">
                {majors.list.data.records.map((major) => (
                  <li key={major.code} className="flex items-center gap-3 rounded-lg border border-[var(--color-line)] p-3" data-favourite-major={major.code}>
                    <div className="min-w-0 flex-1">
                      <a href={majorHref(major.code)} className="font-semibold" lang={majorNameLang(major, lang)}>{majorName(major, lang)}</a>
                      <p className="muted m-0 text-sm">
                        {[major.level === "zhuan" ? t("colleges.level.zhuan") : t("colleges.level.ben"), major.degree, major.years].filter(Boolean).join(" · ")}
                      </p>
                    </div>
                    <RemoveButton name={majorName(major, lang)} onClick={() => removeMajor(major)} t={t} label={t("favourites.remove")} />
                  </li>
                ))}
              </ul>
              <More page={majors.list.data} busy={majors.more} onClick={majors.loadMore} t={t} />
            </>
          ))}
      </Part>

      <Part id="favourites-professions" title={t("favourites.professions")} count={professions.list.state === "ready" ? professions.list.data.total : null} load={professions.list} retry={professions.retry} t={t}>
        {professions.list.state === "ready" &&
          (professions.list.data.records.length === 0 ? (
            <p className="muted">
              {t("favourites.noProfessions")} <a className="underline" href="/wel/job/index">{t("favourites.toProfessions")}</a>
            </p>
          ) : (
            <>
              <ul className="grid gap-2 md:grid-cols-2">
                {professions.list.data.records.map((profession) => (
                  <li key={profession.code} className="flex items-center gap-3 rounded-lg border border-[var(--color-line)] p-3" data-favourite-profession={profession.code}>
                    <div className="min-w-0 flex-1">
                      <a href={professionHref(profession.code)} className="font-semibold" lang={lang === "en" ? professionNameLang(profession, lang) : "zh-CN"}>{professionName(profession, lang)}</a>
                      {profession.description && <p className="muted m-0 line-clamp-2 text-sm" lang={lang === "en" ? professionDescriptionLang(profession, lang) : "zh-CN"}>{professionDescription(profession, lang)}</p>}
                    </div>
                    <RemoveButton name={professionName(profession, lang)} onClick={() => removeProfession(profession)} t={t} label={t("favourites.remove")} />
                  </li>
                ))}
              </ul>
              <More page={professions.list.data} busy={professions.more} onClick={professions.loadMore} t={t} />
            </>
          ))}
      </Part>
      <Announcer message={message} />
    </section>
  );
}

function Part<T>({ id, title, count, load, retry, t, children }: { id: string; title: string; count: number | null; load: Loadable<T>; retry(): void; t: Translate; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold">
        {title}
        {count !== null && <span className="tag" data-count={count}>{count}</span>}
      </h3>
      {load.state === "loading" && <p className="muted">{t("pages.loading")}</p>}
      {load.state === "failed" && (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          <span>{t("pages.loadFailed")}</span>
          <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>
        </p>
      )}
      {load.state === "ready" && children}
    </section>
  );
}

function RemoveButton({ name, label, onClick, t }: { name: string; label: string; onClick(): Promise<void>; t: Translate }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn min-h-8 shrink-0 px-3 text-sm"
      aria-disabled={busy || undefined}
      title={t("favourites.removeTitle", { name })}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        await onClick();
        setBusy(false);
      }}
    >
      {label}
      <span className="sr-only">{name}</span>
    </button>
  );
}

function More<T>({ page, busy, onClick, t }: { page: Page<T>; busy: boolean; onClick(): void; t: Translate }) {
  if (page.records.length >= page.total) return null;
  return (
    <p className="m-0">
      <button type="button" className="btn" aria-disabled={busy || undefined} onClick={onClick}>
        {t("favourites.more", { n: page.total - page.records.length })}
      </button>
    </p>
  );
}

/** Followed colleges counted by province: "北京 3 · 广东 1". */
function ByProvince({ colleges, t, lang }: { colleges: CollegeBrief[]; t: Translate; lang: "zh" | "en" }) {
  const counts = new Map<string, { name: string; n: number }>();
  for (const college of colleges) {
    const name = placeText({ ...college, cityName: "" }, t, lang) || "—";
    const entry = counts.get(name) ?? { name, n: 0 };
    entry.n += 1;
    counts.set(name, entry);
  }
  const list = [...counts.values()].sort((a, b) => b.n - a.n || a.name.localeCompare(b.name, "zh"));
  return (
    <p className="muted m-0 text-sm" data-by-province>
      {t("favourites.byProvince")}{" "}
      {list.map((entry) => t("favourites.provinceCount", { province: entry.name, n: entry.n })).join(t("search.summaryJoin"))}
    </p>
  );
}
