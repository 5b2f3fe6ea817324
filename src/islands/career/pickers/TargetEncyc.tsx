// 目标百科 /career/target-encyc: what each of the student's targets is like. A college: where it is, its type, level
// and tags, and the newest admission line held for the student's province with its source. A major: its category and
// class, degree, years, what the colleges offering it ask of the subjects (选科要求, with its source) and the
// professions it leads to. A profession: what it is and the majors that lead to it. Each links to its own page; with no
// targets the page says so and points to the pickers.
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-data-tools";
import type { ReactNode } from "react";
import { fetchColleges, type CollegeBrief } from "@/lib/api/colleges";
import { fetchMajorRequirements, type MajorAnswer, type PlanAnswer, type Target } from "@/lib/api/career";
import { fetchMajorTree, findMajor, findProfession, type MajorDetail, type ProfessionDetail } from "@/lib/api/majors";
import type { LineProvince } from "@/contracts/yuanxiao";
import { degreeText, findPath, levelLabelKey, yearsText, type MajorLevel, type TreeNode } from "@/lib/rules/majors";
import { displayName, displayNameLang, majorName, professionName } from "@/lib/rules/display-name";
import { majorHref, professionHref, schoolHref } from "@/lib/portal/links";
import { Fact } from "@/islands/pages/shared";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { CollegeEmblem, FeatureTags, categoryText, levelText, natureText, placeText, ProvinceLineNote } from "@/islands/colleges/parts";
import { SampleTag } from "@/islands/ui/SampleData";
import { MajorName, ProfessionDescription, ProfessionName } from "@/islands/majors/common";
import { SourceNote } from "@/islands/data-tools/parts";
import { Part, requirementText, targetKindKey, WithPlan } from "../parts";
import { PickerPage } from "./parts";
import { Loaded } from "@/islands/ui/Loaded";

interface CollegeFacts { brief: CollegeBrief | null; lineProvince?: LineProvince }
interface MajorFacts { detail: MajorDetail | null; path: TreeNode[]; requirements: MajorAnswer | null }
interface Facts { colleges: Map<string, CollegeFacts>; majors: Map<string, MajorFacts>; professions: Map<string, ProfessionDetail | null> }

const unique = (codes: (string | undefined)[]) => [...new Set(codes.filter((c): c is string => Boolean(c)))];

/** Everything the page shows about the targets: one call per college, major and profession named, and the catalogues. */
async function loadFacts(targets: readonly Target[]): Promise<Facts> {
  const collegeCodes = unique(targets.map((t) => t.college?.code));
  const majors = new Map(targets.filter((t) => t.major).map((t) => [t.major!.code, t.major!.level] as const));
  const professionCodes = unique(targets.map((t) => t.profession?.code));
  const levels = [...new Set(majors.values())];
  const [colleges, trees, majorRows, professions] = await Promise.all([
    Promise.all(collegeCodes.map(async (code) => {
      const page = (await fetchColleges({ pageIndex: 1, pageSize: 10, keyword: code }, { quiet: true })).data;
      return [code, { brief: page.records.find((c) => c.collegeCode === code) ?? null, lineProvince: page.lineProvince }] as const;
    })),
    Promise.all(levels.map(async (level) => [level, (await fetchMajorTree(level)).data ?? []] as const)),
    Promise.all([...majors].map(async ([code, level]) => {
      const [detail, requirements] = await Promise.all([
        findMajor(code, level).then((a) => a.data ?? null, () => null),
        // a province without 选科 (文理) or a major no college lists: said as such, not a failure of the page
        fetchMajorRequirements(code).then((a) => a.data ?? null, () => null),
      ]);
      return [code, level, detail, requirements] as const;
    })),
    Promise.all(professionCodes.map(async (code) => [code, await findProfession(code).then((a) => a.data ?? null, () => null)] as const)),
  ]);
  const treeOf = new Map<MajorLevel, TreeNode[]>(trees);
  return {
    colleges: new Map(colleges),
    majors: new Map(majorRows.map(([code, level, detail, requirements]) => [code, { detail, requirements, path: findPath(treeOf.get(level) ?? [], code) ?? [] }])),
    professions: new Map(professions),
  };
}

/** The target in words, in the reader's language where the names are known (the blocks below link each part). */
function targetTitle(target: Target, f: Facts, lang: "zh" | "en"): string {
  const college = target.college && (f.colleges.get(target.college.code)?.brief ?? target.college);
  return [
    college ? displayName(college, lang) : "",
    target.major ? majorName(target.major, lang) : "",
    target.profession ? professionName(target.profession, lang) : target.professionText,
  ].filter(Boolean).join(" · ");
}

function CollegePart({ t, lang, code, facts }: { t: Translate; lang: "zh" | "en"; code: string; facts: CollegeFacts | undefined }) {
  const c = facts?.brief;
  if (!c) return <p className="muted m-0 text-sm">{t("career.pickers.encyc.collegeMissing")}</p>;
  return (
    <div className="flex gap-3" data-encyc-college={code}>
      <CollegeEmblem college={c} size={48} />
      <div className="min-w-0 flex-1">
        <p className="m-0 flex flex-wrap items-center gap-2 font-semibold">
          <a className="underline" href={schoolHref(code)} lang={displayNameLang(c, lang)}>{displayName(c, lang)}</a>
          {c.sample && <SampleTag />}
        </p>
        <dl className="m-0 text-sm">
          <Fact term={t("career.pickers.encyc.place")}>{placeText(c, t, lang) || "—"}</Fact>
          <Fact term={t("career.pickers.encyc.type")}>{[categoryText(c.category, t), natureText(c.natureType, t)].filter(Boolean).join(" · ") || "—"}</Fact>
          <Fact term={t("colleges.level")}><span className="whitespace-nowrap">{levelText(c.level, t) || "—"}</span></Fact>
        </dl>
        <FeatureTags feature={c.feature} className="mt-1" />
        <ProvinceLineNote code={code} line={c.provinceLine} province={facts.lineProvince} />
      </div>
    </div>
  );
}

function MajorPart({ t, lang, code, level, facts }: { t: Translate; lang: "zh" | "en"; code: string; level: MajorLevel; facts: MajorFacts | undefined }) {
  const d = facts?.detail;
  if (!d) return <p className="muted m-0 text-sm">{t("career.pickers.encyc.majorMissing")}</p>;
  const [category, cls] = facts.path;
  const r = facts.requirements;
  return (
    <div className="text-sm" data-encyc-major={code}>
      <p className="m-0 text-base font-semibold"><a className="underline" href={majorHref(code)}><MajorName node={d} lang={lang} /></a> <span className="muted text-sm font-normal">{code}</span></p>
      <dl className="m-0">
        <Fact term={t("career.pickers.encyc.category")}>
          <span className="whitespace-nowrap">{t(levelLabelKey(level))}</span>
          {category && <> · <MajorName node={category} lang={lang} /></>}
          {cls && <> · <MajorName node={cls} lang={lang} /></>}
        </Fact>
        <Fact term={t("majors.degree")}>{degreeText(d.degree, lang, t) || "—"}</Fact>
        <Fact term={t("majors.years")}>{yearsText(d.years, t) || "—"}</Fact>
        <Fact term={t("career.pickers.encyc.requirements")}>
          {!r?.spread ? <span className="muted">{t("career.pickers.encyc.noRequirements")}</span> : (
            <div data-encyc-requirements>
              <ul className="m-0 list-none p-0">
                {r.spread.requirements.slice(0, 3).map((row) => (
                  <li key={row.requirement}>{t("career.pickers.encyc.requirementRow", { requirement: requirementText(t, row.requirement), n: row.count, total: r.spread!.total })}</li>
                ))}
              </ul>
              <p className="muted m-0">{t("career.pickers.encyc.requirementBasis", { model: r.model, year: r.year })} <a className="underline" href={`/career/course-by-major?code=${code}`}>{t("career.pickers.encyc.requirementMore")}</a></p>
              <SourceNote t={t} sources={r.sources} sample={r.sample} />
            </div>
          )}
        </Fact>
        <Fact term={t("career.pickers.encyc.leadsTo")}>
          {d.professions.length === 0 ? <span className="muted">{t("career.pickers.encyc.noProfessions")}</span> : (
            <LinkList items={d.professions.map((p) => ({ key: p.code, href: professionHref(p.code), label: <ProfessionName node={p} lang={lang} /> }))} />
          )}
        </Fact>
      </dl>
    </div>
  );
}

function ProfessionPart({ t, lang, code, detail }: { t: Translate; lang: "zh" | "en"; code: string; detail: ProfessionDetail | null | undefined }) {
  if (!detail) return <p className="muted m-0 text-sm">{t("career.pickers.encyc.professionMissing")}</p>;
  return (
    <div className="text-sm" data-encyc-profession={code}>
      <p className="m-0 text-base font-semibold"><a className="underline" href={professionHref(code)}><ProfessionName node={{ code, name: detail.name }} lang={lang} /></a> <span className="muted text-sm font-normal">{code}</span></p>
      <dl className="m-0">
        <Fact term={t("career.pickers.encyc.about")}>{detail.description ? <ProfessionDescription node={{ code, description: detail.description }} lang={lang} /> : <span className="muted">—</span>}</Fact>
        <Fact term={t("career.pickers.encyc.majors")}>
          {detail.majors.length === 0 ? <span className="muted">{t("career.pickers.noMajors")}</span> : (
            <LinkList items={detail.majors.map((m) => ({ key: `${m.level}${m.code}`, href: majorHref(m.code), label: <MajorName node={m} lang={lang} /> }))} />
          )}
        </Fact>
      </dl>
    </div>
  );
}

function LinkList({ items }: { items: { key: string; href: string; label: ReactNode }[] }) {
  return (
    <ul className="m-0 flex list-none flex-wrap gap-x-3 gap-y-1 p-0">
      {items.map((item) => <li key={item.key}><a href={item.href}>{item.label}</a></li>)}
    </ul>
  );
}

/** The way to targets when there are none (a parent is told the student chooses them). */
function NoTargets({ t, editable }: { t: Translate; editable: boolean }) {
  const pickers = [["/career/college-select", "route.collegeSelect"], ["/career/major-select", "route.majorSelect"], ["/career/job-select", "route.jobSelect"], ["/career/job-list", "route.jobList"]] as const;
  return (
    <div data-empty="targets">
      <p className="mt-0">{t(editable ? "career.pickers.encyc.none" : "career.pickers.encyc.noneParent")}</p>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {pickers.map(([href, key]) => <li key={href}><a className="btn no-underline" href={href}>{t(key)}</a></li>)}
      </ul>
    </div>
  );
}

function Encyclopedia({ plan }: { plan: PlanAnswer }) {
  const { t, lang } = useT();
  const key = plan.targets.map((x) => x.id).join(",");
  const [facts, retry] = useLoadable(["loadFacts", key], () => loadFacts(plan.targets));
  if (plan.targets.length === 0) return <Part id="encyc-targets" title={t("career.report.targetsTitle")}><NoTargets t={t} editable={plan.editable} /></Part>;
  return (
    <Part id="encyc-targets" title={t("career.report.targetsTitle")}>
      <Loaded load={facts} retry={retry}>
        {(f) => (
          <ol className="m-0 flex list-none flex-col gap-3 p-0" data-encyc>
            {plan.targets.map((target, i) => (
              <li key={target.id} className="flex flex-col gap-3 rounded-md border border-[var(--color-line)] px-3 py-3" data-encyc-target={target.id}>
                <h3 className="m-0 flex flex-wrap items-center gap-2 text-base">
                  <span className="muted text-sm">{i + 1}.</span>
                  <span className="tag">{t(targetKindKey(target))}</span>
                  <span>{targetTitle(target, f, lang)}</span>
                </h3>
                {target.college && <CollegePart t={t} lang={lang} code={target.college.code} facts={f.colleges.get(target.college.code)} />}
                {target.major && <MajorPart t={t} lang={lang} code={target.major.code} level={target.major.level} facts={f.majors.get(target.major.code)} />}
                {target.profession && <ProfessionPart t={t} lang={lang} code={target.profession.code} detail={f.professions.get(target.profession.code)} />}
                {!target.profession && target.professionText && <p className="m-0 text-sm">{t("career.pickers.encyc.textOnly", { text: target.professionText })}</p>}
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </Part>
  );
}

export default function TargetEncyc() {
  const { t } = useT();
  return (
    <PickerPage screen="target-encyc" title={t("route.targetEncyc")} intro={t("career.pickers.encycIntro")}>
      <WithPlan>{(plan) => <Encyclopedia plan={plan} />}</WithPlan>
    </PickerPage>
  );
}
