// Every typed call the portal shell and account screens make (src/lib/api), against the real server on loopback:
// each reaches a real route and answers as the screens expect.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectPortal, logInAs, startLoopback, type Loopback } from "./loopback";
import { DEMO_GRADE } from "./helpers";

let loopback: Loopback;
const toast = vi.fn();
const forced = vi.fn();

beforeAll(async () => {
  loopback = await startLoopback();
  // The portal's own public client credentials, as the browser build sends them.
  await connectPortal(loopback.base, { forceLogout: forced, toast });
  await logInAs("000000", "student", "Student@2026");
});

afterAll(() => loopback.close());

describe("shell calls (src/lib/api/session.ts)", () => {
  it("menus, buttons, top menu, tenant and server time", async () => {
    const api = await import("@/lib/api/session");
    const routes = await api.fetchMenuRoutes();
    expect(routes.data.map((node) => node.path)).toContain("/wel/index");
    const buttons = await api.fetchButtons();
    expect(buttons.data.length).toBeGreaterThan(0);
    expect((await api.fetchTopMenu()).data.map((node) => node.name)).toEqual(["首页", "生涯规划", "志愿填报", "我的"]);
    expect((await api.fetchTenantInfo("000000")).data.tenantName).toBe("启航示范中学");
    await expect(api.fetchTenantInfo("999999")).rejects.toMatchObject({ message: "租户不存在" });
    expect(await api.fetchServerTime()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe("student area (src/lib/api/student.ts, system.ts)", () => {
  it("lists answer pages scoped to the student", async () => {
    const student = await import("@/lib/api/student");
    const system = await import("@/lib/api/system");
    expect((await student.fetchGradeDetail()).data?.gradeName).toBe(DEMO_GRADE);
    for (const call of [student.fetchSchoolNews, student.fetchStudentTasks, student.fetchExamDetails, system.fetchFiles, system.fetchCourseRounds, system.fetchCourseSelections, system.fetchGoals, system.fetchAdmissionPlans, system.fetchAcademicPlans]) {
      const answer = await call();
      expect(answer.code, call.name).toBe(200);
      expect(Array.isArray(answer.data.records), call.name).toBe(true);
    }
    expect(Array.isArray((await system.fetchTimetable({ weekday: 1 })).data)).toBe(true);
    const tenants = await system.fetchTenantList();
    expect(tenants.data.records.map((row) => row.tenantId)).toEqual(["000000"]);
    expect((await system.fetchTenantDetail("000000")).data.tenantName).toBe("启航示范中学");
  });

  it("saves a course selection for a round of the student's grade", async () => {
    const system = await import("@/lib/api/system");
    const rounds = await system.fetchCourseRounds();
    const round = rounds.data.records[0];
    expect(round).toBeDefined();
    const saved = await system.submitCourseSelection({ xkInfoId: String(round!.id), firstSubject: "物理", secondSubjects: "化学,生物" });
    expect(saved.code).toBe(200);
    const mine = await system.fetchCourseSelections();
    expect(mine.data.records.some((row) => row.firstSubject === "物理")).toBe(true);
  });

  it("links a parent account, and says plainly that SMS and file storage are not configured", async () => {
    const system = await import("@/lib/api/system");
    expect((await system.submitStudentFamily({ account: "mother_li", userName: "李明妈妈", password: "Family@2026" })).code).toBe(200);
    toast.mockClear();
    await expect(system.sendSms({ phone: "13800000001" })).rejects.toMatchObject({ message: "短信服务未配置" });
    expect(toast).toHaveBeenCalledWith("短信服务未配置", expect.objectContaining({ code: 400 }));
    await expect(system.putFile(new FormData())).rejects.toBeInstanceOf(Error);
    expect(forced).not.toHaveBeenCalled();
  });
});

describe("favourites (src/lib/api/favourites.ts)", () => {
  it("adds, maps and deletes a followed college; lists majors and professions", async () => {
    const fav = await import("@/lib/api/favourites");
    const request = { resourceId: "10001", resourceType: fav.RESOURCE.college, userCode: "student" } as const;
    expect((await fav.addFavourite(request)).code).toBe(200);
    expect(Object.keys((await fav.fetchFollowedCollegeMap("student")).data)).toContain("10001");
    expect(Object.keys((await fav.fetchFollowedColleges("student")).data)).toContain("10001");
    expect((await fav.deleteFavourite(request)).code).toBe(200);
    expect(Object.keys((await fav.fetchFollowedCollegeMap("student")).data)).not.toContain("10001");
    expect((await fav.fetchFavouriteMajors("student")).data.records).toEqual([]);
    expect((await fav.fetchFavouriteProfessions("student")).data.records).toEqual([]);
    // Another account's favourites are refused, quietly (the follow rule shows no message).
    toast.mockClear();
    await expect(fav.addFavourite({ ...request, userCode: "parent" })).rejects.toMatchObject({ code: 403 });
    expect(toast).not.toHaveBeenCalled();
  });
});
