// 选专业 /career/major-select: the 本科 (and 专科) catalogue as 门类 → 专业类 → 专业, searched by name or code, each
// major one button from being a target. The catalogue, the search and the open categories stay in the address.
import { useState, type SubmitEvent } from "react";
import { majorLoads } from "@/lib/api/majors";
import { countAtDepth, nodeKindKey, type MajorLevel, type TreeNode } from "@/lib/rules/majors";
import { cleanKeyword } from "@/lib/rules/keyword";
import { majorName } from "@/lib/rules/display-name";
import { majorClassHref, majorHref } from "@/lib/portal/links";
import { CatalogueControls } from "@/islands/majors/MajorIndex";
import { useT } from "@/islands/ui/useT";
import { MajorName, readQuery, replaceQuery } from "@/islands/majors/common";
import { useLoadable } from "@/islands/ui/useCall";
import { TargetToggle } from "../parts";
import { IsTargetTag, PickerPage } from "./parts";
import { Loaded } from "@/islands/ui/Loaded";

const openFromAddress = () => new Set(readQuery("open").split(",").filter((code) => /^\d{2}$/.test(code)));

export default function MajorSelect() {
  const { t } = useT();
  const [level, setLevel] = useState<MajorLevel>(() => (readQuery("level") === "zhuan" ? "zhuan" : "ben"));
  const [draft, setDraft] = useState(() => cleanKeyword(readQuery("q")));
  const [keyword, setKeyword] = useState(draft);
  const [open, setOpenState] = useState<Set<string>>(openFromAddress);
  const [tree, retry] = useLoadable(...majorLoads.tree(level, keyword));

  const setOpen = (next: Set<string>) => {
    setOpenState(next);
    replaceQuery({ open: [...next].sort().join(",") || null });
  };
  const chooseLevel = (next: MajorLevel) => {
    setLevel(next);
    setOpenState(new Set());
    replaceQuery({ level: next === "zhuan" ? "zhuan" : null, open: null });
  };
  const search = (event: SubmitEvent) => {
    event.preventDefault();
    const next = cleanKeyword(draft);
    setDraft(next);
    setKeyword(next);
    replaceQuery({ q: next || null });
  };

  return (
    <PickerPage screen="major-select" title={t("route.majorSelect")} intro={t("career.pickers.majorIntro")}>
      <CatalogueControls level={level} chooseLevel={chooseLevel} draft={draft} setDraft={setDraft} keyword={keyword} search={search}
        clear={() => { setDraft(""); setKeyword(""); replaceQuery({ q: null }); }} />

      <section aria-labelledby="major-select-tree" data-level={level}>
        <h2 id="major-select-tree" className="mb-2 text-lg">{t(level === "ben" ? "majors.tree.ben" : "majors.tree.zhuan")}</h2>
        <Loaded load={tree} retry={retry}>
          {(roots) => (
            <>
              <p className="m-0 mb-3" role="status">
                {keyword ? t("majors.search.result", { keyword, count: countAtDepth(roots, 3) }) : t("majors.tree.summary", { roots: roots.length, classes: countAtDepth(roots, 2), majors: countAtDepth(roots, 3) })}
              </p>
              {roots.length === 0 ? <p className="muted">{t("majors.tree.empty")}</p> : (
                <ul className="flex flex-col gap-2" data-major-tree>
                  {roots.map((root) => {
                    const isOpen = keyword ? true : open.has(root.code);
                    return (
                      <Category key={root.code} node={root} level={level} open={isOpen} canClose={!keyword} toggle={() => {
                        const next = new Set(open);
                        if (next.has(root.code)) next.delete(root.code);
                        else next.add(root.code);
                        setOpen(next);
                      }} />
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </Loaded>
      </section>
    </PickerPage>
  );
}

function Category({ node, level, open, canClose, toggle }: { node: TreeNode; level: MajorLevel; open: boolean; canClose: boolean; toggle(): void }) {
  const { t, lang } = useT();
  const panelId = `pick-${node.code}`;
  return (
    <li className="rounded-lg border border-[var(--color-line)] bg-white" data-branch={node.code}>
      <h3 className="m-0 text-base">
        <button type="button" className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-4 py-3 text-left hover:bg-[var(--primary-9)] disabled:cursor-default"
          aria-expanded={open} aria-controls={open ? panelId : undefined} disabled={!canClose} onClick={toggle}>
          <span aria-hidden="true" className={`inline-block w-3 transition-transform ${open ? "rotate-90" : ""}`}>▶</span>
          <span className="font-semibold"><MajorName node={node} lang={lang} /></span>
          <span className="muted text-sm">{t(nodeKindKey(level, 1))} {node.code}</span>
          <span className="muted ml-auto text-sm">{t("majors.tree.count", { count: countAtDepth(node.children, 2) })}</span>
        </button>
      </h3>
      {open && (
        <div id={panelId} className="border-t border-[var(--color-line)] px-4 py-3">
          <ul className="flex flex-col gap-3">
            {node.children.map((cls) => (
              <li key={cls.code} data-class={cls.code}>
                <h4 className="m-0 flex flex-wrap items-baseline gap-x-2 text-base font-semibold">
                  <a href={majorClassHref(cls.code)}><MajorName node={cls} lang={lang} /></a>
                  <span className="muted text-sm font-normal">{t(nodeKindKey(level, 2))} {cls.code}</span>
                </h4>
                <ul className="mt-1 flex flex-col" aria-label={t("majors.tree.majorsOf", { name: majorName(cls, lang) })}>
                  {cls.children.map((major) => (
                    <li key={major.code} className="flex flex-wrap items-center justify-between gap-2 border-b border-dashed border-[var(--color-line)] py-1.5 last:border-b-0" data-major={major.code}>
                      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                        <a href={majorHref(major.code)}><MajorName node={major} lang={lang} /></a>
                        <span className="text-sm text-[#4b5563]">{major.code}</span>
                        <IsTargetTag want={{ major: major.code }} />
                      </span>
                      <TargetToggle want={{ major: major.code }} name={majorName(major, lang)} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
