// /admin/school: the school's name, province (its students' default 高考省份) and logo, as the top bar and the login screen show them. The logo is uploaded
// first (PNG, JPEG or WebP up to 1 MB, checked here and again by the server from its bytes) and saved with the name.
import { useEffect, useState, type SubmitEvent } from "react";
import { fetchSchool, updateSchool, uploadImage } from "@/lib/api/admin";
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "@/contracts/admin";
import { showSuccess } from "@/lib/ui/feedback";
import { setProfile, $profile } from "@/lib/session/profile";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, ProvinceOptions, refusalText, Select } from "./parts";
import { PANEL } from "./panel";
import { Loaded } from "@/islands/ui/Loaded";

const BUILT_IN = (tenantId: string) => `/images/tenants/${tenantId}.svg`;

export default function School() {
  const { t } = useT();
  const [load, retry] = useLoadable(["fetchSchool"], () => fetchSchool().then((a) => a.data));
  const [name, setName] = useState("");
  const [logo, setLogo] = useState("");
  const [province, setProvince] = useState("");
  const [error, setError] = useState<{ field: "name" | "logo" | null; message: string } | null>(null);
  const [busy, run] = useAction();
  useEffect(() => {
    if (load.state === "ready") {
      setName(load.data.tenantName);
      setLogo(load.data.tenantLogo);
      setProvince(load.data.provinceCode);
    }
  }, [load]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return setError({ field: "logo", message: t("admin.school.type") });
    if (file.size > UPLOAD_MAX_BYTES) return setError({ field: "logo", message: t("admin.school.size") });
    void run(async () => {
      setError(null);
      try {
        setLogo((await uploadImage(file)).data.link);
      } catch (err) {
        setError({ field: "logo", message: refusalText(err, t) });
      }
    });
  };
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError({ field: "name", message: t("admin.school.nameNeeded") });
    void run(async () => {
      try {
        const saved = (await updateSchool({ tenantName: name.trim(), tenantLogo: logo, ...(province ? { province } : {}) })).data;
        // the top bar shows the new name and logo at once
        const profile = $profile.get();
        if (profile) setProfile({ ...profile, tenantName: saved.tenantName, tenantLogo: saved.tenantLogo });
        showSuccess(t("admin.saved"));
      } catch (err) {
        setError({ field: null, message: refusalText(err, t) });
      }
    });
  };
  return (
    <>
      <AdminHeading title={t("route.admin.school")} intro={t("admin.school.intro")} />
      <Loaded load={load} retry={retry}>
        {(school) => (
          <form className={`${PANEL} flex max-w-xl flex-col gap-2`} onSubmit={submit} noValidate>
            <Field label={t("admin.school.name")} value={name} onChange={(e) => { setName(e.target.value); setError(null); }} maxLength={100} required
              error={error?.field === "name" ? error.message : null} />
            <div className="field">
              <span className="field__label" id="logo-label">{t("admin.school.logo")}</span>
              <div className="flex flex-wrap items-center gap-4">
                <img src={logo || BUILT_IN(school.tenantId)} alt={t("admin.school.logoPreview")} width={72} height={72} className="rounded-md border border-[var(--color-line)] bg-white object-contain" data-testid="logo-preview" />
                <div className="flex flex-col gap-2">
                  <label className="btn" htmlFor="logo-file">{t("admin.school.upload")}</label>
                  <input id="logo-file" type="file" accept={UPLOAD_TYPES.join(",")} className="sr-only" aria-describedby="logo-hint" onChange={(e) => choose(e.target.files?.[0])} />
                  {logo !== BUILT_IN(school.tenantId) && <button type="button" className="btn btn--small" onClick={() => setLogo(BUILT_IN(school.tenantId))}>{t("admin.school.default")}</button>}
                </div>
              </div>
              <p id="logo-hint" className="field__hint">{t("admin.school.logoHint")}</p>
              {error?.field === "logo" && <p className="field__error" role="alert">{error.message}</p>}
            </div>
            <Select label={t("admin.school.province")} value={province} onChange={(e) => setProvince(e.target.value)} aria-describedby="province-hint" data-school-province>
              {!province && <option value="">{t("admin.school.provinceUnset")}</option>}
              <ProvinceOptions t={t} />
            </Select>
            <p id="province-hint" className="field__hint -mt-1">{t("admin.school.provinceHint")}</p>
            {error?.field === null && <p className="field__error" role="alert">{error.message}</p>}
            <div><button type="submit" className="btn btn--primary" disabled={busy}>{t("admin.save")}</button></div>
          </form>
        )}
      </Loaded>
    </>
  );
}
