import { describe, expect, it } from "vitest";
import { guardRedirect, guardScript } from "@/lib/portal/guard";
import { afterLoginPath, findRoute, PORTAL_ROUTES, readerRole, routeTitle, sectionOf, type Reader } from "@/lib/portal/routes";
import { pt } from "@/lib/i18n/portal";
import { searchTarget } from "@/lib/portal/search";

describe("route guard (portal.md §2)", () => {
  const base = { search: "", locked: false };
  it("sends a visitor without a token to /login, keeping where they were going", () => {
    expect(guardRedirect({ ...base, path: "/wel/index", auth: true, search: "?a=1", token: null })).toBe("/login?redirect=%2Fwel%2Findex%3Fa%3D1");
  });
  it("lets pages that need no login through", () => {
    expect(guardRedirect({ ...base, path: "/404", auth: false, token: null })).toBeNull();
    expect(guardRedirect({ ...base, path: "/wel/search", auth: false, token: null })).toBeNull();
  });
  it("sends a logged-in user away from /login to /", () => {
    expect(guardRedirect({ ...base, path: "/login", auth: false, token: "t" })).toBe("/");
    expect(guardRedirect({ ...base, path: "/login", auth: false, token: null })).toBeNull();
  });
  it("sends every route to /lock while locked, and /lock without a login to /login", () => {
    expect(guardRedirect({ ...base, path: "/wel/index", auth: true, token: "t", locked: true })).toBe("/lock");
    expect(guardRedirect({ ...base, path: "/404", auth: false, token: "t", locked: true })).toBe("/lock");
    expect(guardRedirect({ ...base, path: "/lock", auth: false, token: "t", locked: true })).toBeNull();
    expect(guardRedirect({ ...base, path: "/lock", auth: false, token: null })).toBe("/login");
  });
  it("treats an empty or non-string token as no token", () => {
    expect(guardRedirect({ ...base, path: "/mine/index", auth: true, token: "" })).toMatch(/^\/login/);
    expect(guardRedirect({ ...base, path: "/mine/index", auth: true, token: { raw: 1 } })).toMatch(/^\/login/);
  });
  it("sends accounts a school-administration page is not for to /403", () => {
    const admin = { ...base, path: "/admin/accounts", auth: true, token: "t", roles: ["admin"] };
    expect(guardRedirect({ ...admin, userInfo: { authority: "admin" } })).toBeNull();
    expect(guardRedirect({ ...admin, userInfo: { authority: "teacher" } })).toBe("/403");
    expect(guardRedirect({ ...admin, userInfo: { authority: "student" } })).toBe("/403");
    // no stored user info counts as a student
    expect(guardRedirect({ ...admin, userInfo: null })).toBe("/403");
    expect(guardRedirect({ ...admin, token: null, userInfo: null })).toMatch(/^\/login/);
  });
  it("serialises into one script for every page, which parses and reads its page and roles from data attributes", () => {
    const script = guardScript("qihang");
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain("dataset.path");
    expect(script).toContain('dataset.auth==="false"');
    expect(script).toContain("dataset.roles");
  });
});

describe("route table", () => {
  it("has unique paths and finds school pages", () => {
    const paths = PORTAL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(findRoute("/wel/school/10001/index/detail")?.title).toBe("route.school");
    expect(findRoute("/wel/major/middle/0809")?.title).toBe("route.majors");
    expect(findRoute("/wel/job/middle/2-02")?.title).toBe("route.jobs");
    expect(findRoute("/wel/index/")?.path).toBe("/wel/index");
    expect(findRoute("/nowhere")).toBeUndefined();
  });
  it("names the section of a path", () => {
    expect(sectionOf("/career/archive")).toBe("career");
    expect(sectionOf("/info/index")).toBe("mine");
    expect(sectionOf("/wel/burst")).toBe("home");
  });
  it("lands a school's staff on the administration overview, and keeps them out of pages not theirs", () => {
    expect(afterLoginPath(null, "admin")).toBe("/admin/index");
    expect(afterLoginPath(null, "teacher")).toBe("/admin/index");
    expect(afterLoginPath("/admin/notices", "admin")).toBe("/admin/notices");
    expect(afterLoginPath(null, "parent")).toBe("/wel/index");
    expect(findRoute("/admin/accounts")?.roles).toEqual(["admin"]);
    expect(findRoute("/admin/students")?.roles).toEqual(["admin", "teacher"]);
    expect(sectionOf("/admin/audit")).toBe("admin");
  });
  it("titles the staff home for its reader: the school's administration, a counsellor's classes, the psychology teacher's referrals, a teacher's tools", () => {
    const home = findRoute("/admin/index")!;
    const both = (reader: Reader | "admin" | "teacher") => (["zh", "en"] as const).map((lang) => pt(lang, routeTitle(home, reader)));
    expect(both("admin")).toEqual(["学校管理", "School admin"]);
    // a counsellor with a class, with or without the psychology duty: their classes come first
    expect(both({ authority: "teacher", counselledClasses: 2, psychologyDuty: false })).toEqual(["我的班级", "My classes"]);
    expect(both({ authority: "teacher", counselledClasses: 1, psychologyDuty: true })).toEqual(["我的班级", "My classes"]);
    // the psychology teacher without a class is not told about classes they do not have
    expect(both({ authority: "teacher", counselledClasses: 0, psychologyDuty: true })).toEqual(["心理关注", "Student wellbeing"]);
    expect(both({ authority: "teacher", counselledClasses: 0, psychologyDuty: false })).toEqual(["教师工作台", "Teacher's workspace"]);
    // a teacher whose duties are not loaded yet, and the page as built, read a title true of every reader
    expect(both("teacher")).toEqual(["学校工作台", "School workspace"]);
    expect(both({ authority: "teacher", counselledClasses: null, psychologyDuty: true })).toEqual(["学校工作台", "School workspace"]);
    expect(pt("zh", home.title)).toBe("学校工作台");
    // the administrator is the administrator whatever the user info says of classes
    expect(readerRole({ authority: "admin", counselledClasses: 3 })).toBe("admin");
    // every other page keeps one title for every reader
    expect(routeTitle(findRoute("/admin/students")!, { authority: "teacher", counselledClasses: 0, psychologyDuty: true })).toBe("route.admin.students");
    // the administrator's list is the whole school's, not "my" students
    const students = findRoute("/admin/students")!;
    expect((["zh", "en"] as const).map((lang) => pt(lang, routeTitle(students, "admin")))).toEqual(["全校学生", "All students"]);
    expect(pt("zh", routeTitle(students, { authority: "teacher", counselledClasses: 1, psychologyDuty: false }))).toBe("我的学生");
  });
  it("lands the platform operator on the data import, which (with the audit log) is the only administration page theirs", () => {
    expect(afterLoginPath(null, "operator")).toBe("/admin/import");
    const theirs = PORTAL_ROUTES.filter((r) => r.section === "admin" && r.roles?.includes("operator")).map((r) => r.path);
    expect(theirs).toEqual(["/admin/import", "/admin/audit"]);
    // the school's administrator keeps the import page (it says who imports shared data) and the rule corrections
    expect(findRoute("/admin/import")?.roles).toContain("admin");
    expect(findRoute("/admin/rules")?.roles).toEqual(["admin"]);
    expect(guardRedirect({ path: "/admin/accounts", auth: true, search: "", token: "t", locked: false, roles: ["admin"], userInfo: { authority: "operator" } })).toBe("/403");
  });
  it("returns after login only to same-site portal paths", () => {
    expect(afterLoginPath(null)).toBe("/wel/index");
    expect(afterLoginPath("/mine/index?x=1")).toBe("/mine/index?x=1");
    expect(afterLoginPath("//evil.example/")).toBe("/wel/index");
    expect(afterLoginPath("https://evil.example/")).toBe("/wel/index");
    expect(afterLoginPath("/\\evil.example")).toBe("/wel/index");
    // Browsers drop tabs and newlines from URLs: "/\t/evil.example" would become "//evil.example".
    expect(afterLoginPath("/\t/evil.example")).toBe("/wel/index");
    expect(afterLoginPath("/\n/evil.example/x")).toBe("/wel/index");
    expect(afterLoginPath("/%2F/evil.example")).not.toMatch(/^\/\//);
    expect(afterLoginPath("/login")).toBe("/wel/index");
    expect(afterLoginPath("/lock")).toBe("/wel/index");
  });
});

describe("top bar search (portal.md §2)", () => {
  it("does nothing for blank input", () => {
    expect(searchTarget("/wel/index", "   ", 1)).toBeNull();
  });
  it("goes to /wel/search with the trimmed keywords", () => {
    expect(searchTarget("/wel/index", "  北京大学 ", 1)).toEqual({ href: "/wel/search?keywords=%E5%8C%97%E4%BA%AC%E5%A4%A7%E5%AD%A6", replace: false });
  });
  it("replaces the route and adds t when already on the search page", () => {
    expect(searchTarget("/wel/search", "医学", 1700)).toEqual({ href: "/wel/search?keywords=%E5%8C%BB%E5%AD%A6&t=1700", replace: true });
  });
});
