import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

test("a guide switches language and back, keeping the guide and changing the title", async ({ page }) => {
  await page.goto("/guides/strong-foundation");
  await expect(page.locator("h1")).toContainText("强基计划");
  const zhTitle = await page.title();
  const switcher = page.getByRole("navigation", { name: "切换语言" });
  await expect(switcher.locator('[aria-current="true"]')).toHaveText("中文");
  await expect(switcher.getByRole("link", { name: "中文" })).toHaveCount(0);
  await switcher.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/guides\/strong-foundation$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toContainText("Strong Foundation");
  expect(await page.title()).not.toBe(zhTitle);
  const enSwitcher = page.getByRole("navigation", { name: "Language" });
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
    await page.goto(lang === "en" ? "/en/guides" : "/guides");
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
  await page.goto("/search?q=zzqqxxnotaword");
  await expect(page.getByRole("status")).toContainText("没有找到");
});

test("a Strong Foundation tile opens the school's page", async ({ page }) => {
  await page.goto("/guides/strong-foundation");
  await page.getByRole("link", { name: /北京大学/ }).first().click();
  await expect(page).toHaveURL(/\/wel\/school\/10001\/index\/detail$/);
  await expect(page.locator("h1")).toHaveText("北京大学");
});

test("back-to-top appears after scrolling past 90 px and returns to the top", async ({ page }) => {
  await page.goto("/guides/strong-foundation");
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
  await page.goto("/guides/special-plans");
  await page.goto("/en/guides/sports");
  expect(scripts).toEqual([]);
});

test("guides read on a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ["/guides", "/guides/strong-foundation", "/en/guides/arts"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test.describe("accessibility (axe)", () => {
  const pages = [
    "/guides",
    "/en/guides",
    // one guide of each category
    "/guides/military-academy",
    "/guides/funded-normal",
    "/guides/strong-foundation",
    "/guides/arts",
    "/guides/sino-foreign",
    "/guides/special-plans",
    "/en/guides/sports",
    "/search?q=强基计划",
    "/en/search?q=pilot",
  ];
  for (const path of pages) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.includes("search")) await expect(page.locator("#search-results li").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
