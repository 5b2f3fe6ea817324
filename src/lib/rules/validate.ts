// Form rules of portal.md §5. Each returns a message key (src/lib/i18n/portal) or null, so the UI shows the exact text in either language.

import type { PortalKey } from "@/lib/i18n/portal";

/** The validation messages of the UI string data (zh and en). */
export type MessageKey = Extract<PortalKey, `validation.${string}`>;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/**
 * Emptiness as the portal means it: null, undefined, "", [] and {} are empty;
 * numbers and booleans never are (0 and false are values).
 */
export function isEmpty(value: unknown): boolean {
  if (typeof value === "number" || typeof value === "boolean") return false;
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}

/** True for anything starting with http:// or https://. */
export function isUrl(value: string): boolean {
  return /^https?:\/\//.test(value);
}

function passwordRule(value: string, requiredKey: MessageKey): MessageKey | null {
  if (isEmpty(value)) return requiredKey;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return "validation.passwordLength";
  return null;
}

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Field-by-field errors of the change-password dialog; an empty object means the form may be submitted. */
export function validatePasswordChange(form: PasswordChangeForm): Partial<Record<keyof PasswordChangeForm, MessageKey>> {
  const errors: Partial<Record<keyof PasswordChangeForm, MessageKey>> = {};
  const old = passwordRule(form.oldPassword, "validation.oldPasswordRequired");
  const fresh = passwordRule(form.newPassword, "validation.newPasswordRequired");
  let confirm = passwordRule(form.confirmPassword, "validation.confirmPasswordRequired");
  if (!confirm && form.confirmPassword !== form.newPassword) confirm = "validation.passwordMismatch";
  if (old) errors.oldPassword = old;
  if (fresh) errors.newPassword = fresh;
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

export function validateLockPassword(value: string): MessageKey | null {
  return isEmpty(value) ? "validation.lockPasswordRequired" : null;
}

export interface RegistrationForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

/** Registration checks in the order the portal makes them; the first failure is the warning shown. The user name is not checked. */
export function validateRegistration(form: RegistrationForm): MessageKey | null {
  if (isEmpty(form.tenantId)) return "validation.tenantRequired";
  if (isEmpty(form.account)) return "validation.accountRequired";
  if (isEmpty(form.password) || isEmpty(form.password2)) return "validation.registerPasswordRequired";
  if (form.password !== form.password2) return "validation.registerPasswordMismatch";
  return null;
}

const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;

/** Mobile number check: required, exactly 11 characters, and not a landline (area code plus 7–8 digits). */
export function validatePhone(value: string): MessageKey | null {
  if (isEmpty(value)) return "validation.phoneRequired";
  if (value.length !== 11) return "validation.phoneLength";
  if (LANDLINE.test(value)) return "validation.phoneFormat";
  return null;
}
