// Who is logged in, as the user-info call describes them (portal.md §3 login data, tenant), plus menus and permissions.
import { atom, computed } from "nanostores";
import { enrolmentYear } from "@/lib/rules/grade";
import { $authority, $userInfo, authorityOf, type Authority } from "./auth";
import type { Reader } from "@/lib/portal/routes";
import { mergeMenus, normaliseMenu, permissionMap, type ButtonNode, type MenuItem, type ServerMenuNode } from "@/lib/rules/menu";
import { load, remove, save } from "./storage";

/** Login data of portal.md §3 plus the tenant's name and logo. */
export interface Profile {
  userId: string;
  tenantId: string;
  tenantName: string;
  tenantLogo: string;
  account: string;
  userName: string;
  authority: Authority;
  studentName: string;
  studentLogo: string;
  /** Enrolment year: the part of startSchool before the first dash. */
  startSchool: number | null;
  appearType: number;
  classesNumber: string;
  gradeName: string;
  phone: string;
  sex: number | null;
  regionCode: string;
  modeName: string;
  subjects: string;
  oauthId: string;
  roles: string[];
  /** a teacher's counselled classes (0 for every other account); null from an answer that did not say */
  counselledClasses: number | null;
  /** a teacher holding the school's psychology teacher's duty */
  psychologyDuty: boolean;
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** Normalises the user-info answer; missing fields become empty values rather than undefined. */
export function toProfile(data: Record<string, unknown>): Profile {
  return {
    userId: text(data.userId),
    tenantId: text(data.tenantId),
    tenantName: text(data.tenantName),
    tenantLogo: text(data.tenantLogo),
    account: text(data.account),
    userName: text(data.userName),
    authority: authorityOf(data.authority),
    studentName: text(data.studentName ?? data.userName),
    studentLogo: text(data.studentLogo ?? data.avatar),
    startSchool: enrolmentYear(data.startSchool as string | number | null | undefined),
    appearType: Number(data.appearType ?? 0) || 0,
    classesNumber: text(data.classesNumber),
    gradeName: text(data.gradeName),
    phone: text(data.phone),
    sex: data.sex === null || data.sex === undefined ? null : Number(data.sex),
    regionCode: text(data.regionCode),
    modeName: text(data.modeName),
    subjects: text(data.subjects),
    oauthId: text(data.oauthId),
    roles: Array.isArray(data.roles) ? data.roles.map(text) : [],
    counselledClasses: typeof data.counselledClasses === "number" ? data.counselledClasses : null,
    psychologyDuty: data.psychologyDuty === true,
  };
}

export const $profile = atom<Profile | null>(load<Profile | null>("loginData", null));

/** Third-party users without a local account (no userId, or a negative one) must register (portal.md §2). */
export const $needsRegistration = computed([$profile, $userInfo], (profile, info) => {
  // Before user info arrives, the login answer already tells (a third-party token carries userId -1).
  const userId = profile ? profile.userId : info ? String(info.userId ?? "") : null;
  if (userId === null) return false;
  const id = Number(userId);
  return userId === "" || Number.isNaN(id) || id < 0;
});

/**
 * Who reads the pages (routeTitle): the authority from the login, and a teacher's duties from the user info once it
 * has loaded for this account (a profile stored by an earlier login on this browser does not count).
 */
export const $reader = computed([$authority, $profile, $userInfo], (authority, profile, info): Reader => {
  const own = profile != null && info != null && profile.userId !== "" && profile.userId === String(info.userId ?? "");
  return { authority, counselledClasses: own ? profile.counselledClasses : null, psychologyDuty: own ? profile.psychologyDuty : null };
});

export function setProfile(profile: Profile | null): void {
  $profile.set(profile);
  if (profile) save("loginData", profile);
  else remove("loginData");
}

export const $menu = atom<MenuItem[]>(load<MenuItem[]>("menu", []));
export const $menuAll = atom<MenuItem[]>(load<MenuItem[]>("menuAll", []));
export const $permission = atom<Record<string, true>>(load<Record<string, true>>("permission", {}));
export const $topMenu = atom<MenuItem[]>(load<MenuItem[]>("topMenu", []));

/** A newly loaded menu replaces the current one and merges into the all-menu without duplicates. */
export function setMenu(nodes: ServerMenuNode[]): void {
  const menu = normaliseMenu(nodes);
  $menu.set(menu);
  save("menu", menu);
  const all = mergeMenus($menuAll.get(), menu);
  $menuAll.set(all);
  save("menuAll", all);
}

export function setTopMenu(nodes: ServerMenuNode[]): void {
  const menu = normaliseMenu(nodes);
  $topMenu.set(menu);
  save("topMenu", menu);
}

export function setPermissions(tree: ButtonNode[]): void {
  const map = permissionMap(tree);
  $permission.set(map);
  save("permission", map);
}

/** Clears what the profile module holds (logout clears menus and the rest through clearSession). */
export function clearProfile(): void {
  setProfile(null);
  $menu.set([]);
  $menuAll.set([]);
  $permission.set({});
  $topMenu.set([]);
  remove("topMenu");
}
