// Account calls of the avatar menu and the registration dialog (portal.md §7 "Session and account"), plus the
// third-party (demo) login. One typed function per call; each resolves with the whole envelope like the rest of src/lib/api.
import { post } from "@/lib/http/client";
import type { ErrorLogEntry } from "@/lib/http/error-log";
import { DEFAULT_USER_TYPE } from "@/lib/rules/session-rules";
import type { Authority, AuthInfo } from "@/lib/session/auth";
import { DEFAULT_TENANT } from "./auth";

/** Password change payload (portal.md §3): id is the caller's own userId. */
export interface PasswordChange {
  id: string;
  studentPassword: string;
  studentNewPassword: string;
}

/** Where a password change goes: a parent through the family-account endpoint, a school's staff through user management. */
export function passwordEndpoint(authority: Authority): string {
  if (authority === "teacher" || authority === "admin" || authority === "operator") return "/blade-user/update-password";
  return authority === "parent" ? "/blade-user/studentfamily/updatePassword" : "/blade-system/student/updatePassword";
}

/** POST …/updatePassword: the HTTP layer shows the server's message when the code is not 200. */
export const updatePassword = (authority: Authority, payload: PasswordChange) =>
  post<unknown>(passwordEndpoint(authority), payload);

/** Registration form (portal.md §3) plus the third-party identity it is for. */
export interface GuestRegistration {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  oauthId: string;
}

/**
 * POST /blade-user/register-guest (all fields in the query). Quiet: the registration dialog shows the server's
 * message, or 提交失败, itself (portal.md §8), so the layer must not toast it too.
 */
export const registerGuest = (form: GuestRegistration) =>
  post<unknown>("/blade-user/register-guest", undefined, {
    quiet: true,
    query: { tenantId: form.tenantId, name: form.name, account: form.account, password: form.password, oauthId: form.oauthId },
  });

export const FEEDBACK_CATEGORIES = ["suggestion", "problem", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** Longest feedback text the dialog accepts (the server takes up to 2000). */
export const FEEDBACK_MAX = 500;

export interface Feedback {
  category: FeedbackCategory;
  content: string;
  /** Optional mobile number; omitted when empty. */
  contact?: string;
}

/** POST /blade-user/feedback/submit. */
export const submitFeedback = (feedback: Feedback) =>
  post<{ id: string }>("/blade-user/feedback/submit", {
    category: feedback.category,
    content: feedback.content.trim(),
    ...(feedback.contact ? { contact: feedback.contact.trim() } : {}),
  });

/** The server's limits per entry field and per upload (src/server/routes/blade-user.ts). */
export const ERROR_LOG_UPLOAD_LIMITS = { entries: 200, type: 50, url: 2000, message: 2000, stack: 8000, info: 2000, time: 40 } as const;

/** The stored log as the server accepts it: at most 200 entries, each field cut to its limit (long stacks would be refused whole). */
export function toUploadEntries(entries: ReadonlyArray<ErrorLogEntry>): ErrorLogEntry[] {
  const L = ERROR_LOG_UPLOAD_LIMITS;
  const cut = (value: unknown, max: number) => String(value ?? "").slice(0, max);
  return entries.slice(0, L.entries).map((entry) => ({
    type: cut(entry.type, L.type),
    url: cut(entry.url, L.url),
    message: cut(entry.message, L.message),
    stack: cut(entry.stack, L.stack),
    info: cut(entry.info, L.info),
    time: cut(entry.time, L.time),
  }));
}

/** POST /blade-user/error-log/upload: the stored list (the caller clears it on success). */
export const uploadErrorLog = (entries: ReadonlyArray<ErrorLogEntry>) =>
  post<{ count: number }>("/blade-user/error-log/upload", toUploadEntries(entries));

/** The built-in demo identity provider of our server (src/server/README.md, QIHANG_DEMO_OAUTH). */
export const DEMO_SOCIAL_SOURCE = "demo";

/**
 * POST /blade-auth/token with grantType social (source demo): signs in a third-party identity. Without a local
 * account the answer has userId "-1", and the portal then shows the registration dialog. Quiet like login():
 * the login screen shows a failure beside its form.
 */
export function socialLogin(tenantId: string, userType: string = DEFAULT_USER_TYPE) {
  const tenant = tenantId || DEFAULT_TENANT;
  return post<AuthInfo>("/blade-auth/token", undefined, {
    auth: false,
    quiet: true,
    query: { tenantId: tenant, grantType: "social", source: DEMO_SOCIAL_SOURCE, code: DEMO_SOCIAL_SOURCE },
    headers: { "Tenant-Id": tenant, "User-Type": userType },
  });
}
