// The login screen (portal.md §2, §4, §7): tenant, account, password and — where configured — a captcha;
// a link to the public guides for visitors. Failures show beside the form and keep what was typed.
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { fetchCaptcha, login, DEFAULT_TENANT, type Captcha } from "@/lib/api/auth";
import { fetchTenantInfo, type TenantInfo } from "@/lib/api/session";
import { socialLogin } from "@/lib/api/account";
import { ApiError } from "@/lib/http/envelope";
import { activeBrand, guidesLinkFor } from "@/lib/portal/brand";
import { afterLoginPath } from "@/lib/portal/routes";
import { applyLogin, authorityOf } from "@/lib/session/auth";
import { clearProfile } from "@/lib/session/profile";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { FeedbackHost } from "@/islands/shell/FeedbackHost";
import { LanguageSwitch } from "@/islands/shell/SettingsMenu";
import "@/islands/shell/boot";

const CAPTCHA_ON = import.meta.env.PUBLIC_LOGIN_CAPTCHA === "true";
const DEMO_OAUTH = import.meta.env.PUBLIC_DEMO_OAUTH !== "0";

type FieldName = "tenantId" | "username" | "password" | "code";

export default function LoginScreen() {
  const { lang, t } = useT();
  const [form, setForm] = useState({ tenantId: DEFAULT_TENANT, username: "", password: "", code: "" });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [tenant, setTenant] = useState<TenantInfo | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // the server asks for a captcha once an account has had wrong passwords (data.captcha on the failure)
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaOn = CAPTCHA_ON || captchaAsked;
  const accountRef = useRef<HTMLInputElement>(null);

  const loadCaptcha = (on = captchaOn) => {
    if (on) fetchCaptcha().then((answer) => setCaptcha(answer.data)).catch(() => setCaptcha(null));
  };

  useEffect(() => {
    loadCaptcha();
    accountRef.current?.focus();
    // once, when the screen opens: later captchas are fetched when the server asks for one or the user asks for another
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The tenant's name and logo, once the number looks complete.
  useEffect(() => {
    const id = form.tenantId.trim();
    if (!/^\d{6}$/.test(id)) return setTenant(null);
    const timer = setTimeout(() => {
      fetchTenantInfo(id).then((answer) => setTenant(answer.data)).catch(() => setTenant(null));
    }, 250);
    return () => clearTimeout(timer);
  }, [form.tenantId]);

  const update = (name: FieldName) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const finish = (data: Parameters<typeof applyLogin>[0]) => {
    clearProfile();
    applyLogin(data);
    location.assign(afterLoginPath(new URLSearchParams(location.search).get("redirect"), authorityOf(data.authority)));
  };

  const failed = (error: unknown) => {
    setFailure(error instanceof ApiError && error.message ? error.message : t("login.networkError"));
    const asked = error instanceof ApiError && (error.data as { captcha?: boolean } | null)?.captcha === true;
    if (asked) setCaptchaAsked(true);
    setForm((current) => ({ ...current, code: "" }));
    loadCaptcha(captchaOn || asked);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {};
    if (!form.tenantId.trim()) next.tenantId = t("login.tenantRequired");
    if (!form.username.trim()) next.username = t("login.accountRequired");
    if (!form.password) next.password = t("login.passwordRequired");
    if (captchaOn && !form.code.trim()) next.code = t("login.codeRequired");
    setErrors(next);
    setFailure("");
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const answer = await login({
        tenantId: form.tenantId.trim(),
        username: form.username.trim(),
        password: form.password,
        captchaKey: captchaOn ? captcha?.key : undefined,
        captchaCode: captchaOn ? form.code.trim() : undefined,
      });
      finish(answer.data);
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  };

  const thirdParty = async () => {
    setFailure("");
    setBusy(true);
    try {
      const answer = await socialLogin(form.tenantId.trim() || DEFAULT_TENANT);
      finish(answer.data);
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  };

  return (
    <div className="login">
      <FeedbackHost />
      <div className="login__top">
        <span className="login__brand">
          <img src={activeBrand.logo} alt="" width={32} height={32} />
          {t(activeBrand.name)}
        </span>
        <LanguageSwitch />
      </div>
      <div className="login__body">
        <section className="login__intro" aria-labelledby="login-intro-title">
          <img src={activeBrand.guideImage} alt="" width={480} height={360} />
          <h2 id="login-intro-title">{t("login.introTitle")}</h2>
          <p>{t("login.introText")}</p>
          <p>
            <a href={guidesLinkFor(lang)}>{t("login.guidesLink")}</a>
          </p>
        </section>
        <section className="login__panel card" aria-labelledby="login-title">
          <h1 id="login-title">{t("login.heading")}</h1>
          {tenant && (
            <p className="login__tenant">
              {tenant.tenantLogo && <img src={tenant.tenantLogo} alt="" width={28} height={28} />}
              <span>{tenant.tenantName}</span>
            </p>
          )}
          <form onSubmit={submit} noValidate>
            <Field label={t("login.tenant")} name="tenantId" inputMode="numeric" autoComplete="organization" value={form.tenantId} onChange={update("tenantId")} error={errors.tenantId} maxLength={12} />
            <Field ref={accountRef} label={t("login.account")} name="username" autoComplete="username" value={form.username} onChange={update("username")} error={errors.username} maxLength={50} />
            <Field label={t("login.password")} name="password" type={showPassword ? "text" : "password"} autoComplete="current-password" value={form.password} onChange={update("password")} error={errors.password} maxLength={100} />
            <label className="login__check">
              <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
              {t("login.showPassword")}
            </label>
            {captchaOn && (
              <div className="login__captcha">
                <Field label={t("login.code")} name="code" autoComplete="off" value={form.code} onChange={update("code")} error={errors.code} maxLength={10} />
                <button type="button" className="login__captcha-image" onClick={() => loadCaptcha()} aria-label={t("login.codeRefresh")}>
                  {captcha ? <img src={captcha.image} alt={t("login.codeImage")} /> : <span>{t("login.codeUnavailable")}</span>}
                </button>
              </div>
            )}
            {failure && <p className="login__failure" role="alert">{failure}</p>}
            <button type="submit" className="btn btn--primary btn--block" disabled={busy}>{busy ? t("login.submitting") : t("login.submit")}</button>
          </form>
          {DEMO_OAUTH && (
            <p className="login__alt">
              <button type="button" className="btn btn--block" onClick={thirdParty} disabled={busy}>{t("login.thirdParty")}</button>
            </p>
          )}
          <p className="login__visitor muted">
            {t("login.visitor")} <a href={guidesLinkFor(lang)}>{t("login.guidesLink")}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
