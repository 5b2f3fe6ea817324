// Issue 15, guides: the portal link and the way back, new-window college links, Chinese typography at 375 px,
// tidy search excerpts, and the changed guides at phone and desktop widths in both languages (axe at phone width here;
// guides-axe-all.spec.ts scans every guide at desktop width).
import { test, expect, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { fillLogin, STUDENT } from "./portal-helpers";

const PHONE = { width: 375, height: 740 };
const CHANGED = [
  "military-academy", "arts", "strong-foundation", "special-plans", "air-force-pilot", "naval-pilot",
  "civil-aviation-pilot", "high-level-sports-team", "sports", "hong-kong-macao",
  // issue 30
  "police-academy", "directed-sergeant", "funded-agriculture", "comprehensive-evaluation", "ethnic-minority-class",
];
const guidePath = (lang: "zh" | "en", slug: string) => `${lang === "en" ? "/en" : ""}/guides/${slug}`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered ${response?.status()}`).toBe(200);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 2).join(", ")}`);
}

for (const [lang, label, back] of [["zh", "登录 / 进入平台", "先看看升学路径指南"], ["en", "Log in · Portal", "先看看升学路径指南"]] as const) {
  test(`${lang}: a visitor on a phone goes from a guide into the portal's login and back to the guides`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, guidePath(lang, "arts"));
    const link = page.getByRole("link", { name: label });
    await expect(link).toBeVisible();
    // The header stays within one quarter of the phone screen with the portal link in it.
    const header = await page.locator(".site-header").boundingBox();
    expect(header!.height).toBeLessThanOrEqual(PHONE.height / 4);
    await link.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
    // The login screen is the portal's (in its own language setting); its guides link leads back.
    await page.getByRole("link", { name: back }).first().click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.locator("h1")).toHaveText("升学路径指南");
  });
}

test("a logged-in student follows the guide header link straight to the portal home", async ({ page }) => {
  // The first login on a freshly started server (argon2id on a shared machine) can take longer than expect's 5 s.
  await fillLogin(page, STUDENT);
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 30_000 });
  await open(page, "/en/guides/military-academy");
  await page.getByRole("link", { name: "Log in · Portal" }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole("button", { name: /账号菜单/ })).toBeVisible();
});

for (const lang of ["zh", "en"] as const) {
  test(`${lang}: the college list opens in a new window from a guide, and the guide stays`, async ({ page, context }) => {
    await open(page, guidePath(lang, "military-academy"));
    // The hint is a visually hidden span, so the accessible name may carry a space before it.
    const name = lang === "zh" ? /^院校库\s?（在新窗口打开）$/ : /^college database\s?\(opens in a new window\)$/;
    const popupOpened = context.waitForEvent("page");
    await page.getByRole("link", { name }).click();
    const popup = await popupOpened;
    // A visitor meets the login first, with the college list as where to go next.
    await expect(popup).toHaveURL(/\/login\?redirect=%2Fwel%2Fcolleges%2Findex$/);
    await expect(page).toHaveURL(new RegExp(`${guidePath(lang, "military-academy")}$`));
    await popup.close();
  });
}

test("zh at 375 px: 本科 and 专科 are never split across two lines", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const slug of ["arts", "special-plans", "vocational-bachelor-bridge", "ethnic-minority-class"]) {
    await open(page, guidePath("zh", slug));
    const report = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const kept = [...main.querySelectorAll(".keep")];
      // Every occurrence in the page's text sits in a no-wrap span…
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const loose: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (/本科|专科/.test(node.textContent ?? "") && !(node.parentElement?.classList.contains("keep"))) loose.push(node.textContent!.slice(0, 30));
      }
      // …and each of those renders on a single line box.
      const split = kept.filter((element) => element.getClientRects().length > 1).map((element) => element.textContent);
      return { kept: kept.length, loose, split };
    });
    expect(report.kept, slug).toBeGreaterThan(5);
    expect(report.loose, slug).toEqual([]);
    expect(report.split, slug).toEqual([]);
  }
});

const searches = [
  { lang: "zh", query: "强基计划" },
  { lang: "zh", query: "本科" },
  { lang: "zh", query: "军检" },
  { lang: "en", query: "gaokao" },
] as const;
for (const { lang, query } of searches) {
  test(`${lang}: search excerpts for "${query}" read cleanly at 375 px`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, `${lang === "en" ? "/en" : ""}/search?q=${encodeURIComponent(query)}`);
    const excerpts = page.locator("#search-results li p");
    await expect(excerpts.first()).toBeVisible();
    const texts = await excerpts.allInnerTexts();
    expect(texts.length).toBeGreaterThan(3);
    for (const excerpt of texts) {
      expect(excerpt, "no leading punctuation").not.toMatch(/^[\s，。、；：！？）》」』”’,.;:!?)]/);
      if (lang === "zh") expect(excerpt, "no '. ' joins in Chinese").not.toMatch(/[\u4e00-\u9fff]\. /);
      else expect(excerpt, "no doubled full stops").not.toMatch(/[.?!:;]\. /);
    }
    if (query === "本科") {
      const split = await page.evaluate(() => [...document.querySelectorAll("#search-results .keep")].filter((element) => element.getClientRects().length > 1).length);
      expect(split).toBe(0);
      expect(await page.locator("#search-results .keep").count()).toBeGreaterThan(3);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const lang of ["zh", "en"] as const) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px: the guides changed for 2025–26 show their sources, none scrolls sideways, none loads scripts`, async ({ page }) => {
      test.setTimeout(300_000); // 15 guides on a shared 2-core machine
      await page.setViewportSize(width === 375 ? PHONE : { width, height: 900 });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      const problems: string[] = [];
      for (const slug of CHANGED) {
        await open(page, guidePath(lang, slug));
        await expect(page.locator(".sources, .prose").first()).toBeVisible();
        // guides-axe-all.spec.ts scans every guide in both languages at 375 px: a second scan here would find nothing new
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${slug}: scrolls sideways by ${overflow} px`);
      }
      expect(problems).toEqual([]);
      expect(scripts.filter((url) => !url.includes("axe")), "guide pages load no JavaScript").toEqual([]);
    });
  }
}

test("en: the military academy page lists the 2025 academies and the earlier figures as dated", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, "/en/guides/military-academy");
  const table = page.getByRole("region", { name: "The 22 military academies recruiting high-school graduates in 2025" });
  await expect(table.locator("tbody tr")).toHaveCount(22);
  await expect(table).toContainText("Army Arms University");
  await expect(page.getByText("Academies taking high-school graduates up to 2024")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
});

test("/ and /home answer with an HTTP redirect at once, not a page that waits before moving on", async ({ page }) => {
  for (const [path, target] of [["/", "/wel/index"], ["/home", "/login"]] as const) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(301);
    expect(response.status(), path).toBeLessThanOrEqual(308);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, path).toBe(target);
  }
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Redirecting")).toHaveCount(0);
});

test("the portal's guides links follow its language: English portal, English guides", async ({ page }) => {
  await open(page, "/login");
  await expect(page.getByRole("link", { name: "先看看升学路径指南" }).first()).toHaveAttribute("href", "/guides");
  await page.getByRole("button", { name: "English" }).click();
  const guides = page.getByRole("link", { name: "Read the admission route guides first" }).first();
  await expect(guides).toHaveAttribute("href", "/en/guides");
  await guides.click();
  await expect(page).toHaveURL(/\/en\/guides$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // Logged in with the portal in English, the footer's guides link leads to the English guides too.
  await open(page, "/login");
  await page.getByLabel("Tenant number (school number)").fill(STUDENT.tenant);
  await page.getByLabel("Account", { exact: true }).fill(STUDENT.account);
  await page.getByLabel("Password", { exact: true }).fill(STUDENT.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 30_000 });
  const footerLink = page.locator("footer").getByRole("link", { name: /guides/i });
  await expect(footerLink).toHaveAttribute("href", "/en/guides");
});
