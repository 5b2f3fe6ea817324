// The college screens in Chromium against the seeded server (portal.md §2 search, colleges/index, contrast; §4 follow;
// §7 favourites): filter and page the college list, open a school, follow and unfollow, compare three colleges,
// search 计算机 across colleges, majors, professions and guides, and see favourites on /mine/index — in Chinese and
// English, at 375 px, with axe. Other specs share the demo student: every college, major and profession these tests
// follow or save is one no other spec touches (海南, 西藏, 宁夏 universities; 510202; 2-02-27-01), and is restored.
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

const CLIENT = `Basic ${Buffer.from("qihang-web:public").toString("base64")}`;

/** A favourite call made with the page's own login (for majors and professions, whose screens another spec tests). */
async function favourite(page: Page, request: APIRequestContext, action: "add" | "delete", resourceType: 2 | 3, resourceId: string) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("qihang-token")!).content as string);
  const answer = await request.post(`/api/common/yuanxiao/${action}-my-favorite`, {
    headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${token}` },
    data: { resourceId, resourceType, userCode: STUDENT.account },
  });
  expect((await answer.json()).code).toBe(200);
}

const results = (page: Page) => page.locator("[data-college-list]");
const countStatus = (page: Page) => page.locator("[data-college-count]");

test("filter and page the college list, then open a school", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/colleges/index");
  await expect(page.getByRole("heading", { level: 1, name: "院校查询" })).toBeVisible();
  await expect(countStatus(page)).toHaveText(/共 \d+ 所院校，第 1 \/ \d+ 页/);
  await expect(results(page).locator("li[data-college]")).toHaveCount(10);
  await expectNoAxeViolations(page);

  // Filters: province and 985 narrow the list and go into the address.
  await page.getByLabel("所在省份").selectOption("11");
  await expect(page).toHaveURL(/province=11/);
  await page.getByRole("checkbox", { name: "985" }).check();
  await expect(page).toHaveURL(/province=11&feature=985/);
  await expect(countStatus(page)).toHaveText(/共 8 所院校/);
  for (const text of await results(page).locator("li[data-college] p.muted").allTextContents()) expect(text).toContain("北京市");
  await expect(results(page).getByRole("link", { name: "北京大学" })).toBeVisible();
  await page.getByLabel("院校类别").selectOption("理工");
  await expect(countStatus(page)).toHaveText(/共 2 所院校/);
  await page.getByRole("button", { name: "清除筛选" }).click();
  await expect(page).toHaveURL(/\/wel\/colleges\/index$/);

  // Keyword, level and paging.
  await page.getByLabel("院校名称或代码").fill("大学");
  await page.getByRole("button", { name: "查询", exact: true }).click();
  await expect(page).toHaveURL(/keyword=%E5%A4%A7%E5%AD%A6/);
  await page.getByLabel("办学层次").selectOption("本科");
  await expect(countStatus(page)).toHaveText(/第 1 \/ \d+ 页/);
  const firstPage = await results(page).locator("li[data-college]").first().getAttribute("data-college");
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(countStatus(page)).toHaveText(/第 2 \/ \d+ 页/);
  await expect(page.getByRole("heading", { name: "查询结果" })).toBeFocused();
  await expect(results(page).locator("li[data-college]").first()).not.toHaveAttribute("data-college", firstPage!);
  await page.getByLabel("排序").selectOption("code");
  await expect(page).toHaveURL(/sort=code/);
  await expect(countStatus(page)).toHaveText(/第 1 \/ \d+ 页/);
  // The address restores the same view.
  await page.reload();
  await expect(page.getByLabel("办学层次")).toHaveValue("本科");
  await expect(page.getByLabel("院校名称或代码")).toHaveValue("大学");
  await expect(page.getByLabel("排序")).toHaveValue("code");

  // Open a school.
  const link = results(page).locator("li[data-college] h3 a").first();
  const code = await results(page).locator("li[data-college]").first().getAttribute("data-college");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/wel/school/${code}/index/detail$`));
});

test("follow and unfollow a college from the list", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/colleges/index?province=46");
  const row = results(page).locator('li[data-college="10589"]');
  const button = row.locator("button[data-follow]");
  await expect(button).toBeVisible();
  // Leave it as another run may have: start unfollowed.
  if ((await button.getAttribute("data-followed")) === "true") {
    await button.click();
    await expect(button).toHaveAttribute("data-followed", "false");
  }
  await expect(button).toHaveText(/^☆关注海南大学$/);
  await button.click();
  await expect(button).toHaveText(/已关注/);
  await expect(page.getByText("已关注海南大学", { exact: true })).toBeAttached();
  await page.reload();
  await expect(button).toHaveText(/已关注/);
  await button.click();
  await expect(button).toHaveText(/^☆关注/);
  await page.reload();
  await expect(button).toHaveAttribute("data-followed", "false");
});

test("compare three colleges picked on the list, then change the comparison", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/colleges/index?province=12&feature=211");
  await expect(results(page).locator("li[data-college]")).toHaveCount(3);
  for (const code of ["10055", "10056"]) await results(page).locator(`input[data-compare="${code}"]`).check();
  const tray = page.getByRole("complementary", { name: "待对比的院校" });
  await expect(tray).toContainText("已选 2/4 所院校对比");
  await page.goto("/wel/colleges/index?province=42&feature=985");
  await results(page).locator('input[data-compare="10486"]').check();
  await expect(tray).toContainText("已选 3/4");
  await tray.getByRole("link", { name: "开始对比" }).click();
  await expect(page).toHaveURL(/\/wel\/contrast\?codes=10055,10056,10486$/);

  const table = page.locator("[data-contrast-table]");
  await expect(table.locator("thead th[scope=col]")).toHaveCount(3);
  await expect(table.locator("thead")).toContainText("南开大学");
  await expect(table.locator("thead")).toContainText("天津大学");
  await expect(table.locator("thead")).toContainText("武汉大学");
  for (const row of ["所在地", "院校类别", "办学性质", "办学层次", "主管部门", "院校特色"]) await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
  await expect(table.getByRole("row", { name: /办学性质/ })).toContainText("公办");
  await expect(table.getByRole("row", { name: /院校特色/ })).toContainText("双一流");
  // The student is from 广东: the latest score lines there, labelled as sample data.
  await expect(table.getByRole("rowheader", { name: "广东最新录取分数线" })).toBeVisible();
  await expect(table.locator('[data-scores="10055"]')).toContainText(/\d{4} 年/);
  await expect(table.locator('[data-scores="10055"]')).toContainText(/最低分 \d+，最低位次 [\d,]+/);
  await expect(table.locator('[data-scores="10055"] [data-sample]')).toHaveText("示例数据");
  await expect(page.locator("[data-sample-note]")).toContainText("不是真实录取数据");
  await expectNoAxeViolations(page);

  // Another province's lines.
  await page.getByLabel("录取分数线省份").selectOption("33");
  await expect(table.getByRole("rowheader", { name: "浙江最新录取分数线" })).toBeVisible();
  await expect(table.locator('[data-scores="10056"]')).toContainText("综合");

  // A fourth by search; a fifth is refused.
  const search = page.getByRole("region", { name: "搜索院校并添加" });
  await search.getByLabel("院校名称或代码").fill("复旦");
  await search.getByRole("button", { name: "查询" }).click();
  await search.locator('button[data-add="10246"]').click();
  await expect(page).toHaveURL(/codes=10055,10056,10486,10246$/);
  await expect(table.locator("thead th[scope=col]")).toHaveCount(4);
  await search.getByLabel("院校名称或代码").fill("北京");
  await search.getByRole("button", { name: "查询" }).click();
  await expect(search.locator('button[data-add="10001"]')).toBeDisabled();
  await expect(search).toContainText("最多同时比较 4 所院校");
  // Removing one leaves three.
  await page.getByRole("button", { name: "移除天津大学" }).click();
  await expect(table.locator("thead th[scope=col]")).toHaveCount(3);
  await expect(page).toHaveURL(/codes=10055,10486,10246$/);
});

test("search 计算机 shows colleges, majors, professions and guides, each with a count and a see-all link", async ({ page }) => {
  await login(page, STUDENT);
  const box = page.getByRole("searchbox", { name: "搜索院校、专业或职业" });
  await box.fill("计算机");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/wel\/search\?keywords=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“计算机”的搜索结果");
  const status = page.locator("[data-search-status]");
  await expect(status).toHaveAttribute("data-search-status", "done");
  // no college name holds 计算机: the colleges shown are the major's, and the count says so
  await expect(status).toHaveText(/院校 开设该专业 \d+ · 专业 \d+ · 职业 (开设该专业 )?\d+ · 升学路径指南 \d+/);

  const colleges = page.locator("#search-colleges");
  await expect(colleges).toContainText("没有名称含“计算机”的院校。");
  await expect(colleges.getByRole("heading", { level: 2 })).toHaveText(/^院校开设该专业 \d+$/);
  await expect(colleges).toContainText("开设“计算机科学与技术”专业的院校");
  expect(Number(await colleges.getAttribute("data-count"))).toBeGreaterThan(0);
  await expect(colleges.locator("[data-related=colleges] a").first()).toHaveAttribute("href", /^\/wel\/school\/\d{5}\/index\/detail$/);
  const related = Number(await colleges.getAttribute("data-count"));
  if (related > 12) {
    await expect(colleges.locator("[data-related=colleges] a")).toHaveCount(12);
    await colleges.getByRole("button", { name: `显示全部 ${related} 所` }).click();
    await expect(colleges.locator("[data-related=colleges] a")).toHaveCount(related);
    await expect(colleges.locator("[data-related=colleges] a").nth(12)).toBeFocused();
  }

  const majors = page.locator("#search-majors");
  await expect(majors.getByRole("link", { name: "计算机科学与技术" })).toHaveAttribute("href", "/wel/major/small/080901");
  await expect(majors.getByRole("link", { name: "计算机应用技术" })).toHaveAttribute("href", "/wel/major/small/510201");
  await expect(majors.getByRole("link", { name: /查看本科专业/ })).toHaveAttribute("href", "/wel/major/index?q=%E8%AE%A1%E7%AE%97%E6%9C%BA");
  await expect(majors.getByRole("link", { name: /查看专科专业/ })).toHaveAttribute("href", "/wel/major/index?level=zhuan&q=%E8%AE%A1%E7%AE%97%E6%9C%BA");
  expect(Number(await majors.getAttribute("data-count"))).toBeGreaterThanOrEqual(3);

  const professions = page.locator("#search-professions");
  await expect(professions.getByRole("link", { name: "软件工程师", exact: true })).toHaveAttribute("href", "/wel/job/middle/2-02-10-01");

  const guides = page.locator("#search-guides");
  expect(Number(await guides.getAttribute("data-count"))).toBeGreaterThan(0);
  await expect(guides.locator("[data-guide] a").first()).toHaveAttribute("href", /^\/guides\/[a-z-]+$/);
  await expect(guides.getByRole("link", { name: /强基计划/ })).toHaveAttribute("href", "/guides/strong-foundation");
  await expect(guides.getByRole("link", { name: "在全部指南中搜索“计算机”" })).toHaveAttribute("href", "/search?q=%E8%AE%A1%E7%AE%97%E6%9C%BA");
  await expectNoAxeViolations(page);

  // A name that colleges and professions hold: their own lists and see-all links.
  await page.goto("/wel/search?keywords=" + encodeURIComponent("工程"));
  await expect(status).toHaveAttribute("data-search-status", "done");
  await expect(page.locator("#search-colleges").getByRole("link", { name: /查看全部 \d+ 所院校/ })).toHaveAttribute("href", "/wel/colleges/index?keyword=%E5%B7%A5%E7%A8%8B");
  await expect(page.locator("#search-professions").getByRole("link", { name: /查看全部 \d+ 个职业/ })).toHaveAttribute("href", "/wel/job/index?q=%E5%B7%A5%E7%A8%8B");
  await expect(page.locator("#search-colleges li[data-college]").first()).toBeVisible();
});

test("a visitor's search shows the guides and a way to log in", async ({ page }) => {
  await page.goto("/wel/search?keywords=" + encodeURIComponent("强基计划"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“强基计划”的搜索结果");
  await expect(page.locator("[data-search-login]")).toContainText("登录后可以同时搜索院校、专业和职业");
  await expect(page.locator("#search-guides [data-guide]").first()).toBeVisible();
  await expect(page.locator("#search-colleges")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("favourites appear on /mine/index and can be removed there", async ({ page, request }) => {
  await login(page, STUDENT);
  await page.goto("/wel/colleges/index?province=54");
  const button = results(page).locator('li[data-college="10694"] button[data-follow]');
  await expect(button).toBeVisible();
  if ((await button.getAttribute("data-followed")) === "false") await button.click();
  await expect(button).toHaveAttribute("data-followed", "true");
  await favourite(page, request, "add", 2, "510202");
  await favourite(page, request, "add", 3, "2-02-27-01");

  await page.goto("/mine/index");
  const section = page.locator("[data-favourites]");
  await expect(section.getByRole("heading", { name: "我的收藏" })).toBeVisible();
  await expect(section.locator('[data-favourite-college="10694"]')).toContainText("西藏大学");
  await expect(section.locator('[data-favourite-major="510202"]')).toContainText("计算机网络技术");
  await expect(section.locator('[data-favourite-major="510202"] a')).toHaveAttribute("href", "/wel/major/small/510202");
  await expect(section.locator('[data-favourite-profession="2-02-27-01"]')).toContainText("环境工程技术人员");
  await expect(section.locator("[data-by-province]")).toContainText("西藏自治区");
  await expect(page.locator('[data-shortcut="favourites"] a')).toHaveAttribute("href", "#favourites");
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: /取消收藏\s*计算机网络技术/ }).click();
  await expect(section.locator('[data-favourite-major="510202"]')).toHaveCount(0);
  await section.getByRole("button", { name: /取消收藏\s*环境工程技术人员/ }).click();
  await expect(section.locator('[data-favourite-profession="2-02-27-01"]')).toHaveCount(0);
  await section.getByRole("button", { name: /取消关注\s*西藏大学/ }).click();
  await expect(section.locator('[data-favourite-college="10694"]')).toHaveCount(0);
  await page.reload();
  await expect(section.getByRole("heading", { name: "关注的院校" })).toBeVisible();
  await expect(section.locator('[data-favourite-college="10694"]')).toHaveCount(0);
});

test.describe("in English at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the college list collapses its filters and fits; compare and search read in English", async ({ page }) => {
    await login(page, STUDENT);
    await toEnglish(page, { closeSettings: true });
    await page.goto("/wel/colleges/index");
    await expect(page.getByRole("heading", { level: 1, name: "Colleges" })).toBeVisible();
    await expect(countStatus(page)).toHaveText(/\d+ colleges, page 1 of \d+/);
    const toggle = page.getByRole("button", { name: "Filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Province")).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Province").selectOption("44");
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(results(page).locator("li[data-college]").first()).toContainText("Guangdong");
    // the list is dimmed while it reloads and fades back in: axe reads the colours once it is settled
    await expect(page.locator("[data-college-list]")).toHaveAttribute("aria-busy", "false");
    await expect(page.locator("[data-college-list]")).toHaveCSS("opacity", "1");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/wel/contrast?codes=10001,10003,10246");
    await expect(page.getByRole("heading", { level: 1, name: "Compare colleges" })).toBeVisible();
    const table = page.locator("[data-contrast-table]");
    await expect(table.getByRole("rowheader", { name: "Latest score lines in Guangdong" })).toBeVisible();
    await expect(table.locator('[data-scores="10001"]')).toContainText(/lowest score \d+/);
    await expect(table.locator('[data-scores="10001"] [data-sample]')).toHaveText("Sample data");
    await expect(table.getByRole("row", { name: /Ownership/ })).toContainText("Public");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/wel/search?keywords=" + encodeURIComponent("计算机"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “计算机”");
    await expect(page.locator("[data-search-status]")).toHaveAttribute("data-search-status", "done");
    await expect(page.locator("#search-majors")).toContainText("Bachelor's");
    await expect(page.locator("[data-search-status]")).toContainText(/Colleges \d+ via the major/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/mine/index");
    await expect(page.locator("[data-favourites]").getByRole("heading", { name: "My favourites" })).toBeVisible();
    await expect(page.locator("[data-favourites]").getByRole("heading", { name: "Followed colleges" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("follows from the list in English", async ({ page }) => {
    await login(page, STUDENT);
    await toEnglish(page, { closeSettings: true });
    await page.goto("/wel/colleges/index?province=64");
    const button = results(page).locator('li[data-college="10749"] button[data-follow]');
    await expect(button).toBeVisible();
    if ((await button.getAttribute("data-followed")) === "true") {
      await button.click();
      await expect(button).toHaveAttribute("data-followed", "false");
    }
    await button.click();
    await expect(button).toHaveText(/Following|Followed/);
    await button.click();
    await expect(button).toHaveAttribute("data-followed", "false");
    await expectNoSidewaysScroll(page);
  });
});
