// The home page /wel/index (portal.md §2, §4): greeting by the time of day in Shanghai, the user label with the
// student/parent tag, grade status and cohort, exam province, mode and total score; the school's news and the
// student's tasks; entries to every section (finished or coming soon) and to the public guides.
import "@/lib/i18n/portal-pages";
import { fetchSchoolNews, fetchStudentTasks } from "@/lib/api/student";
import { volunteerLoads } from "@/lib/api/volunteer";
import { noticeCategoryText, taskTypeText } from "@/lib/rules/school-lists";
import { gradeView, greetingKey, modeKey, provinceView, cohortText } from "@/lib/rules/user-label";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $authority, isStaff } from "@/lib/session/auth";
import { adminHomeOf } from "@/lib/portal/routes";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";
import { EntryCard, formatDate, useProfile, useServerNow, UserLabelLine, PANEL } from "./shared";
import { guidesHref, sectionGroups } from "./sections";
import { Loaded } from "@/islands/ui/Loaded";
import { useLoadable } from "@/islands/ui/useCall";

const GROUPS = sectionGroups();

export default function Home() {
  const authority = useStore($authority);
  // a school's staff have their own home (their classes, referrals, comments awaiting an answer), not a student's
  const staff = isStaff(authority);
  useEffect(() => {
    if (staff) location.replace(adminHomeOf(authority));
  }, [staff, authority]);
  if (staff) return null;
  return <StudentHome />;
}

function StudentHome() {
  const { t, lang } = useT();
  const profile = useProfile();
  const now = useServerNow();
  const [news, retryNews] = useLoadable(["fetchSchoolNews"], () => fetchSchoolNews(5).then((answer) => answer.data?.records ?? []));
  const [tasks, retryTasks] = useLoadable(["fetchStudentTasks"], () => fetchStudentTasks(10).then((answer) => answer.data?.records ?? []));
  // comments others wrote on the plans since the reader last opened them (the parent's, the counsellor's; the student's, for a parent)
  const [plans] = useLoadable(...volunteerLoads.plans());
  const unread = plans.state === "ready" ? plans.data.reduce((sum, p) => sum + p.unread, 0) : 0;

  const parent = profile?.authority === "parent";
  const greetName = profile ? (parent ? profile.userName || profile.account : profile.studentName || profile.userName || profile.account) : "";
  const grade = profile ? gradeView(profile.startSchool, profile.appearType, now) : null;
  const province = profile ? provinceView(profile.regionCode) : null;
  // The short name ("3+1+2") fits the fact box; 文理 needs words in English. The info page spells modes out.
  const mode = profile?.modeName ? (modeKey(profile.modeName) === "mode.wenli" ? t("mode.wenli") : profile.modeName) : null;

  return (
    <div className="page flex flex-col gap-6">
      <section className={PANEL} aria-labelledby="home-greeting">
        <h1 id="home-greeting" className="page__title mb-1">
          {profile ? t(greetingKey(now), { name: greetName }) : t("route.home")}
        </h1>
        {profile ? (
          <>
            <UserLabelLine profile={profile} className="mb-1 text-lg" />
            {parent && profile.studentName && <p className="muted">{t("home.parentNote", { name: profile.studentName })}</p>}
            <p className="muted text-sm">{t("home.today", { date: formatDate(now, lang, true) })}</p>
            {unread > 0 && <p className="mt-1" data-unread-comments={unread}><a href="/volunteer/index">{t("home.unreadComments", { count: unread })}</a></p>}
            <h2 className="sr-only">{t(parent ? "home.factsParent" : "home.facts")}</h2>
            <dl className="mt-3 grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(8rem,1fr))]">
              <HomeFact term={t("home.fact.grade")} value={grade ? t(grade.statusKey) : t("pages.notSet")} />
              <HomeFact term={t("home.fact.cohort")} value={grade ? cohortText(grade.cohort, t) : t("pages.notSet")} />
              <HomeFact term={t("home.fact.province")} value={province ? (province.nameKey ? t(province.nameKey) : province.code) : t("pages.notSet")} />
              <HomeFact term={t("home.fact.mode")} value={mode ?? t("pages.notSet")} />
              <HomeFact term={t("home.fact.total")} value={province ? t("home.totalValue", { score: province.totalScore }) : t("pages.notSet")} />
            </dl>
          </>
        ) : (
          <p className="muted" role="status">{t("pages.noProfile")}</p>
        )}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section className={PANEL} aria-labelledby="home-news">
          <h2 id="home-news" className="mb-3 text-lg">{t("home.news")}</h2>
          <Loaded load={news} retry={retryNews}>
            {(items) =>
              items.length === 0 ? (
                <p className="muted">{t("home.newsEmpty")}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-[var(--color-line)]">
                  {items.map((item) => (
                    <li key={item.id} className="py-2">
                      <h3 className="flex flex-wrap items-baseline gap-2 text-base">
                        {item.category && <span className="tag">{noticeCategoryText(t, item.category)}</span>}
                        <span>{item.title}</span>
                      </h3>
                      {item.content && <p className="mt-1 text-sm">{item.content}</p>}
                      <p className="muted mt-1 text-xs">
                        <time dateTime={item.publishTime}>{formatDate(item.publishTime, lang)}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </section>

        <section className={PANEL} aria-labelledby="home-tasks">
          <h2 id="home-tasks" className="mb-3 text-lg">{t(parent ? "home.tasksParent" : "home.tasks")}</h2>
          <Loaded load={tasks} retry={retryTasks}>
            {(items) =>
              items.length === 0 ? (
                <p className="muted">{t("home.tasksEmpty")}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-[var(--color-line)]">
                  {items.map((task) => {
                    const done = task.status === 1;
                    return (
                      <li key={task.id} className="flex items-start justify-between gap-3 py-2" data-task-status={done ? "done" : "todo"}>
                        <div className="min-w-0">
                          <p className={done ? "muted line-through" : "font-medium"}>{task.link ? <a href={task.link}>{task.title}</a> : task.title}</p>
                          <p className="muted text-xs">
                            {task.taskType && <span>{t("home.task.type", { type: taskTypeText(t, task.taskType) })}</span>}
                            {task.taskType && task.dueDate && <span aria-hidden="true"> · </span>}
                            {task.dueDate && <span>{t("home.task.due", { date: formatDate(task.dueDate, lang) })}</span>}
                          </p>
                        </div>
                        <span className={done ? "shrink-0 rounded-full border border-green-700 px-2 text-xs leading-6 text-green-800" : "tag shrink-0"}>
                          {t(done ? "home.task.done" : "home.task.todo")}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </Loaded>
        </section>
      </div>

      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="mb-3 text-xl">{t("home.sections")}</h2>
        <div className="flex flex-col gap-5">
          {GROUPS.map((group) => (
            <section key={group.heading} aria-labelledby={`group-${group.heading}`}>
              <h3 id={`group-${group.heading}`} className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2">{t(group.heading)}</h3>
              <ul className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))]">
                {group.entries.map((entry) => (
                  <li key={entry.href} className="flex">
                    <EntryCard href={entry.href} title={t(entry.title)} description={t(entry.description)} badge={entry.comingSoon ? t("soon.badge") : null} />
                  </li>
                ))}
                {group.heading === "home.group.more" && (
                  <li className="flex">
                    <EntryCard href={guidesHref(lang)} title={t("home.card.guidesTitle")} description={t("home.card.guides")} badge={null} />
                  </li>
                )}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}

function HomeFact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md bg-[var(--primary-9)] px-3 py-2">
      <dt className="text-sm text-[#374151]">{term}</dt>
      <dd className="m-0 text-lg font-semibold">{value}</dd>
    </div>
  );
}
