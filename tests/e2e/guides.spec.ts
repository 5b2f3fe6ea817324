import { test, expect, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { GUIDE_SLUGS as SLUGS } from "../guide-slugs";

/** Opens a path and fails, naming it, unless the server answers 200 (a missing guide is a 404 page). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered ${response?.status()} (is the page built?)`).toBe(200);
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

test("a guide switches language and back, keeping the guide and changing the title", async ({ page }) => {
  await open(page, "/guides/strong-foundation");
  await expect(page.locator("h1")).toContainText("强基计划");
  const zhTitle = await page.title();
  const switcher = page.getByRole("navigation", { name: "切换语言" });
  await expect(switcher.locator('[aria-current="true"]')).toHaveText("中文");
  await expect(switcher.locator('[aria-current="true"]')).toHaveAttribute("aria-disabled", "true");
  await expect(switcher.getByRole("link", { name: "中文" })).toHaveCount(0);
  await switcher.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/guides\/strong-foundation$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toContainText("Strong Foundation");
  expect(await page.title()).not.toBe(zhTitle);
  const enSwitcher = page.getByRole("navigation", { name: "Language" });
  await expect(enSwitcher.locator('[aria-current="true"]')).toHaveText("English");
  await expect(enSwitcher.locator('[aria-current="true"]')).toHaveAttribute("aria-disabled", "true");
  await expect(enSwitcher.getByRole("link", { name: "English" })).toHaveCount(0);
  await enSwitcher.getByRole("link", { name: "中文" }).click();
  await expect(page).toHaveURL(/\/guides\/strong-foundation$/);
  expect(await page.title()).toBe(zhTitle);
});

const searches: [lang: "zh" | "en", query: string, expected: RegExp][] = [
  ["zh", "强基计划", /\/guides\/strong-foundation$/],
  ["zh", "飞行员 身高", /\/guides\/(air-force-pilot|naval-pilot|civil-aviation-pilot)$/],
  ["zh", "公费师范", /\/guides\/funded-normal$/],
  ["en", "pilot height", /\/en\/guides\/(air-force-pilot|naval-pilot|civil-aviation-pilot)$/],
];

for (const [lang, query, expected] of searches) {
  test(`searching "${query}" from the header lands on the right guide first`, async ({ page }) => {
    await open(page, lang === "en" ? "/en/guides" : "/guides");
    const box = page.getByRole("search").getByRole("searchbox");
    await box.fill(query);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${lang === "en" ? "/en" : ""}/search\\?q=`));
    const first = page.locator("#search-results li a").first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(expected);
  });
}

test("an unmatched search says so", async ({ page }) => {
  await open(page, "/search?q=zzqqxxnotaword");
  await expect(page.getByRole("status")).toContainText("没有找到");
});

test("a Strong Foundation tile leads to the school's page, through the login for a visitor", async ({ page }) => {
  await open(page, "/guides/strong-foundation");
  const arrival = page.waitForResponse((response) => new URL(response.url()).pathname === "/wel/school/10001/index/detail");
  await page.getByRole("link", { name: /北京大学/ }).first().click();
  expect((await arrival).status(), "/wel/school/10001/index/detail status").toBe(200);
  // School pages belong to the portal: a visitor logs in first and then lands on the school.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Fschool%2F10001%2Findex%2Fdetail$/);
  await page.getByLabel("账号", { exact: true }).fill("student");
  await page.getByLabel("密码", { exact: true }).fill("Student@2026");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/school\/10001\/index\/detail$/);
  await expect(page.locator("h1")).toContainText("北京大学");
});

test("back-to-top appears after scrolling past 90 px and returns to the top", async ({ page }) => {
  await open(page, "/guides/strong-foundation");
  const button = page.getByTestId("back-to-top");
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 60, behavior: "instant" }));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await expect(button).toBeHidden();
});

test("guide pages load no JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await open(page, "/guides/special-plans");
  await open(page, "/en/guides/sports");
  expect(scripts).toEqual([]);
});


for (const prefix of ["", "/en"]) {
  test(`${prefix || "zh"}: the index and every guide read on a 375 px phone without sideways scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const problems: string[] = [];
    for (const path of [`${prefix}/guides`, ...SLUGS.map((slug) => `${prefix}/guides/${slug}`)]) {
      const response = await page.goto(path, { waitUntil: "load" });
      if (response?.status() !== 200) {
        problems.push(`${path} answered ${response?.status()}`);
        continue;
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${path} scrolls sideways by ${overflow} px`);
    }
    expect(problems, "pages too wide for a 375 px phone").toEqual([]);
  });
}

test.describe("accessibility (axe)", () => {
  // The two indexes, one guide of each category in both languages, and the search page with results.
  const oneGuidePerCategory = ["military-academy", "funded-normal", "strong-foundation", "arts", "sino-foreign", "special-plans"];
  const pages = [
    "/guides",
    "/en/guides",
    ...oneGuidePerCategory.flatMap((slug) => [`/guides/${slug}`, `/en/guides/${slug}`]),
    "/en/guides/sports",
    "/search?q=强基计划",
    "/en/search?q=pilot",
  ];
  for (const path of pages) {
    test(`no violations on ${path}`, async ({ page }) => {
      // axe walks every node of a long guide: on two busy cores that can take longer than an ordinary step
      test.slow();
      await open(page, path);
      if (path.includes("search")) await expect(page.locator("#search-results li").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
