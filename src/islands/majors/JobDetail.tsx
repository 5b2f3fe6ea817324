// A profession /wel/job/middle/{code} (portal.md §2; §7 zhaunye/find-profession, yuanxiao/list-my-favorite-profession):
// its description, category and related 本科 and 专科 majors, with a favourite toggle. A category code (大类 or 中类)
// shows the category with the professions in it.
import "@/lib/i18n/portal-majors";
import "@/islands/shell/boot";
import { RESOURCE } from "@/lib/api/favourites";
import { fetchProfessionTree, findProfession, type ProfessionDetail } from "@/lib/api/majors";
import { findPath, isProfessionCode, levelLabelKey, MAJOR_LEVELS, professionHref, type TreeNode } from "@/lib/rules/majors";
import { Fact, PANEL } from "@/islands/pages/shared";
import { useT } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { Breadcrumb, MajorName, ProfessionDescription, ProfessionName } from "./common";
import { professionName } from "@/lib/rules/display-name";
import { useLoadable } from "@/islands/ui/useCall";
import { FollowButton } from "@/islands/ui/FollowButton";
import { majorHref } from "@/lib/portal/links";
import { Loaded } from "@/islands/ui/Loaded";

export default function JobDetail({ code }: { code: string }) {
  const valid = isProfessionCode(code);
  const [detail, retry] = useLoadable(["findProfession", code], () => (valid ? findProfession(code).then((answer) => answer.data ?? null, () => null) : Promise.resolve(null)));
  const [tree] = useLoadable(["fetchProfessionTree", "tree"], () => fetchProfessionTree().then((answer) => answer.data ?? []));
  const path = tree.state === "ready" ? findPath(tree.data, code) : null;
  const treeFailed = tree.state === "failed";
  return (
    <div className="page flex flex-col gap-4">
      <Loaded load={detail} retry={retry}>
        {(job) => (!job ? <NotFound /> : job.level >= 3 ? <Profession job={job} path={path} /> : <Category job={job} path={path} treeFailed={treeFailed} />)}
      </Loaded>
    </div>
  );
}

function NotFound() {
  const { t } = useT();
  return (
    <div data-not-found>
      <h1 className="page__title">{t("jobs.notFound")}</h1>
      <p><a href="/wel/job/index">{t("jobs.backToIndex")}</a></p>
    </div>
  );
}

function crumbsOf(path: TreeNode[] | null, node: { code: string; name: string }, lang: "zh" | "en", t: ReturnType<typeof useT>["t"]) {
  return [
    { label: t("route.jobs"), href: "/wel/job/index" },
    ...(path ?? []).slice(0, -1).map((step) => ({ label: <ProfessionName node={step} lang={lang} />, href: professionHref(step.code) })),
    { label: <ProfessionName node={node} lang={lang} /> },
  ];
}

function Profession({ job, path }: { job: ProfessionDetail; path: TreeNode[] | null }) {
  const { t, lang } = useT();
  const favourite = job.isFavorite === true;
  const category = path && path.length >= 2 ? path[path.length - 2] : undefined;
  const group = path && path.length >= 3 ? path[0] : undefined;
  return (
    <>
      <header>
        <Breadcrumb items={crumbsOf(path, job, lang, t)} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="page__title mb-2"><ProfessionName node={job} lang={lang} /></h1>
            <PageLabel name={professionName(job, lang)} />
            <p className="m-0 flex flex-wrap items-center gap-2">
              <span className="tag">{t("jobs.kind.profession")}</span>
              <span className="muted text-sm">{t("jobs.code")} {job.code}</span>
            </p>
          </div>
          <FollowButton type={RESOURCE.profession} code={job.code} isFavorite={favourite} name={professionName(job, lang)} />
        </div>
      </header>

      <section aria-labelledby="job-facts" className={PANEL}>
        <h2 id="job-facts" className="mb-1 text-lg">{t("jobs.facts")}</h2>
        <dl className="m-0">
          <Fact term={t("jobs.code")}>{job.code}</Fact>
          {group && <Fact term={t("jobs.kind.group")}><a href={professionHref(group.code)}><ProfessionName node={group} lang={lang} /></a></Fact>}
          {category && <Fact term={t("jobs.kind.subgroup")}><a href={professionHref(category.code)}><ProfessionName node={category} lang={lang} /></a></Fact>}
          <Fact term={t("jobs.description")}>{job.description ? <ProfessionDescription node={job} lang={lang} /> : <span className="muted">{t("majors.notGiven")}</span>}</Fact>
        </dl>
      </section>

      <section aria-labelledby="job-majors" className={PANEL} data-related-majors>
        <h2 id="job-majors" className="mb-2 text-lg">{t("jobs.majors")}</h2>
        {job.majors.length === 0 ? (
          <p className="muted m-0">{t("jobs.majors.none")}</p>
        ) : (
          MAJOR_LEVELS.map((level) => {
            const majors = job.majors.filter((major) => major.level === level);
            if (majors.length === 0) return null;
            return (
              <div key={level} className="mb-3 last:mb-0">
                <h3 className="mb-1 text-base">{t(levelLabelKey(level))}</h3>
                <ul className="flex flex-wrap gap-2" aria-label={t(levelLabelKey(level))}>
                  {majors.map((major) => (
                    <li key={major.code}>
                      <a className="inline-block rounded-md border border-[var(--color-line)] px-2 py-1 no-underline hover:border-[var(--primary-strong)]" href={majorHref(major.code)}>
                        <MajorName node={major} lang={lang} /> <span className="text-sm text-[#4b5563]">{major.code}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })
        )}
      </section>

      <p className="m-0"><a href={category ? `/wel/job/index?category=${category.code}` : "/wel/job/index"}>{t("jobs.backToIndex")}</a></p>
    </>
  );
}

function Category({ job, path, treeFailed }: { job: ProfessionDetail; path: TreeNode[] | null; treeFailed: boolean }) {
  const { t, lang } = useT();
  const node = path?.[path.length - 1];
  const top = job.level <= 1;
  const list = (items: TreeNode[]) =>
    items.length === 0 ? (
      <p className="muted m-0 text-sm">{t("jobs.list.empty")}</p>
    ) : (
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.code}>
            <a className="inline-block rounded-md border border-[var(--color-line)] px-2 py-1 no-underline hover:border-[var(--primary-strong)]" href={professionHref(item.code)}>
              <ProfessionName node={item} lang={lang} />
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <header>
        <Breadcrumb items={crumbsOf(path, job, lang, t)} />
        <h1 className="page__title mb-2"><ProfessionName node={job} lang={lang} /></h1>
            <PageLabel name={professionName(job, lang)} />
        <p className="m-0 flex flex-wrap items-center gap-2">
          <span className="tag">{t(top ? "jobs.kind.group" : "jobs.kind.subgroup")}</span>
          <span className="muted text-sm">{t("jobs.code")} {job.code}</span>
        </p>
      </header>
      <section aria-labelledby="job-category-list" className={PANEL}>
        <h2 id="job-category-list" className="mb-2 text-lg">{t("jobs.category.professions")}</h2>
        {!node ? (
          <p className="muted m-0" role="status">{t(treeFailed ? "pages.loadFailed" : "pages.loading")}</p>
        ) : top ? (
          <ul className="flex flex-col gap-3">
            {node.children.map((mid) => (
              <li key={mid.code}>
                <h3 className="mb-1 text-base"><a href={professionHref(mid.code)}><ProfessionName node={mid} lang={lang} /></a></h3>
                {list(mid.children)}
              </li>
            ))}
          </ul>
        ) : (
          list(node.children)
        )}
      </section>
      <p className="m-0"><a href={`/wel/job/index?category=${job.code}`}>{t("jobs.category.inList")}</a></p>
    </>
  );
}
