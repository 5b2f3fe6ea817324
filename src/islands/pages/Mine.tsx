// My page /mine/index (portal.md §2 "Others": my page with a grade sub-view): profile summary with the user label
// and tag, the grade (status, cohort, year group, school year), the latest exam, and shortcuts to personal
// information, the career archive, favourites (src/islands/colleges/Favourites) and the change-password dialog.
import { useState } from "react";
import "@/lib/i18n/portal-pages";
import { fetchGradeDetail, studentLoads, type ExamDetail } from "@/lib/api/student";
import { enrolmentYear } from "@/lib/rules/grade";
import { cohortText, gradeView, subjectKey } from "@/lib/rules/user-label";
import type { Profile } from "@/lib/session/profile";
import { useT, type Translate } from "@/islands/ui/useT";
import "@/islands/shell/boot";
import { findRoute } from "@/lib/portal/routes";
import { Fact, formatDate, useProfile, useServerNow, UserLabelLine, PANEL } from "./shared";
import Favourites from "@/islands/colleges/Favourites";
import { GaokaoScoreCard } from "./GaokaoScoreCard";
import { ChangePasswordDialog } from "@/islands/account/ChangePasswordDialog";
import { Loaded } from "@/islands/ui/Loaded";
import { useLoadable } from "@/islands/ui/useCall";

const ARCHIVE_COMING = Boolean(findRoute("/career/archive")?.comingSoon);

export default function Mine() {
  const { t } = useT();
  const profile = useProfile();
  return (
    <div className="page flex flex-col gap-6">
      <h1 className="page__title mb-0">{t("route.mine")}</h1>
      {profile ? <MineBody profile={profile} /> : <p className="muted" role="status">{t("pages.noProfile")}</p>}
      <Favourites />
      <Shortcuts t={t} />
    </div>
  );
}

function MineBody({ profile }: { profile: Profile }) {
  const { t, lang } = useT();
  const now = useServerNow();
  const [grade] = useLoadable(["fetchGradeDetail"], () => fetchGradeDetail().then((answer) => answer.data));
  const [exams, retryExams] = useLoadable(...studentLoads.examDetails(30), true, (page) => page?.records ?? []);

  // The school's grade record is authoritative when it answers; the profile fills in until then (or without one).
  const detail = grade.state === "ready" ? grade.data : null;
  const start = enrolmentYear(detail?.startSchool ?? null) ?? profile.startSchool;
  const appear = detail?.appearType ?? profile.appearType;
  const view = gradeView(start, appear, now);
  const gradeName = detail?.gradeName || profile.gradeName;
  const initial = (profile.studentName || profile.userName || profile.account).slice(0, 1) || "?";

  return (
    <>
      <section className={`${PANEL} flex flex-wrap items-center gap-4`} aria-labelledby="mine-profile">
        {profile.studentLogo ? (
          <img className="avatar size-16" src={profile.studentLogo} alt="" width={64} height={64} />
        ) : (
          <span className="avatar size-16 text-2xl" aria-hidden="true">{initial}</span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id="mine-profile" className="sr-only">{t("mine.profile")}</h2>
          <UserLabelLine profile={profile} className="text-lg" />
          <dl className="mt-1 text-sm">
            <div className="flex flex-wrap gap-x-2"><dt className="muted">{t("mine.school")}</dt><dd className="m-0">{profile.tenantName || t("pages.notSet")}</dd></div>
            <div className="flex flex-wrap gap-x-2"><dt className="muted">{t("mine.account")}</dt><dd className="m-0">{profile.account}</dd></div>
          </dl>
          {profile.authority === "parent" && profile.studentName && <p className="muted mt-1 text-sm">{t("home.parentNote", { name: profile.studentName })}</p>}
        </div>
      </section>

      <section className={PANEL} aria-labelledby="mine-grade" data-grade-status={view?.status ?? "unknown"}>
        <h2 id="mine-grade" className="mb-2 text-lg">{t("mine.grade")}</h2>
        {view ? (
          <>
            <dl>
              <Fact term={t("mine.gradeStatus")}><strong>{t(view.statusKey)}</strong></Fact>
              <Fact term={t("mine.cohort")}>{cohortText(view.cohort, t)}</Fact>
              {gradeName && <Fact term={t("mine.gradeName")}>{gradeName}</Fact>}
              <Fact term={t("mine.enrolment")}>{start}</Fact>
              <Fact term={t("mine.academicYear")}>{t("grade.academicYear", { start: view.academicYear, end: view.academicYear + 1 })}</Fact>
            </dl>
            <p className="muted mt-2 text-sm">{t("grade.rollover")}</p>
          </>
        ) : (
          <p className="muted">{t("mine.gradeMissing")}</p>
        )}
      </section>

      {(profile.authority === "student" || profile.authority === "parent") && <GaokaoScoreCard userId={profile.userId} />}
      <section className={PANEL} aria-labelledby="mine-exams">
        <h2 id="mine-exams" className="mb-2 text-lg">{t("mine.exams")}</h2>
        <Loaded load={exams} retry={retryExams}>
          {(rows) => <LatestExam rows={rows} t={t} lang={lang} />}
        </Loaded>
      </section>
    </>
  );
}

function LatestExam({ rows, t, lang }: { rows: ExamDetail[]; t: Translate; lang: "zh" | "en" }) {
  if (rows.length === 0) return <p className="muted">{t("mine.examsEmpty")}</p>;
  // Rows come newest exam first: the latest exam is every row sharing the first row's name and date.
  const first = rows[0]!;
  const latest = rows.filter((row) => row.examName === first.examName && row.examDate === first.examDate);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-sm">
        <caption className="mb-2 text-left font-medium">{t("mine.exam.caption", { name: first.examName, date: formatDate(first.examDate, lang) })}</caption>
        <thead>
          <tr className="border-b border-[var(--color-line)] text-left">
            <th scope="col" className="py-1 pr-3">{t("mine.exam.subject")}</th>
            <th scope="col" className="py-1 pr-3">{t("mine.exam.score")}</th>
            <th scope="col" className="py-1 pr-3">{t("mine.exam.classRank")}</th>
            <th scope="col" className="py-1">{t("mine.exam.gradeRank")}</th>
          </tr>
        </thead>
        <tbody>
          {latest.map((row) => {
            const key = subjectKey(row.subject);
            return (
              <tr key={row.id} className="border-b border-[var(--color-line)] last:border-b-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal">{key ? t(key) : row.subject}</th>
                <td className="py-1 pr-3">{t("mine.exam.scoreValue", { score: row.score, full: row.fullScore })}</td>
                <td className="py-1 pr-3">{row.classRank ?? "—"}</td>
                <td className="py-1">{row.gradeRank ?? "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Shortcuts({ t }: { t: Translate }) {
  // the same dialog as the avatar menu's 修改密码
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <section aria-labelledby="mine-shortcuts">
      <h2 id="mine-shortcuts" className="mb-3 text-lg">{t("mine.shortcuts")}</h2>
      <ul className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))]">
        <li className="flex">
          <a className="card flex w-full flex-col gap-1 no-underline hover:border-[var(--primary-strong)]" href="/info/index">
            <span className="font-semibold">{t("route.info")}</span>
            <span className="text-sm text-[#374151]">{t("mine.link.info")}</span>
          </a>
        </li>
        <li className="flex">
          <a className="card flex w-full flex-col gap-1 no-underline hover:border-[var(--primary-strong)]" href="/career/archive">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{t("route.archive")}</span>
              {ARCHIVE_COMING && <span className="rounded-full border border-[#9ca3af] px-2 text-xs leading-5 text-[#374151]">{t("soon.badge")}</span>}
            </span>
            <span className="text-sm text-[#374151]">{t("mine.link.archive")}</span>
          </a>
        </li>
        <li className="flex" data-shortcut="favourites">
          <a className="card flex w-full flex-col gap-1 no-underline hover:border-[var(--primary-strong)]" href="#favourites">
            <span className="font-semibold">{t("favourites.title")}</span>
            <span className="text-sm text-[#374151]">{t("favourites.shortcut")}</span>
          </a>
        </li>
        <li className="flex" data-shortcut="password">
          <button type="button" className="card flex w-full cursor-pointer flex-col gap-1 text-left hover:border-[var(--primary-strong)]" aria-haspopup="dialog" onClick={() => setPasswordOpen(true)}>
            <span className="font-semibold">{t("mine.password")}</span>
            <span className="text-sm text-[#374151]">{t("mine.link.password")}</span>
          </button>
        </li>
      </ul>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </section>
  );
}
