// The career 同分去向 pages (/career/same-score, same-college-select, same-job-select, same-area-select,
// same-area-details) against the real server and the seeded demo data: the lookup from the latest exam and kept in the
// address, the statement that it is derived from published minimum ranks, colleges and professions made targets with
// one button (and kept), the cities' colleges, honest empty and invalid-city states, the server's reason for a refusal,
// a parent's read-only view, both languages at 375 px, keyboard and axe. With SAME_SHOTS=<dir> pages are photographed.
import { test, expect, type Page } from "@playwright/test";
import { PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";
import { takeTurnsWith } from "./turns";

const LOOKUP = "province=44&type=物理类&mode=rank&rank=20000";
const shotDir = process.env.SAME_SHOTS;
async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}

test("同分去向 overview: no school exam total filled in, then a rank: nearest colleges, professions, cities and majors, each leading to its page", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/same-score");
  await expect(page.getByRole("heading", { level: 1, name: "同分去向" })).toBeVisible();
  // without a saved 高考 score nothing is filled in: the page asks for one (a school exam total is not a 高考 score)
  await expect(page.locator("[data-score-origin=none]")).toBeVisible();
  await expect(page).not.toHaveURL(/score=\d+/);

  await page.goto(`/career/same-score?${LOOKUP}`);
  await expect(page.locator("[data-derived]")).toContainText("不是同分考生的真实去向");
  await expect(page.locator("[data-basis]")).toContainText("20,000");
  await expect(page.locator("[data-source]").first()).toBeVisible();
  for (const block of ["colleges", "jobs", "cities", "majors"]) {
    await expect(page.locator(`[data-block=${block}] li`).first()).toBeVisible();
  }
  await expect(page.locator("[data-block=colleges] li")).toHaveCount(5);
  await expect(page.locator("[data-block=jobs] li a").first()).toHaveAttribute("href", /^\/wel\/job\/middle\//);
  await expect(page.locator("[data-more=majors]")).toHaveAttribute("href", /\/wel\/sameScore\?.*rank=20000.*tab=major/);
  await expectNoAxeViolations(page);
  await shot(page, "overview-zh-1280");

  // keyboard: the pages' links keep the lookup
  const link = page.locator("[data-more=colleges]");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/career\/same-college-select\?.*rank=20000/);
  await expect(page.getByRole("heading", { level: 1, name: "同分院校" })).toBeVisible();
  await expect(page.locator("[data-same-nav] a[aria-current=page]")).toHaveText("院校");
});

// these two make the demo student's targets and remove them again (one counts them): they take turns with the other
// specs' tests that change or count that list; the rest of this file only reads lists and runs beside anything
test.describe("the demo student's targets, changed", () => {
  takeTurnsWith("student-targets");

  test("同分院校: a college becomes a target with one button (kept after a reload), and stops being one", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto(`/career/same-college-select?${LOOKUP}`);
    const rows = page.locator("[data-list=same-colleges] > li");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(page.locator("[data-basis]")).toContainText("20,000");
    await expectNoAxeViolations(page);
    await shot(page, "colleges-zh-1280");

    const row = rows.filter({ has: page.locator("[data-target-toggle=unset]") }).first();
    const code = (await row.getAttribute("data-college"))!;
    const mine = page.locator(`[data-college="${code}"]`);
    const before = Number(await page.locator("[data-targets-here]").getAttribute("data-targets-here"));
    await mine.locator("[data-target-toggle]").focus();
    await page.keyboard.press("Enter");
    await expect(mine.locator("[data-target-toggle]")).toHaveAttribute("aria-pressed", "true");
    await expect(mine.locator("[data-target-state=set]")).toHaveText("目标");
    await expect(page.locator("[data-targets-here]")).toHaveAttribute("data-targets-here", String(before + 1));
    await page.reload();
    await expect(page.locator(`[data-college="${code}"] [data-target-toggle]`)).toHaveAttribute("data-target-toggle", "set");
    // it is on the targets page too
    await page.goto("/career/target");
    await expect(page.locator("[data-targets] a[href*='" + code + "']").first()).toBeVisible();
    await page.goto(`/career/same-college-select?${LOOKUP}`);
    await page.locator(`[data-college="${code}"] [data-target-toggle]`).click();
    await expect(page.locator(`[data-college="${code}"] [data-target-toggle]`)).toHaveAttribute("data-target-toggle", "unset");
    await expect(page.locator("[data-targets-here]")).toHaveAttribute("data-targets-here", String(before));
  });

  test("同分职业: professions of the majors near the rank, each linked, one becomes a target profession and stops being one", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto(`/career/same-job-select?${LOOKUP}`);
    await expect(page.getByRole("heading", { level: 1, name: "同分职业" })).toBeVisible();
    const rows = page.locator("[data-list=same-jobs] > li");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().locator("a").first()).toHaveAttribute("href", /^\/wel\/job\/middle\//);
    await expect(rows.first()).toContainText("相关专业");
    await expectNoAxeViolations(page);
    await shot(page, "jobs-zh-1280");
    const row = rows.filter({ has: page.locator("[data-target-toggle=unset]") }).first();
    const code = (await row.getAttribute("data-profession"))!;
    const toggle = page.locator(`[data-profession="${code}"] [data-target-toggle]`);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(toggle).toHaveAttribute("data-target-toggle", "set");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-target-toggle", "unset");
  });
});

test("同分地区 → 地区院校: a city's row opens its colleges, as many as the row counts; no city, a bad city and an empty one say so", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto(`/career/same-area-select?${LOOKUP}`);
  await expect(page.getByRole("heading", { level: 1, name: "同分地区" })).toBeVisible();
  const first = page.locator("[data-table=same-cities] tbody tr").first();
  await expect(first).toBeVisible();
  const count = (await first.locator("td").first().textContent())!.trim();
  const city = (await first.locator("th").textContent())!.trim();
  await expectNoAxeViolations(page);
  await shot(page, "areas-zh-1280");
  await first.locator("th a").click();
  await expect(page).toHaveURL(/\/career\/same-area-details\?.*rank=20000.*cityProvince=/);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(city.split(" ").at(-1)!) })).toBeVisible();
  await expect(page.locator("[data-list=same-colleges]").locator("..").locator("h3")).toContainText(`共 ${count} 所`);
  await expect(page.locator("[data-list=same-colleges] > li [data-target-toggle]").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "area-zh-1280");

  await page.goto(`/career/same-area-details?${LOOKUP}`);
  await expect(page.locator("[data-empty=no-city]")).toContainText("还没有选择城市");
  await page.goto(`/career/same-area-details?${LOOKUP}&city=Nanjing&cityProvince=江苏省`);
  await expect(page.locator("[data-empty=bad-city]")).toContainText("无法识别");
  await expect(page.locator("[data-empty=bad-city] a")).toHaveAttribute("href", /\/career\/same-area-select\?.*rank=20000/);
  await page.goto(`/career/same-area-details?${LOOKUP}&city=无此市&cityProvince=江苏省`);
  await expect(page.locator("[data-empty=none-near]")).toContainText("无此市");
  await expectNoAxeViolations(page);
});

test("a score below the province's table: the server's reason, no made-up list", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/same-college-select?province=44&type=物理类&mode=score&score=100");
  const reason = page.locator("[data-empty=no-data], [data-empty=refused]");
  await expect(reason).toBeVisible();
  await expect(reason).toContainText("100");
  await expect(page.locator("[data-list=same-colleges]")).toHaveCount(0);
  await expect(page.locator("[data-basis]")).toHaveCount(0);
});

test("a parent reads the lists without the target buttons", async ({ page }) => {
  await login(page, PARENT);
  await page.goto(`/career/same-college-select?${LOOKUP}`);
  await expect(page.locator("[data-read-only]")).toBeVisible();
  await expect(page.locator("[data-list=same-colleges] > li").first()).toBeVisible();
  await expect(page.locator("[data-target-toggle]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/career/same-job-select?${LOOKUP}`);
  await expect(page.locator("[data-list=same-jobs] > li").first()).toBeVisible();
  await expect(page.locator("[data-target-toggle]")).toHaveCount(0);
});

for (const width of [375, 1280]) test.describe(`in English at ${width} px`, () => {
  test.use({ viewport: { width, height: 900 } });
  test("every page reads in English, fits the width and passes axe", async ({ page }) => {
    await login(page, STUDENT);
    await toEnglish(page);
    const pages: [string, string, string][] = [
      ["/career/same-score", "Same-score destinations", "overview"],
      ["/career/same-college-select", "Colleges at my rank", "colleges"],
      ["/career/same-job-select", "Professions at my rank", "jobs"],
      ["/career/same-area-select", "Cities at my rank", "areas"],
    ];
    for (const [path, title, name] of pages) {
      await page.goto(`${path}?${LOOKUP}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("[data-derived]")).toContainText("not from where candidates with your score actually went");
      await expect(page.locator("[data-basis]")).toContainText("20,000");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, `${name}-en-${width}`);
    }
    await page.locator("[data-table=same-cities] tbody tr th a").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Colleges in a city" })).toBeVisible();
    await expect(page.locator("[data-list=same-colleges] > li").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `area-en-${width}`);
  });
});

test.describe("in Chinese at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the pages fit the width and pass axe", async ({ page }) => {
    await login(page, STUDENT);
    for (const [path, name] of [["/career/same-score", "overview"], ["/career/same-college-select", "colleges"], ["/career/same-job-select", "jobs"], ["/career/same-area-select", "areas"]] as const) {
      await page.goto(`${path}?${LOOKUP}`);
      await expect(page.locator("[data-basis]")).toContainText("20,000");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, `${name}-zh-375`);
    }
    await page.goto(`/career/same-area-details?${LOOKUP}&city=Nanjing&cityProvince=江苏省`);
    await expect(page.locator("[data-empty=bad-city]")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "area-bad-zh-375");
  });
});
