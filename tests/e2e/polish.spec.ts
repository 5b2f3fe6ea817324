// Portal polish a student notices (issue 15): the change-password card opens its dialog, the colour presets sit in one
// row, and on a phone the bar of open pages shows the current page's tab.
import { test, expect } from "@playwright/test";
import { DEMO, DEMO_GRADE, OTHER_STUDENT, PARENT, STUDENT, expectNoAxeViolations, login } from "./portal-helpers";

test("the 修改密码 card on /mine/index opens the change-password dialog, in Chinese and English", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/mine/index");
  await page.getByRole("button", { name: /^修改密码/ }).click();
  const dialog = page.getByRole("dialog", { name: "修改密码" });
  await expect(dialog.getByLabel("原密码")).toBeVisible();
  await expectNoAxeViolations(page, "[data-dialog]:is([open])");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "界面设置" }).click();
  await page.getByRole("button", { name: "English" }).click();
  await page.getByRole("button", { name: /^Change password/ }).click();
  await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
});

test("the colour presets of the settings panel sit in one row, at 1280 and 375 px", async ({ page }) => {
  await login(page, PARENT);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole("button", { name: "界面设置" }).click();
    const swatches = page.getByRole("button", { name: /^主题色 #/ });
    await expect(swatches).toHaveCount(8);
    const tops = await swatches.evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.keyboard.press("Escape");
  }
});

test("at 375 px the bar of open pages and the section menu scroll the current page's item into view", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, PARENT);
  // open enough pages that their tabs overflow the bar
  for (const path of ["/mine/index", "/wel/colleges/index", "/wel/major/index", "/wel/job/index", "/wel/batchLine/index", "/wel/burst"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
  }
  const bar = page.getByRole("navigation", { name: "已打开的页面" }).locator("ul");
  const inView = () => bar.evaluate((list) => {
    const current = list.querySelector(".tabs-bar__tab--current")!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return list.scrollWidth > list.clientWidth && current.left >= box.left - 1 && current.right <= box.right + 1;
  });
  await expect.poll(inView).toBe(true);
  // the section menu's last items (一分一段 and after) are off the right edge of a phone unless it scrolls to them
  const sectionMenu = page.getByRole("navigation", { name: "栏目菜单" }).locator("ul");
  await expect.poll(() => sectionMenu.evaluate((list) => {
    const current = list.querySelector('a[aria-current="page"]')!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return list.scrollWidth > list.clientWidth && current.left >= box.left - 1 && current.right <= box.right + 1;
  })).toBe(true);
  // back to the first page's tab: the bar scrolls back to show it
  await page.goto("/mine/index");
  await expect.poll(inView).toBe(true);
});

test("on a phone the header keeps to a quarter of the screen, every top-bar label fits, and search opens on request", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, PARENT);
  await page.goto("/wel/burst");
  const measure = () => page.evaluate(() => {
    const bottom = Math.max(...[...document.querySelectorAll("header.portal-bar, .section-menu, .tabs-bar")].map((e) => e.getBoundingClientRect().bottom));
    const nav = document.querySelector(".portal-nav")!.getBoundingClientRect();
    const cut = [...document.querySelectorAll(".portal-nav a")].filter((a) => a.getBoundingClientRect().right > nav.right + 1).map((a) => a.textContent);
    return { bottom, cut };
  });
  for (const lang of ["zh", "en"] as const) {
    if (lang === "en") {
      await page.getByRole("button", { name: "界面设置" }).click();
      await page.getByRole("button", { name: "English" }).click();
      await page.reload();
    }
    await expect(page.locator(".section-menu")).toBeVisible();
    const { bottom, cut } = await measure();
    expect(bottom, `${lang}: header, section menu and tabs end by a quarter of 740 px`).toBeLessThanOrEqual(740 / 4);
    expect(cut, `${lang}: top-bar labels cut off`).toEqual([]);
  }
  const links = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link");
  await expect(links).toHaveCount(4);
  for (const [i, name] of ["Home", "Career", "Applications", "Mine"].entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
  const box = page.getByRole("searchbox", { name: "Search colleges, majors or professions" });
  await expect(box).toBeHidden();
  await page.getByRole("button", { name: "Show search" }).click();
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page);
  await box.fill("医学");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/wel\/search\?keywords=%E5%8C%BB%E5%AD%A6/);
  // the search page keeps its field open, with what was searched for
  await expect(box).toHaveValue("医学");
});

test("the demo data fits today's date: a grade-11 student with a grade-11 notice, a grade-12 student at the second school with open tasks", async ({ page, browser }) => {
  await login(page, STUDENT);
  const main = page.locator("main");
  await expect(main).toContainText(`${DEMO_GRADE} 3班`);
  await expect(main).toContainText("高二");
  const news = page.locator("section[aria-labelledby=home-news]");
  await expect(news).toContainText("高二学业水平合格性考试报名通知");
  await expect(news).not.toContainText("高三");
  // the school's tasks are listed (other specs complete them for this student, so open or done)
  await expect(page.locator("[data-task-status]").first()).toBeVisible();

  // the second school names its grades by graduating class: grade 12 now, so it graduates next summer
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await login(other, OTHER_STUDENT);
  const otherMain = other.locator("main");
  await expect(otherMain).toContainText(`${DEMO.secondEnrolment + 3}届`);
  await expect(otherMain).toContainText("高三");
  await expect(otherMain).not.toContainText("已毕业");
  await expect(other.locator("section[aria-labelledby=home-news]")).toContainText("高三志愿填报指导家长会通知");
  await expect(other.locator("[data-task-status=todo]").first()).toBeVisible();
  await expectNoAxeViolations(other);
  // the same in English on a phone
  await other.setViewportSize({ width: 375, height: 740 });
  await other.getByRole("button", { name: "界面设置" }).click();
  await other.getByRole("button", { name: "English" }).click();
  await other.keyboard.press("Escape");
  await expect(otherMain).toContainText(`Class of ${DEMO.secondEnrolment + 3}`);
  await expect(otherMain).toContainText("Grade 12");
  await expect(otherMain).not.toContainText("Graduated");
  await expectNoAxeViolations(other);
  await otherContext.close();
});

// "本 / 科" split over two lines reads as two unrelated characters. Every 本科 / 专科 the portal's screens show sits in
// text that cannot wrap inside the word (the guides' no-wrap span); checked on the screens where the words appear
// most: the college list and its cards' lines, the major catalogue, the data tools and the career pages.
test("zh at 375 px: 本科 and 专科 are never split across two lines on the portal's screens", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  const screens = ["/wel/colleges/index", "/wel/major/index", "/wel/index", "/volunteer/index", "/wel/school/10001/scoreline", "/career/index", "/career/target/report", "/career/course-by-college?code=10001"];
  let seen = 0;
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const found = await page.evaluate(() => {
      const loose: string[] = [];
      let count = 0;
      const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/本科|专科/g)) {
          count += 1;
          let element: Element | null = node.parentElement;
          while (element && getComputedStyle(element).textWrapMode !== "nowrap") element = element.parentElement;
          if (!element) loose.push(text.slice(Math.max(0, match.index - 6), match.index + 8));
        }
      }
      return { loose, count };
    });
    expect(found.loose, path).toEqual([]);
    seen += found.count;
  }
  // the check read real text: the college cards, the catalogue's level buttons and the data tools name the words
  expect(seen).toBeGreaterThan(20);
});
