// Major catalogue /wel/major/index (portal.md §2; §7 zhaunye/query-major-tree-ben and -zhuan {keywords}): the 本科
// and 专科 trees, 门类 (or 专业大类) as disclosure buttons opening their 专业类 and majors; a keyword search opens
// every branch that matches. The chosen catalogue and keyword stay in the address (?level=zhuan&q=…).
import "@/lib/i18n/portal-majors";
import "@/islands/shell/boot";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import { majorLoads } from "@/lib/api/majors";
import { branchCodes, countAtDepth, levelLabelKey, MAJOR_LEVELS, nodeKindKey, type MajorLevel, type TreeNode } from "@/lib/rules/majors";
import { cleanKeyword } from "@/lib/rules/keyword";
import { PANEL } from "@/islands/pages/shared";
import { useT } from "@/islands/ui/useT";
import { MajorName, readQuery, replaceQuery } from "./common";
import { useLoadable } from "@/islands/ui/useCall";
import { majorName } from "@/lib/rules/display-name";
import { majorClassHref, majorHref } from "@/lib/portal/links";
import { kept } from "@/islands/ui/Kept";
import { Loaded } from "@/islands/ui/Loaded";

export default function MajorIndex() {
  const { t } = useT();
  const [level, setLevel] = useState<MajorLevel>(() => (readQuery("level") === "zhuan" ? "zhuan" : "ben"));
  const [draft, setDraft] = useState(() => cleanKeyword(readQuery("q")));
  const [keyword, setKeyword] = useState(draft);
  const [tree, retry] = useLoadable(...majorLoads.tree(level, keyword));
  const chooseLevel = (next: MajorLevel) => {
    setLevel(next);
    replaceQuery({ level: next === "zhuan" ? "zhuan" : null });
  };
  const search = (event: SubmitEvent) => {
    event.preventDefault();
    const next = cleanKeyword(draft);
    setDraft(next);
    setKeyword(next);
    replaceQuery({ q: next || null });
  };
  const clear = () => {
    setDraft("");
    setKeyword("");
    replaceQuery({ q: null });
  };

  return (
    <div className="page flex flex-col gap-4">
      <div>
        <h1 className="page__title mb-1">{t("route.majors")}</h1>
        <p className="muted m-0">{kept(t("majors.intro"))}</p>
      </div>

      <CatalogueControls level={level} chooseLevel={chooseLevel} draft={draft} setDraft={setDraft} keyword={keyword} search={search} clear={clear} />

      <section aria-labelledby="major-tree-heading" data-level={level}>
        <h2 id="major-tree-heading" className="mb-2 text-lg">{kept(t(level === "ben" ? "majors.tree.ben" : "majors.tree.zhuan"))}</h2>
        <Loaded load={tree} retry={retry}>
          {(roots) => <CatalogueTree roots={roots} level={level} keyword={keyword} />}
        </Loaded>
      </section>
    </div>
  );
}

/** The catalogue choice (本科 / 专科) and the search by name or code; also used by 选专业 (/career/major-select). */
export function CatalogueControls({ level, chooseLevel, draft, setDraft, keyword, search, clear }: {
  level: MajorLevel; chooseLevel(level: MajorLevel): void; draft: string; setDraft(text: string): void; keyword: string; search(event: SubmitEvent): void; clear(): void;
}) {
  const { t } = useT();
  const searchId = useId();
  return (
    <div className={`${PANEL} flex flex-col gap-3 md:flex-row md:items-end md:justify-between`}>
      <div role="group" aria-label={t("majors.levelPicker")} className="flex flex-wrap gap-2">
        {MAJOR_LEVELS.map((value) => (
          <button key={value} type="button" className={`btn ${level === value ? "btn--primary" : ""}`} aria-pressed={level === value} onClick={() => chooseLevel(value)}>
            {kept(t(levelLabelKey(value)))}
          </button>
        ))}
      </div>
      <form role="search" aria-label={t("majors.search.label")} className="flex min-w-0 flex-col gap-1 md:w-[26rem]" onSubmit={search}>
        <label htmlFor={searchId} className="text-sm font-semibold">{t("majors.search.label")}</label>
        <div className="flex gap-2">
          <input
            id={searchId}
            type="search"
            className="field__input min-w-0 flex-1"
            value={draft}
            maxLength={50}
            placeholder={t("majors.search.placeholder")}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn--primary shrink-0">{t("majors.search.submit")}</button>
          {keyword && <button type="button" className="btn shrink-0" onClick={clear}>{t("majors.search.clear")}</button>}
        </div>
      </form>
    </div>
  );
}

function CatalogueTree({ roots, level, keyword }: { roots: TreeNode[]; level: MajorLevel; keyword: string }) {
  const { t } = useT();
  const [open, setOpen] = useState<Set<string>>(() => new Set(keyword ? branchCodes(roots) : []));
  // A new search opens every matching branch; a new catalogue starts closed.
  useEffect(() => setOpen(new Set(keyword ? branchCodes(roots) : [])), [roots, keyword]);
  const toggle = (code: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const majors = countAtDepth(roots, 3);

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <p className="m-0" role="status">
          {keyword ? t("majors.search.result", { keyword, count: majors }) : t("majors.tree.summary", { roots: roots.length, classes: countAtDepth(roots, 2), majors })}
        </p>
        {roots.length > 0 && (
          <span className="ml-auto flex gap-2">
            <button type="button" className="btn" onClick={() => setOpen(new Set(branchCodes(roots)))}>{t("majors.tree.expandAll")}</button>
            <button type="button" className="btn" onClick={() => setOpen(new Set())}>{t("majors.tree.collapseAll")}</button>
          </span>
        )}
      </div>
      {roots.length === 0 ? (
        <p className="muted">{t("majors.tree.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-major-tree>
          {roots.map((root) => (
            <RootBranch key={root.code} node={root} level={level} open={open.has(root.code)} toggle={() => toggle(root.code)} />
          ))}
        </ul>
      )}
    </>
  );
}

function RootBranch({ node, level, open, toggle }: { node: TreeNode; level: MajorLevel; open: boolean; toggle(): void }) {
  const { t, lang } = useT();
  const panelId = `branch-${node.code}`;
  const majors = countAtDepth(node.children, 2);
  return (
    <li className="rounded-lg border border-[var(--color-line)] bg-white" data-branch={node.code}>
      <h3 className="m-0 text-base">
        <button
          type="button"
          className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-4 py-3 text-left hover:bg-[var(--primary-9)]"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span aria-hidden="true" className={`inline-block w-3 transition-transform ${open ? "rotate-90" : ""}`}>▶</span>
          <span className="font-semibold"><MajorName node={node} lang={lang} /></span>
          <span className="muted text-sm">{t(nodeKindKey(level, 1))} {node.code}</span>
          <span className="muted ml-auto text-sm">{t("majors.tree.count", { count: majors })}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-[var(--color-line)] px-4 py-3">
        <p className="m-0 mb-2 text-sm">
          <a href={majorClassHref(node.code)}>{t("majors.tree.openRoot", { name: majorName(node, lang) })}</a>
        </p>
        {node.children.length === 0 ? (
          <p className="muted m-0 text-sm">{t("majors.tree.noMatchBelow")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {node.children.map((cls) => (
              <li key={cls.code} data-class={cls.code}>
                <h4 className="m-0 flex flex-wrap items-baseline gap-x-2 text-base font-semibold">
                  <a href={majorClassHref(cls.code)}><MajorName node={cls} lang={lang} /></a>
                  <span className="muted text-sm font-normal">{t(nodeKindKey(level, 2))} {cls.code}</span>
                </h4>
                {cls.children.length > 0 ? (
                  <ul className="mt-1 flex flex-wrap gap-2" aria-label={t("majors.tree.majorsOf", { name: majorName(cls, lang) })}>
                    {cls.children.map((major) => (
                      <li key={major.code}>
                        <a className="inline-block rounded-md border border-[var(--color-line)] px-2 py-1 text-sm no-underline hover:border-[var(--primary-strong)]" href={majorHref(major.code)}>
                          <MajorName node={major} lang={lang} /> <span className="text-[#4b5563]">{major.code}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted m-0 text-sm">{t("majors.tree.noMatchBelow")}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
