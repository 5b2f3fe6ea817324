// 生涯档案 /career/archive: the student's record at school (from the school), their own words, exam results, awards,
// activities and the latest result of each assessment. The student edits their words and records here; a parent
// reads the same page with nothing to edit (the server refuses a parent's writes too).
import "./parts";
import { useState } from "react";
import { careerLoads, type ArchiveAnswer, type ExamResult } from "@/lib/api/career";
import { formatDate } from "@/islands/pages/shared";
import { provinceName, Table } from "@/islands/school/parts";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { AssessmentSummary } from "./AssessmentSummary";
import { ProfileForm } from "./ProfileForm";
import { Records } from "./Records";
import { CareerPage, LinkButton, Part, ReadOnlyNote, subjectText, Waiting } from "./parts";

function Facts({ t, archive }: { t: Translate; archive: ArchiveAnswer }) {
  const s = archive.student;
  const rows: [string, string][] = [
    [t("career.facts.name"), s.name],
    [t("career.facts.school"), s.schoolName],
    [t("career.facts.grade"), [s.gradeName, s.classesNumber ? t("career.facts.class", { n: s.classesNumber }) : ""].filter(Boolean).join(" ") || t("pages.notSet")],
    [t("career.facts.province"), s.province ? provinceName(t, s.province) : t("pages.notSet")],
    [t("career.facts.mode"), s.modeName || t("pages.notSet")],
    [t("career.facts.subjects"), s.subjects.length ? s.subjects.map((x) => subjectText(t, x)).join(" + ") : t("pages.notSet")],
  ];
  return (
    <>
      <dl className="m-0 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap gap-x-2">
            <dt className="muted">{term}</dt>
            <dd className="m-0 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted mt-2 mb-0 text-sm">{t("career.facts.fromSchool")} <a href="/info/index" className="underline">{t("career.facts.info")}</a></p>
    </>
  );
}

function ExamTable({ t, lang, exam }: { t: Translate; lang: "zh" | "en"; exam: ExamResult }) {
  return (
    <Table testId="exam" caption={t("career.exams.caption", { name: exam.examName, date: formatDate(exam.examDate, lang) })}
      head={[t("mine.exam.subject"), t("mine.exam.score"), t("mine.exam.classRank"), t("mine.exam.gradeRank")]}>
      {exam.subjects.map((row) => (
        <tr key={row.subject}>
          <th scope="row">{subjectText(t, row.subject)}</th>
          <td>{t("mine.exam.scoreValue", { score: row.score, full: row.fullScore })}</td>
          <td>{row.classRank ?? "—"}</td>
          <td>{row.gradeRank ?? "—"}</td>
        </tr>
      ))}
      <tr data-total>
        <th scope="row" className="font-semibold">{t("career.exams.total")}</th>
        <td className="font-semibold">{t("mine.exam.scoreValue", { score: exam.total, full: exam.fullTotal })}</td>
        <td>—</td>
        <td>—</td>
      </tr>
    </Table>
  );
}

function Exams({ t, lang, exams }: { t: Translate; lang: "zh" | "en"; exams: ExamResult[] }) {
  if (exams.length === 0) return <p className="muted">{t("career.exams.none")}</p>;
  const [latest, ...earlier] = exams;
  return (
    <div className="flex flex-col gap-4">
      <ExamTable t={t} lang={lang} exam={latest!} />
      {earlier.length > 0 && (
        <details>
          <summary className="cursor-pointer">{t("career.exams.more", { n: earlier.length })}</summary>
          <div className="mt-3 flex flex-col gap-4">{earlier.map((exam) => <ExamTable key={`${exam.examDate}-${exam.examName}`} t={t} lang={lang} exam={exam} />)}</div>
        </details>
      )}
      <p className="muted m-0 text-sm">{t("career.exams.source")}</p>
    </div>
  );
}

export default function Archive() {
  const { t, lang, reader } = useT();
  // a counsellor reads a student of their classes: /career/archive?studentId=
  const studentId = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("studentId");
  const [loaded, retry] = useLoadable(...careerLoads.archive(studentId));
  const [archive, setArchive] = useState<ArchiveAnswer | null>(null);
  const current = archive ?? (loaded.state === "ready" ? loaded.data : null);
  // a counsellor reads about the student by name once the archive says who it is ("李明的生涯档案")
  const named: Record<string, string> = reader === "staff" && current ? { reader: current.student.name, Reader: current.student.name } : {};
  return (
    <CareerPage screen="archive" title={t("route.archive")} intro={t("career.archive.intro", named)}
      aside={current && (studentId
        ? <LinkButton href={`/admin/student?id=${encodeURIComponent(studentId)}`}>{t("career.archive.backToStudent")}</LinkButton>
        : <LinkButton href="/career/plan">{t("career.archive.toPlan")}</LinkButton>)}>
      {!current ? <Waiting load={loaded} retry={retry} /> : (
        <>
          {!current.editable && <ReadOnlyNote t={t} named={named} />}
          <Part id="archive-facts" title={t("career.archive.facts")}><Facts t={t} archive={current} /></Part>
          <Part id="archive-profile" title={t("career.archive.profile")}>
            <ProfileForm profile={current.profile} editable={current.editable} shown={["intro", "interests", "strengths", "growth", "vision"]}
              onSaved={(profile) => setArchive({ ...current, profile })} />
          </Part>
          <Part id="archive-assessments" title={t("career.archive.assessments")}><AssessmentSummary results={current.assessments} editable={current.editable} studentId={studentId} /></Part>
          <Part id="archive-exams" title={t("career.archive.exams")}><Exams t={t} lang={lang} exams={current.exams} /></Part>
          <Part id="archive-awards" title={t("career.archive.awards")}>
            <Records kind="award" records={current.records} editable={current.editable} onChange={(records) => setArchive({ ...current, records })} />
          </Part>
          <Part id="archive-activities" title={t("career.archive.activities")}>
            <Records kind="activity" records={current.records} editable={current.editable} onChange={(records) => setArchive({ ...current, records })} />
          </Part>
        </>
      )}
    </CareerPage>
  );
}
