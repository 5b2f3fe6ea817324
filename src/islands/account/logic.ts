// Decisions of the account dialogs and the lock screen, kept free of React and the DOM so unit tests can cover them.
import "@/lib/i18n/portal-account";
import type { PortalKey } from "@/lib/i18n/portal";
import { ApiError, type R } from "@/lib/http/envelope";
import { afterLoginPath, WELCOME_PATH } from "@/lib/portal/routes";
import { validatePhone, type RegistrationForm } from "@/lib/rules/validate";
import { FEEDBACK_MAX } from "@/lib/api/account";

/** sessionStorage key of the page to return to after unlocking. */
export const LOCK_RETURN_KEY = "qihang-lock-return";
/** portal.md §2: locking navigates to /lock after about 100 ms. */
export const LOCK_NAVIGATION_DELAY_MS = 100;

/** Where to go after unlocking: the stored same-site page, never /lock, /login or another site; else the welcome page. */
export function lockReturnPath(stored: string | null | undefined): string {
  if (!stored) return WELCOME_PATH;
  return afterLoginPath(stored);
}

/** The page to remember when locking: path, query and hash of the current location. */
export function currentPagePath(where: { pathname: string; search: string; hash: string }): string {
  return `${where.pathname}${where.search}${where.hash}`;
}

/** portal.md §5 and §8: the password dialog reports success only when the response code equals 200. */
export function passwordChanged(answer: Pick<R<unknown>, "code">): boolean {
  return answer.code === 200 || answer.code === "200";
}

export interface FeedbackForm {
  content: string;
  contact: string;
}

/** Field errors of the feedback dialog: content required and at most FEEDBACK_MAX; a mobile number only checked when given. */
export function feedbackErrors(form: FeedbackForm): Partial<Record<keyof FeedbackForm, PortalKey>> {
  const errors: Partial<Record<keyof FeedbackForm, PortalKey>> = {};
  const content = form.content.trim();
  if (!content) errors.content = "account.feedback.contentRequired";
  else if (content.length > FEEDBACK_MAX) errors.content = "account.feedback.contentTooLong";
  const contact = form.contact.trim();
  if (contact) {
    const phone = validatePhone(contact);
    if (phone) errors.contact = phone;
  }
  return errors;
}

/** The registration form pre-filled from what the user-info call said about the third-party account. */
export function registrationDefaults(profile: { tenantId?: string; userName?: string; account?: string } | null): RegistrationForm {
  return {
    tenantId: profile?.tenantId ?? "",
    name: profile?.userName ?? "",
    account: profile?.account ?? "",
    password: "",
    password2: "",
  };
}

/** Which registration field a validation key points at, so the dialog can focus it. */
export function registrationField(key: PortalKey): keyof RegistrationForm | null {
  switch (key) {
    case "validation.tenantRequired":
      return "tenantId";
    case "validation.accountRequired":
      return "account";
    case "validation.registerPasswordRequired":
      return "password";
    case "validation.registerPasswordMismatch":
      return "password2";
    default:
      return null;
  }
}

/**
 * What a failed registration shows (portal.md §8): the server's message, or the fallback (提交失败) when it has
 * none; null for a network error, which only stops the loading state.
 */
export function registrationFailure(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) return error.message || fallback;
  return null;
}

/** The message after a successful registration: the server's own when the portal speaks Chinese, else ours. */
export function registrationSuccessMessage(answer: Pick<R<unknown>, "msg">, lang: "zh" | "en", ours: string): string {
  return lang === "zh" && answer.msg ? answer.msg : ours;
}

export const DISPLAY_TIME_ZONE = "Asia/Shanghai";

const locale = (lang: "zh" | "en") => (lang === "en" ? "en-GB" : "zh-CN");

/** The lock screen clock: hours and minutes in the display time zone. */
export function formatClock(date: Date, lang: "zh" | "en"): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone: DISPLAY_TIME_ZONE, hour: "2-digit", minute: "2-digit", hour12: false }).format(date);
}

/** The lock screen date line: date and weekday in the display time zone. */
export function formatDate(date: Date, lang: "zh" | "en"): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "long", day: "numeric", weekday: "long" }).format(date);
}

/** An error-log time (ISO text) as local date and time; text that is not a date is shown as it is. */
export function formatLogTime(value: string, lang: "zh" | "en"): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: DISPLAY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false,
  }).format(date);
}

/** The first character of a name, for an avatar without a picture. */
export function initial(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toUpperCase() : "?";
}
