// Personal information /info/index (portal.md §2 "Others", §5 phone rule, §7 student/update): the student's details,
// and for the student themselves a form for what they may change (mobile number and sex). Parents see their
// child's details read-only. A failed save keeps what was typed and says why beside the form. Below, the special plans
// (专项) the student qualifies for, which recommendations and the form's checks follow.
import "@/lib/i18n/portal-pages";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { fetchUserInfo } from "@/lib/api/auth";
import { updateStudent } from "@/lib/api/student";
import { readableRefusal, refusalOf } from "@/lib/http/refusal";
import { validatePhone } from "@/lib/rules/validate";
import { cohortText, gradeView, modeKey, provinceView, sexKey, subjectList, classText } from "@/lib/rules/user-label";
import { setProfile, toProfile, type Profile } from "@/lib/session/profile";
import { showSuccess } from "@/lib/ui/feedback";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import "@/islands/shell/boot";
import { Fact, useProfile, useServerNow, UserLabelLine, PANEL } from "./shared";
import { SpecialPlansSection } from "@/islands/volunteer/SpecialPlans";

export default function Info() {
  const { t } = useT();
  const profile = useProfile();
  return (
    <div className="page flex max-w-3xl flex-col gap-6">
      <h1 className="page__title mb-0">{t("route.info")}</h1>
      {profile ? <InfoBody profile={profile} /> : <p className="muted" role="status">{t("pages.noProfile")}</p>}
    </div>
  );
}

function InfoBody({ profile }: { profile: Profile }) {
  const { t } = useT();
  const now = useServerNow();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const parent = profile.authority === "parent";
  const linked = Boolean(profile.studentName) || profile.startSchool !== null;
  const grade = gradeView(profile.startSchool, profile.appearType, now);
  const province = provinceView(profile.regionCode);
  const mode = profile.modeName ? (modeKey(profile.modeName) ? t(modeKey(profile.modeName)!) : profile.modeName) : null;
  const subjects = subjectList(profile.subjects).map((subject) => (subject.key ? t(subject.key) : subject.name));
  const empty = <span className="muted">{t("info.empty")}</span>;

  if (!linked) return <p className={PANEL} role="status">{t("info.noStudent")}</p>;

  const closeForm = () => {
    setEditing(false);
    // Back to the button that opened the form, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <>
      <UserLabelLine profile={profile} className="text-lg" />
      {parent && <p className="rounded-lg border border-[var(--primary-8)] bg-[var(--primary-9)] px-5 py-4">{t("info.parentNote", { name: profile.studentName })}</p>}

      <section className={PANEL} aria-labelledby="info-details">
        <h2 id="info-details" className="mb-2 text-lg">{t("info.details")}</h2>
        <dl>
          <Fact term={t("info.name")}>{profile.studentName || empty}</Fact>
          <Fact term={t("info.sex")}>{t(sexKey(profile.sex))}</Fact>
          <Fact term={t("info.phone")}>{profile.phone || empty}</Fact>
          {!parent && <Fact term={t("info.account")}>{profile.account}</Fact>}
          <Fact term={t("info.school")}>{profile.tenantName || empty}</Fact>
          <Fact term={t("info.grade")}>
            {grade ? t("info.gradeValue", { status: t(grade.statusKey), cohort: cohortText(grade.cohort, t) }) : profile.gradeName || empty}
          </Fact>
          <Fact term={t("info.class")}>{profile.classesNumber ? classText(profile.classesNumber, t) : empty}</Fact>
          <Fact term={t("info.province")}>{province ? (province.nameKey ? t(province.nameKey) : province.code) : empty}</Fact>
          <Fact term={t("info.region")}>{profile.regionCode || empty}</Fact>
          <Fact term={t("info.mode")}>{mode ?? empty}</Fact>
          <Fact term={t("info.subjects")}>{subjects.length > 0 ? subjects.join(t("pages.listJoin")) : empty}</Fact>
        </dl>
        <p className="muted mt-3 text-sm">{t("info.schoolManaged")}</p>
        {!parent && !editing && (
          <p className="mt-3">
            <button ref={editButton} type="button" className="btn btn--primary" onClick={() => setEditing(true)}>{t("info.edit")}</button>
          </p>
        )}
      </section>

      {!parent && editing && <ContactForm profile={profile} onDone={closeForm} />}
      <SpecialPlansSection className={PANEL} />
    </>
  );
}

type FormError = { kind: "field" } | { kind: "server"; message: string } | { kind: "network" } | null;

function ContactForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const { t } = useT();
  const [phone, setPhone] = useState(profile.phone);
  const [sex, setSex] = useState<number>(profile.sex === 1 || profile.sex === 2 ? profile.sex : 0);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormError>(null);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    phoneRef.current?.focus();
  }, []);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const value = phone.trim();
    const problem = validatePhone(value);
    setPhoneError(problem ? t(problem) : null);
    if (problem) {
      setFailure({ kind: "field" });
      phoneRef.current?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await updateStudent({ phone: value, ...(sex === 1 || sex === 2 ? { sex } : {}) });
      // Read the profile back from the server so every screen shows what was stored.
      const info = await fetchUserInfo().catch(() => null);
      setProfile(info?.data ? toProfile(info.data) : { ...profile, phone: value, sex: sex || profile.sex });
      showSuccess(t("info.saved"));
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      setFailure(refusal ? { kind: "server", message: readableRefusal(refusal, { phone: t("info.phone"), sex: t("info.sex") }) } : { kind: "network" });
      headingRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const failureText =
    failure?.kind === "field" ? t("info.fixErrors") : failure?.kind === "server" ? t("info.saveFailed", { message: failure.message }) : failure?.kind === "network" ? t("info.networkError") : null;

  return (
    <section className={PANEL} aria-labelledby="info-edit">
      <h2 id="info-edit" ref={headingRef} tabIndex={-1} className="mb-3 text-lg">{t("info.editHeading")}</h2>
      {failureText && (
        <p className="mb-3 rounded-md border border-[#fca5a5] bg-[#fef2f2] px-3 py-2 text-[#991b1b]" role="alert" data-form-failure>
          {failureText}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <Field
          ref={phoneRef}
          label={t("info.phone")}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          error={phoneError}
          hint={t("info.phoneHint")}
          onChange={(event) => setPhone(event.target.value)}
        />
        <fieldset className="mb-4">
          <legend className="field__label mb-1">{t("info.sex")}</legend>
          <div className="flex flex-wrap gap-4">
            {[1, 2].map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="sex" value={value} checked={sex === value} onChange={() => setSex(value)} />
                {t(sexKey(value))}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-disabled={busy}>{t(busy ? "info.saving" : "info.save")}</button>
          <button type="button" className="btn" onClick={onDone} disabled={busy}>{t("info.cancel")}</button>
        </div>
      </form>
    </section>
  );
}
