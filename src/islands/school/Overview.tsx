// Tab "school overview" (portal.md §2): index/detail — the facts, a short introduction, rankings, subject
// evaluation, subject requirements and employment — and index/introduce, the whole introduction.
import "@/lib/i18n/portal-school";
import type { ReactNode } from "react";
import {
  fetchCollegeDetail,
  fetchCollegeRanking,
  fetchEmploymentReport,
  fetchSubjectEvaluations,
  fetchSubjectGroups,
  type SchoolInfo,
} from "@/lib/api/school";
import { featureTags, natureLabelKey, schoolHref } from "@/lib/rules/school";
import { introductionFor } from "@/lib/rules/college-text";
import { departmentName, groupName, industryName, placeName, rankingName, textLang } from "@/lib/rules/display-name";
import { useT } from "@/islands/ui/useT";
import { Fact } from "@/islands/pages/shared";
import { schoolPlace } from "./Header";
import { LOCALES, Num, Panel, provinceName, requirementText, Table, valueText } from "./parts";
import { useLoadable } from "@/islands/ui/useCall";
import { SampleNote } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const SUMMARY_LENGTH = 160;

function OverviewNav({ code, view }: { code: string; view: "detail" | "introduce" }) {
  const { t } = useT();
  const items = [
    { view: "detail", path: "index/detail", label: t("school.overview.detail") },
    { view: "introduce", path: "index/introduce", label: t("school.overview.introduce") },
  ] as const;
  return (
    <nav aria-label={t("school.overview.nav")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.view}>
            <a
              href={schoolHref(code, item.path)}
              aria-current={item.view === view ? "page" : undefined}
              className={`btn ${item.view === view ? "btn--primary" : ""}`}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The school's introduction in the reader's language when it is the one we composed (see college-text.ts). */
function useIntroduction(info: SchoolInfo) {
  const { t, lang } = useT();
  const intro = introductionFor(info, lang, t);
  // A text in Chinese inside the English page is marked as such for screen readers.
  return { ...intro, textLang: intro.lang !== lang ? "zh-CN" : undefined };
}

/** Who wrote a composed introduction: us, from the facts (no official text of the school). */
function ComposedNote({ show }: { show: boolean }) {
  const { t } = useT();
  if (!show) return null;
  return <p className="muted mt-2 text-sm" data-intro-note>{t("school.intro.note")}</p>;
}

/** The introduction as paragraphs (the server writes plain text, paragraphs split by line breaks). */
function Paragraphs({ text, textLang }: { text: string; textLang: string | undefined }) {
  const parts = text.split(/\n+/).map((part) => part.trim()).filter(Boolean);
  return (
    <div className="flex flex-col gap-2 leading-7" lang={textLang}>
      {parts.map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  );
}

export function Introduce({ info, code }: { info: SchoolInfo; code: string }) {
  const { t } = useT();
  const intro = useIntroduction(info);
  return (
    <Panel id="school-introduce" title={t("school.overview.introduce")}>
      <OverviewNav code={code} view="introduce" />
      <div data-introduction>
        {intro.text ? <Paragraphs text={intro.text} textLang={intro.textLang} /> : <p className="muted">{t("school.intro.empty")}</p>}
        <ComposedNote show={intro.composed} />
      </div>
    </Panel>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-5" data-part={id}>
      <h3 id={id} className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2 text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

const percent = (share: number, lang: "zh" | "en") => new Intl.NumberFormat(LOCALES[lang], { style: "percent", maximumFractionDigits: 1 }).format(share);

export function Detail({ info, code }: { info: SchoolInfo; code: string }) {
  const { t, lang } = useT();
  const [detail, retryDetail] = useLoadable(["fetchCollegeDetail", code], () => fetchCollegeDetail(code).then((answer) => answer.data));
  const [ranking, retryRanking] = useLoadable(["fetchCollegeRanking", code], () => fetchCollegeRanking(code));
  const [evaluation, retryEvaluation] = useLoadable(["fetchSubjectEvaluations", code], () => fetchSubjectEvaluations(code));
  const [groups, retryGroups] = useLoadable(["fetchSubjectGroups", code], () => fetchSubjectGroups(code));
  const [employment, retryEmployment] = useLoadable(["fetchEmploymentReport", code], () => fetchEmploymentReport(code));

  const nature = natureLabelKey(info.natureType);
  const tags = featureTags(info.feature);
  const intro = useIntroduction(info);
  // Our composed text is a few short sentences: whole in either language. A longer (imported) one is cut.
  const chars = Array.from(intro.text);
  const summary = !intro.composed && chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join("")}…` : intro.text;
  const none = <span className="muted">{t("school.fact.none")}</span>;
  const sampled = [ranking, evaluation, groups, employment].some((part) => part.state === "ready" && part.data.sample === true);

  return (
    <Panel id="school-detail" title={t("school.overview.detail")}>
      <OverviewNav code={code} view="detail" />
      <SampleNote show={sampled} className="mb-2" />
      <Loaded load={detail} retry={retryDetail}>
        {(college) => (
          <dl className="grid gap-x-8 md:grid-cols-2" data-facts-list>
            <Fact term={t("school.fact.code")}>{college.collegeCode || code}</Fact>
            <Fact term={t("school.fact.moeId")}>{college.moeId || none}</Fact>
            <Fact term={t("school.fact.location")}>{schoolPlace(college, t, lang) || none}</Fact>
            <Fact term={t("school.fact.level")}>{college.level ? valueText(t, "level", college.level) : none}</Fact>
            <Fact term={t("school.fact.category")}>{college.category ? valueText(t, "category", college.category) : none}</Fact>
            <Fact term={t("school.fact.nature")}>{nature ? t(nature) : none}</Fact>
            <Fact term={t("school.fact.belong")}>{college.belong ? departmentName(college.belong, lang) : none}</Fact>
            <Fact term={t("school.fact.features")}>{tags.length ? tags.map((tag) => valueText(t, "feature", tag)).join(t("common.listJoin")) : none}</Fact>
            <Fact term={t("school.fact.website")}>
              {college.website && /^https?:\/\//i.test(college.website) ? (
                <a href={college.website} target="_blank" rel="noopener noreferrer">
                  {college.website}
                  <span className="sr-only">{t("shell.newTab")}</span>
                </a>
              ) : (
                college.website || none
              )}
            </Fact>
          </dl>
        )}
      </Loaded>

      <Part id="school-summary" title={t("school.intro.summary")}>
        {summary ? (
          <div data-summary>
            <p lang={intro.textLang}>{summary}</p>
            <ComposedNote show={intro.composed} />
            {summary !== intro.text && (
              <p className="mt-1">
                <a href={schoolHref(code, "index/introduce")}>{t("school.intro.readMore")}</a>
              </p>
            )}
          </div>
        ) : (
          <p className="muted">{t("school.intro.empty")}</p>
        )}
      </Part>

      <Part id="school-ranking" title={t("school.ranking.title")}>
        <Loaded load={ranking} retry={retryRanking}>
          {(answer) =>
            answer.data?.length ? (
              <>
                <SampleNote show={answer.sample === true} only="tag" className="mb-2" />
                <Table caption={t("school.ranking.title")} head={[t("school.ranking.source"), t("school.ranking.year"), t("school.ranking.rank")]}>
                  {answer.data.map((row) => (
                    <tr key={`${row.source}-${row.year}`}>
                      <th scope="row" lang={textLang(rankingName(row.source, lang), lang)}>{rankingName(row.source, lang)}</th>
                      <td>{row.year}</td>
                      <td><Num value={row.rank} lang={lang} /></td>
                    </tr>
                  ))}
                </Table>
              </>
            ) : (
              <p className="muted">{t("school.ranking.empty")}</p>
            )
          }
        </Loaded>
      </Part>

      <Part id="school-evaluation" title={t("school.evaluation.title")}>
        <Loaded load={evaluation} retry={retryEvaluation}>
          {(answer) =>
            answer.data?.length ? (
              <>
                <SampleNote show={answer.sample === true} only="tag" className="mb-2" />
                <Table caption={t("school.evaluation.title")} head={[t("school.evaluation.subject"), t("school.evaluation.grade"), t("school.evaluation.round")]}>
                  {answer.data.map((row) => (
                    <tr key={row.subjectCode}>
                      <th scope="row" lang={textLang(row.subjectName, lang)}>{row.subjectName}</th>
                      <td>{row.grade}</td>
                      <td>{t("school.evaluation.roundValue", { round: row.round })}</td>
                    </tr>
                  ))}
                </Table>
              </>
            ) : (
              <p className="muted">{t("school.evaluation.empty")}</p>
            )
          }
        </Loaded>
      </Part>

      <Part id="school-groups" title={t("school.groups.title")}>
        <Loaded load={groups} retry={retryGroups}>
          {(answer) =>
            answer.data?.length ? (
              <>
                <SampleNote show={answer.sample === true} only="tag" className="mb-2" />
                <Table caption={t("school.groups.title")} head={[t("school.groups.group"), t("school.groups.where"), t("school.groups.requirement"), t("school.groups.majors")]}>
                  {answer.data.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" lang={textLang(groupName(row.groupName, lang), lang)}>{groupName(row.groupName, lang)}</th>
                      <td>{provinceName(t, row.provinceCode)} · {row.year}</td>
                      <td>{requirementText(t, row.requirement)}</td>
                      <td lang={textLang(row.majors.join(""), lang)}>{row.majors.join(t("common.listJoin"))}</td>
                    </tr>
                  ))}
                </Table>
              </>
            ) : (
              <p className="muted">{t("school.groups.empty")}</p>
            )
          }
        </Loaded>
      </Part>

      <Part id="school-employment" title={t("school.employment.title")}>
        <Loaded load={employment} retry={retryEmployment}>
          {(answer) => {
            const report = answer.data?.[0];
            if (!report) return <p className="muted">{t("school.employment.empty")}</p>;
            return (
              <>
                <SampleNote show={answer.sample === true} only="tag" className="mb-2" />
                <p className="mb-2 font-semibold">{t("school.employment.year", { year: report.year })}</p>
                <dl className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(9rem,1fr))]">
                  <Stat term={t("school.employment.rate")} value={percent(report.employmentRate, lang)} />
                  <Stat term={t("school.employment.further")} value={percent(report.furtherStudyRate, lang)} />
                  <Stat term={t("school.employment.abroad")} value={percent(report.abroadRate, lang)} />
                  <Stat term={t("school.employment.salary")} value={t("school.employment.salaryValue", { amount: report.averageSalary.toLocaleString(LOCALES[lang]) })} />
                </dl>
                <dl className="mt-3">
                  <Fact term={t("school.employment.industries")}>{report.topIndustries.map((name) => industryName(name, lang)).join(t("common.listJoin"))}</Fact>
                  <Fact term={t("school.employment.cities")}>{report.topCities.map((name) => placeName(name, lang, "city")).join(t("common.listJoin"))}</Fact>
                </dl>
              </>
            );
          }}
        </Loaded>
      </Part>
    </Panel>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md bg-[var(--color-paper)] px-3 py-2">
      <dt className="muted text-sm">{term}</dt>
      <dd className="m-0 text-lg font-bold">{value}</dd>
    </div>
  );
}
