// A catalogue branch /wel/major/middle/{code} (portal.md §2): a 专业类 with its majors, or a 门类 / 专业大类 with its
// 专业类 and their majors. The catalogue (本科 or 专科) follows from the code; the data is the catalogue tree.
import "@/lib/i18n/portal-majors";
import "@/islands/shell/boot";
import { majorLoads } from "@/lib/api/majors";
import { countAtDepth, findPath, levelLabelKey, levelOfCode, majorDepth, majorIndexHref, nodeKindKey, type MajorLevel, type TreeNode } from "@/lib/rules/majors";
import { PANEL } from "@/islands/pages/shared";
import { useT } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { Breadcrumb, MajorName, NotFound } from "./common";
import { useLoadable } from "@/islands/ui/useCall";
import { majorName } from "@/lib/rules/display-name";
import { majorClassHref, majorHref } from "@/lib/portal/links";
import { Loaded } from "@/islands/ui/Loaded";

export default function MajorClass({ code }: { code: string }) {
  const { t } = useT();
  const depth = majorDepth(code);
  const level = levelOfCode(code);
  const [tree, retry] = useLoadable(...majorLoads.tree(level));

  return (
    <div className="page flex flex-col gap-4">
      {depth === null || depth === 3 ? (
        <NotFound level={level} title={t("majors.class.notFound")} />
      ) : (
        <Loaded load={tree} retry={retry}>
          {(roots) => {
            const path = findPath(roots, code);
            return path ? <Branch path={path} level={level} /> : <NotFound level={level} title={t("majors.class.notFound")} />;
          }}
        </Loaded>
      )}
    </div>
  );
}

function Branch({ path, level }: { path: TreeNode[]; level: MajorLevel }) {
  const { t, lang } = useT();
  const node = path[path.length - 1]!;
  const depth = path.length as 1 | 2;
  const crumbs = [
    { label: t("route.majors"), href: majorIndexHref(level) },
    ...path.map((step, index) => ({ label: <MajorName node={step} lang={lang} />, href: index === 0 && path.length > 1 ? majorClassHref(step.code) : undefined })),
  ];
  const majors = depth === 1 ? countAtDepth(node.children, 2) : node.children.length;
  return (
    <>
      <header>
        <Breadcrumb items={crumbs} />
        <h1 className="page__title mb-2"><MajorName node={node} lang={lang} /></h1>
            <PageLabel name={majorName(node, lang)} />
        <p className="m-0 flex flex-wrap items-center gap-2">
          <span className="tag">{t(levelLabelKey(level))}</span>
          <span className="tag">{t(nodeKindKey(level, depth))}</span>
          <span className="muted text-sm">{t("majors.code")} {node.code}</span>
        </p>
      </header>

      {depth === 1 ? (
        <section aria-labelledby="branch-classes" className={PANEL}>
          <h2 id="branch-classes" className="mb-1 text-lg">{t("majors.class.classes")}</h2>
          <p className="muted mb-2 mt-0 text-sm">{t("majors.class.rootSummary", { classes: node.children.length, majors })}</p>
          <ul className="flex flex-col gap-4">
            {node.children.map((cls) => (
              <li key={cls.code}>
                <h3 className="m-0 flex flex-wrap items-baseline gap-x-2 text-base">
                  <a href={majorClassHref(cls.code)}><MajorName node={cls} lang={lang} /></a>
                  <span className="muted text-sm font-normal">{cls.code}</span>
                </h3>
                <MajorList majors={cls.children} label={t("majors.tree.majorsOf", { name: majorName(cls, lang) })} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="branch-majors" className={PANEL}>
          <h2 id="branch-majors" className="mb-1 text-lg">{t("majors.class.majors")}</h2>
          <p className="muted mb-2 mt-0 text-sm">{t("majors.tree.count", { count: majors })}</p>
          <MajorList majors={node.children} label={t("majors.tree.majorsOf", { name: majorName(node, lang) })} wide />
        </section>
      )}
      <p className="m-0"><a href={majorIndexHref(level)}>{t("majors.backToIndex")}</a></p>
    </>
  );
}

function MajorList({ majors, label, wide = false }: { majors: TreeNode[]; label: string; wide?: boolean }) {
  const { t, lang } = useT();
  if (majors.length === 0) return <p className="muted m-0 text-sm">{t("majors.class.empty")}</p>;
  return (
    <ul className={wide ? "grid gap-2 [grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))]" : "mt-1 flex flex-wrap gap-2"} aria-label={label}>
      {majors.map((major) => (
        <li key={major.code} className={wide ? "flex" : undefined}>
          <a
            className={`${wide ? "flex w-full flex-col px-3 py-2" : "inline-block px-2 py-1 text-sm"} rounded-md border border-[var(--color-line)] bg-white no-underline hover:border-[var(--primary-strong)]`}
            href={majorHref(major.code)}
          >
            <span className={wide ? "font-semibold" : undefined}><MajorName node={major} lang={lang} /></span>{" "}
            <span className="text-sm text-[#4b5563]">{major.code}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
