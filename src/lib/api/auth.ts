// Session and account calls (portal.md §7 "Session and account"; protocol.md token endpoint). One function per call.
import { get, post } from "@/lib/http/client";
import { DEFAULT_USER_TYPE } from "@/lib/rules/session-rules";
import type { AuthInfo } from "@/lib/session/auth";

export const DEFAULT_TENANT = "000000";

export interface Captcha {
  key: string;
  /** A data: URL of the picture. */
  image: string;
}

export interface LoginForm {
  tenantId: string;
  username: string;
  password: string;
  /** Present when captcha login is configured. */
  captchaKey?: string;
  captchaCode?: string;
  userType?: string;
}

export const fetchCaptcha = () => get<Captcha>("/blade-auth/captcha", undefined, { auth: false });

/** POST /blade-auth/token with grantType password, or captcha when a captcha was answered. */
export function login(form: LoginForm) {
  const captcha = Boolean(form.captchaKey);
  return post<AuthInfo>("/blade-auth/token", undefined, {
    auth: false,
    // The login form shows the failure beside the fields.
    quiet: true,
    query: {
      tenantId: form.tenantId || DEFAULT_TENANT,
      username: form.username,
      password: form.password,
      grantType: captcha ? "captcha" : "password",
      type: "account",
    },
    headers: {
      "Tenant-Id": form.tenantId || DEFAULT_TENANT,
      "User-Type": form.userType ?? DEFAULT_USER_TYPE,
      ...(captcha ? { "Captcha-Key": form.captchaKey!, "Captcha-Code": form.captchaCode ?? "" } : {}),
    },
  });
}

/** POST /blade-auth/token with grantType refresh_token. */
export async function refresh(refreshToken: string, userType: string): Promise<AuthInfo> {
  const answer = await post<AuthInfo>("/blade-auth/token", undefined, {
    auth: false,
    query: { grantType: "refresh_token", refreshToken },
    headers: { "User-Type": userType },
  });
  return answer.data;
}

/** GET /blade-user/user/getUserInfo: the caller's account, student and tenant. */
export const fetchUserInfo = () => get<Record<string, unknown>>("/blade-user/user/getUserInfo");

/** POST /blade-user/user/logout: revokes this login's tokens on the server. */
export const serverLogout = () => post<unknown>("/blade-user/user/logout", {});
