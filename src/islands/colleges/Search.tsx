// One results page for the top bar's search /wel/search?keywords= (portal.md §2): colleges, majors and professions
// from the API and the matching guides from the pagefind index, each group with its count and a link to see all.
// The groups load side by side and each says on its own when it failed. When no college or profession name holds
// the words, the best matching major fills in: the colleges that offer it and the professions it leads to.
// Visitors (the page needs no login) get the guides and a way to log in for the rest.
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { LineProvince } from "@/contracts/yuanxiao";
import { fetchColleges } from "@/lib/api/colleges";
import { findMajor, fetchMajorTree, listProfessions, type MajorDetail, type ProfessionRow } from "@/lib/api/majors";
import type { CollegeBrief } from "@/lib/api/favourites";
import { safeExcerpt } from "@/lib/guides/search-page";
import type { PortalKey } from "@/lib/i18n/portal";
import {
  collegeListHref,
  flattenMajorTree,
  guideSearchHref,
  guideUrl,
  majorClassHref,
  majorHref,
  majorListHref,
  professionHref,
  professionListHref,
  rankMajors,
  schoolHref,
  type MajorClassHit,
  type MajorHit,
} from "@/lib/rules/colleges";
import { cleanKeyword } from "@/lib/rules/keyword";
import { displayName, displayNameLang, majorName, majorNameLang, professionDescription, professionDescriptionLang, professionName, professionNameLang } from "@/lib/rules/display-name";
import { $token } from "@/lib/session/auth";
import { $needsRegistration } from "@/lib/session/profile";
import { useT, type Translate } from "@/islands/ui/useT";
import { BOX, ITEM, categoryText, CollegeEmblem, FeatureTags, natureText, placeText, ProvinceLineNote } from "./parts";
import { SampleTag } from "@/islands/ui/SampleData";
import { useCall, type CallState } from "@/islands/ui/useCall";
import { kept } from "@/islands/ui/Kept";

const SHOWN = 6;


interface GuideHit {
  url: string;
  title: string;
  excerpt: string;
}

interface PagefindModule {
  init?(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[] }>;
}

/**
 * Guides of the reader's language matching the words, from the built pagefind index (one module per language, as
 * pagefind picks its index from <html lang> when it starts). pagefind splits Chinese into single characters, so the
 * words as an exact phrase decide which guides match, in the order the plain search ranks them; without any exact
 * match the plain results stand.
 */
async function searchGuides(query: string, lang: "zh" | "en"): Promise<{ total: number; hits: GuideHit[] }> {
  const url = `/pagefind/pagefind.js?lang=${lang}`;
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  await pagefind.init?.();
  const [plain, exact] = await Promise.all([pagefind.search(query), pagefind.search(`"${query.replace(/"/g, " ")}"`)]);
  const read = (results: typeof plain.results) => Promise.all(results.slice(0, 30).map((result) => result.data()));
  const [ranked, phrase] = await Promise.all([read(plain.results), read(exact.results)]);
  const exactUrls = new Set(phrase.map((item) => item.url));
  const chosen = exactUrls.size ? [...ranked.filter((item) => exactUrls.has(item.url)), ...phrase.filter((item) => !ranked.some((r) => r.url === item.url))] : ranked;
  const hits = chosen.flatMap((item) => {
    const href = guideUrl(item.url, lang);
    return href ? [{ url: href, title: item.meta.title ?? href, excerpt: item.excerpt }] : [];
  });
  return { total: hits.length, hits };
}

interface Majors {
  majors: MajorHit[];
  classes: MajorClassHit[];
}

export default function Search() {
  const { t, lang } = useT();
  const token = useStore($token);
  const guest = useStore($needsRegistration);
  const [query] = useState(() => (new URLSearchParams(location.search).get("keywords") ?? "").trim().slice(0, 100));
  const keyword = cleanKeyword(query);
  const api = Boolean(token) && !guest && keyword !== "";

  const [colleges, retryColleges] = useCall(
    ["searchColleges", keyword],
    () => fetchColleges({ keyword, pageIndex: 1, pageSize: SHOWN }, { quiet: true }).then((answer) => answer.data),
    api,
  );
  const [majors, retryMajors] = useCall<Majors>(
    ["searchMajors", keyword],
    () =>
      Promise.all([fetchMajorTree("ben", keyword, { quiet: true }), fetchMajorTree("zhuan", keyword, { quiet: true })]).then(([ben, zhuan]) => {
        const a = flattenMajorTree(ben.data, "ben", keyword);
        const b = flattenMajorTree(zhuan.data, "zhuan", keyword);
        return { majors: rankMajors([...a.majors, ...b.majors], keyword), classes: [...a.classes, ...b.classes] };
      }),
    api,
  );
  const [professions, retryProfessions] = useCall(
    ["searchProfessions", keyword],
    () => listProfessions({ keyword, hits: true, pageIndex: 1, pageSize: SHOWN }, { quiet: true }).then((answer) => answer.data),
    api,
  );
  const [guides, retryGuides] = useCall(["searchGuides", query, lang], () => searchGuides(query, lang), query !== "");

  // The best major fills in the college and profession groups when no name holds the words.
  const top = majors.state === "ready" ? majors.data.majors[0] : undefined;
  const needRelated =
    colleges.state === "ready" && professions.state === "ready" && (colleges.data.total === 0 || professions.data.total === 0);
  const [related] = useCall<MajorDetail>(["searchRelatedMajor", top?.level, top?.code], () => findMajor(top!.code, top!.level).then((answer) => answer.data), Boolean(top) && needRelated);
  const relatedData = related.state === "ready" ? related.data : null;
  const relatedColleges = colleges.state === "ready" && colleges.data.total === 0 ? relatedData?.colleges ?? [] : [];
  const relatedProfessions = professions.state === "ready" && professions.data.total === 0 ? relatedData?.professions ?? [] : [];

  const counts = {
    colleges: colleges.state === "ready" ? colleges.data.total || relatedColleges.length : null,
    majors: majors.state === "ready" ? majors.data.majors.length : null,
    professions: professions.state === "ready" ? professions.data.total || relatedProfessions.length : null,
    guides: guides.state === "ready" ? guides.data.total : null,
  };
  const settled = [colleges, majors, professions, guides].every((load) => load.state !== "loading") && related.state !== "loading";

  if (!query) {
    return (
      <div className="page flex flex-col gap-4">
        <h1 className="page__title mb-0">{t("route.search")}</h1>
        <p>{t("search.empty")}</p>
      </div>
    );
  }

  // when no name holds the words, the colleges and professions shown are the best major's: the count says so
  const viaMajor = { colleges: relatedColleges.length > 0, professions: relatedProfessions.length > 0 };
  const groups: SearchGroup[] = [
    ...(api ? [
      { id: "search-colleges", key: "search.colleges" as PortalKey, count: counts.colleges, viaMajor: viaMajor.colleges },
      { id: "search-majors", key: "search.majors" as PortalKey, count: counts.majors },
      { id: "search-professions", key: "search.professions" as PortalKey, count: counts.professions, viaMajor: viaMajor.professions },
    ] : []),
    { id: "search-guides", key: "search.guides", count: counts.guides },
  ];

  return (
    <div className="page flex flex-col gap-4">
      <div>
        <h1 className="page__title mb-1">{t("search.title", { q: query })}</h1>
        <p role="status" className="muted" data-search-status={settled ? "done" : "loading"}>
          {settled ? summary(t, groups) : t("search.searching")}
        </p>
      </div>

      <nav aria-label={t("search.groups")}>
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a className="btn" href={`#${group.id}`}>
                {t(group.key)}
                {group.count !== null && <span className="tag">{countText(t, group)}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {!token && (
        <p className={`${BOX} m-0`} data-search-login>
          {t("search.loginFirst")}{" "}
          <a className="underline" href={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>{t("search.login")}</a>
        </p>
      )}

      {api && (
        <>
          <Group id="search-colleges" title={t("search.colleges")} count={counts.colleges} viaMajor={viaMajor.colleges} load={colleges} retry={retryColleges} t={t}
            all={colleges.state === "ready" && colleges.data.total > 0 ? { href: collegeListHref(keyword), text: t("search.allColleges", { n: colleges.data.total }) } : top && relatedColleges.length ? { href: majorHref(top.code), text: t("search.majorPage", { name: majorName(top, lang) }) } : null}>
            {colleges.state === "ready" && colleges.data.total > 0 ? (
              <ul className="grid gap-3 md:grid-cols-2">
                {colleges.data.records.map((college) => <CollegeHit key={college.collegeCode} college={college} province={colleges.data.lineProvince} t={t} lang={lang} />)}
              </ul>
            ) : (
              <>
                <p className="muted">{t("search.noColleges", { q: query })}</p>
                {top && relatedColleges.length > 0 && (
                  <>
                    <h3 className="mt-2 text-base font-semibold">{t("search.offering", { name: majorName(top, lang) })}</h3>
                    <RelatedColleges colleges={relatedColleges} t={t} />
                  </>
                )}
                {related.state === "loading" && <p className="muted text-sm">{t("pages.loading")}</p>}
              </>
            )}
          </Group>

          <Group id="search-majors" title={t("search.majors")} count={counts.majors} load={majors} retry={retryMajors} t={t}
            all={majors.state === "ready" ? majorLinks(majors.data.majors, keyword, t) : null}>
            {majors.state === "ready" && (
              <>
                {majors.data.majors.length === 0 ? (
                  <p className="muted">{t("search.noMajors", { q: query })}</p>
                ) : (
                  <ul className="grid gap-3 md:grid-cols-2">
                    {majors.data.majors.slice(0, SHOWN).map((major) => (
                      <li key={`${major.level}${major.code}`} className={`${ITEM} flex flex-col gap-1`} data-major={major.code}>
                        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
                          <a href={majorHref(major.code)} lang={majorNameLang(major, lang)}>{majorName(major, lang)}</a>
                          <span className="tag">{t(major.level === "ben" ? "colleges.level.ben" : "colleges.level.zhuan")}</span>
                        </h3>
                        <p className="muted text-sm">
                          <span lang="zh-CN">{major.path.join(" › ")}</span> · {t("search.code", { code: major.code })}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
                {majors.data.classes.length > 0 && (
                  <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                    <span>{t("search.classes")}</span>
                    {majors.data.classes.map((group) => (
                      <a key={`${group.level}${group.code}`} className="btn min-h-8 px-3 text-sm" href={majorClassHref(group.code)}>
                        <span><span lang={majorNameLang(group, lang)}>{majorName(group, lang)}</span>{t("search.classLevel", { level: t(group.level === "ben" ? "colleges.level.ben" : "colleges.level.zhuan") })}</span>
                      </a>
                    ))}
                  </div>
                )}
              </>
            )}
          </Group>

          <Group id="search-professions" title={t("search.professions")} count={counts.professions} viaMajor={viaMajor.professions} load={professions} retry={retryProfessions} t={t}
            all={professions.state === "ready" && professions.data.total > 0 ? { href: professionListHref(keyword), text: t("search.allProfessions", { n: professions.data.total }) } : null}>
            {professions.state === "ready" && professions.data.total > 0 ? (
              <ul className="grid gap-3 md:grid-cols-2">
                {professions.data.records.map((profession) => <ProfessionHit key={profession.code} profession={profession} t={t} />)}
              </ul>
            ) : (
              <>
                <p className="muted">{t("search.noProfessions", { q: query })}</p>
                {top && relatedProfessions.length > 0 && (
                  <>
                    <h3 className="mt-2 text-base font-semibold">{t("search.leadsTo", { name: majorName(top, lang) })}</h3>
                    <ul className="mt-1 flex flex-wrap gap-2" data-related="professions">
                      {relatedProfessions.map((profession) => (
                        <li key={profession.code}>
                          <a className="btn min-h-8 px-3 text-sm" href={professionHref(profession.code)} lang={lang === "en" ? professionNameLang(profession, lang) : "zh-CN"}>{professionName(profession, lang)}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </Group>
        </>
      )}

      <Group id="search-guides" title={t("search.guides")} count={counts.guides} load={guides} retry={retryGuides} t={t} failedText={t("search.guidesFailed")}
        all={guides.state === "ready" && guides.data.total > 0 ? { href: guideSearchHref(lang, query), text: t("search.allGuides", { q: query }) } : null}>
        {guides.state === "ready" && (guides.data.hits.length === 0 ? (
          <p className="muted">{t("search.noGuides", { q: query })}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {guides.data.hits.slice(0, SHOWN).map((hit) => (
              <li key={hit.url} className={ITEM} data-guide={hit.url}>
                <h3 className="text-base font-semibold"><a href={hit.url}>{hit.title}</a></h3>
                <p className="text-sm" dangerouslySetInnerHTML={{ __html: safeExcerpt(hit.excerpt) }} />
              </li>
            ))}
          </ul>
        ))}
      </Group>
    </div>
  );
}

/** "See all" per catalogue: the major screens show one catalogue (本科 or 专科) at a time. */
function majorLinks(majors: MajorHit[], keyword: string, t: Translate): { href: string; text: string }[] {
  return (["ben", "zhuan"] as const).flatMap((level) => {
    const n = majors.filter((major) => major.level === level).length;
    return n ? [{ href: majorListHref(keyword, level), text: t(level === "ben" ? "search.allMajorsBen" : "search.allMajorsZhuan", { n }) }] : [];
  });
}

interface SearchGroup { id: string; key: PortalKey; count: number | null; viaMajor?: boolean }

/** "30", or "30 offering the major" when the group lists the best major's colleges or professions, not name matches. */
function countText(t: Translate, group: { count: number | null; viaMajor?: boolean }): string {
  return group.viaMajor ? t("search.countViaMajor", { n: group.count ?? 0 }) : String(group.count ?? "");
}

function summary(t: Translate, groups: SearchGroup[]): string {
  return groups
    .filter((group) => group.count !== null)
    .map((group) => t("search.groupCount", { group: t(group.key), n: countText(t, group) }))
    .join(t("search.summaryJoin"));
}

function Group<T>({ id, title, count, viaMajor, load, retry, all, t, failedText, children }: {
  id: string; title: string; count: number | null; viaMajor?: boolean; load: CallState<T>; retry(): void; all: { href: string; text: string }[] | { href: string; text: string } | null; t: Translate; failedText?: string; children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="flex scroll-mt-4 flex-col gap-2" data-count={count ?? ""}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-h`} className="flex items-center gap-2 text-lg">
          {title}
          {count !== null && <span className="tag">{countText(t, { count, viaMajor })}</span>}
        </h2>
        {all && (
          <span className="flex flex-wrap gap-x-4">
            {(Array.isArray(all) ? all : [all]).map((link) => <a key={link.href} href={link.href} data-see-all>{link.text}</a>)}
          </span>
        )}
      </div>
      {load.state === "loading" && <p className="muted">{t("pages.loading")}</p>}
      {load.state === "failed" && (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          <span>{failedText ?? t("pages.loadFailed")}</span>
          <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>
        </p>
      )}
      {load.state === "ready" && children}
    </section>
  );
}

const RELATED_SHOWN = 12;

/** Colleges offering the best major: the first dozen, the rest on request. */
function RelatedColleges({ colleges, t }: { colleges: { code: string; name: string }[]; t: Translate }) {
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const shown = all ? colleges : colleges.slice(0, RELATED_SHOWN);
  // The button goes away: focus moves on to the first college it revealed.
  useEffect(() => {
    if (all) list.current?.querySelectorAll("a")[RELATED_SHOWN]?.focus();
  }, [all]);
  return (
    <>
      <ul ref={list} className="mt-1 flex flex-wrap gap-2" data-related="colleges">
        {shown.map((college) => (
          <li key={college.code}>
            <a className="btn min-h-8 px-3 text-sm" href={schoolHref(college.code)} lang="zh-CN">{college.name}</a>
          </li>
        ))}
      </ul>
      {!all && colleges.length > RELATED_SHOWN && (
        <p className="m-0">
          <button type="button" className="btn mt-2 text-sm" onClick={() => setAll(true)}>{t("search.showAll", { n: colleges.length })}</button>
        </p>
      )}
    </>
  );
}

function CollegeHit({ college, province, t, lang }: { college: CollegeBrief; province: LineProvince | undefined; t: Translate; lang: "zh" | "en" }) {
  const facts = [placeText(college, t, lang), categoryText(college.category, t), natureText(college.natureType, t)].filter(Boolean);
  return (
    <li className={`${ITEM} flex items-start gap-3`} data-college={college.collegeCode}>
      <CollegeEmblem college={college} size={44} />
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <a href={schoolHref(college.collegeCode)} lang={displayNameLang(college, lang)}>{displayName(college, lang)}</a>
          {college.sample && <SampleTag />}
        </h3>
        <p className="muted text-sm">{kept(facts.join(" · "))}</p>
        <FeatureTags feature={college.feature} className="mt-1" />
        <ProvinceLineNote code={college.collegeCode} line={college.provinceLine} province={province} />
      </div>
    </li>
  );
}

function ProfessionHit({ profession, t }: { profession: ProfessionRow; t: Translate }) {
  const { lang } = useT();
  const majors = (profession.majors ?? []).slice(0, 3).map((major) => major.name);
  return (
    <li className={`${ITEM} flex flex-col gap-1`} data-profession={profession.code}>
      <h3 className="text-base font-semibold"><a href={professionHref(profession.code)} lang={lang === "en" ? professionNameLang(profession, lang) : "zh-CN"}>{professionName(profession, lang)}</a></h3>
      {profession.description && <p className="text-sm" lang={lang === "en" ? professionDescriptionLang(profession, lang) : "zh-CN"}>{professionDescription(profession, lang)}</p>}
      {majors.length > 0 && <p className="muted text-sm">{t("search.relatedMajors", { names: majors.join(t("pages.listJoin")) })}</p>}
    </li>
  );
}
