// The colleges picked for comparison, shared by the college list (its compare boxes) and /wel/contrast, kept in
// this tab's session storage so the choice survives moving between the two pages.
import { atom } from "nanostores";
import { parseContrastCodes } from "@/lib/rules/colleges";
import { SITE_PREFIX } from "@/lib/session/storage";

const KEY = `${SITE_PREFIX}-contrast`;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? parseContrastCodes(stored.join(",")) : [];
  } catch {
    return [];
  }
}

export const $contrast = atom<string[]>(typeof sessionStorage === "undefined" ? [] : read());

export function setContrast(codes: string[]): void {
  $contrast.set(codes);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(codes));
  } catch {
    // storage full or blocked: the choice still holds for this page
  }
}
