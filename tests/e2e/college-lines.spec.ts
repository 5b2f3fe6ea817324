// Issue 15 in Chromium against the seeded server: a student from 广东 (物理类) sees on each college card the newest
// admission line there — year, subject type, batch, lowest score and rank, labelled as sample data — or is told
// plainly that the province has none; the comparison adds three years of lines, plan counts and subject requirements
// with "no data" where a year holds none. Chinese and English, 1280 px and 375 px, axe. The expected figures are read
// from the school page's own call (map-province-college-score), so a card showing another year, type or batch fails.
import { test, expect, type Page } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

const CLIENT = `Basic ${Buffer.from("qihang-web:public").toString("base64")}`;
const SHOTS = process.env.SHOTS_DIR;

type Row = { year: number; subjectType: string; batch: string; minScore: number | null; minRank: number | null; planCount: number | null };

async function call<T>(page: Page, path: string, data: object): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("qihang-token")!).content as string);
  const answer = await page.request.post(`/api/common/yuanxiao/${path}`, { headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${token}` }, data });
  const json = await answer.json();
  expect(json.code).toBe(200);
  return json.data as T;
}

/** 10001's 物理类 rows in 广东 by year, as the school page reads them. */
async function guangdongRows(page: Page, code: string): Promise<Map<number, Row[]>> {
  const map = await call<Record<string, Row[]>>(page, "map-province-college-score", { code, province: "44" });
  return new Map(Object.entries(map).map(([year, rows]) => [Number(year), rows.filter((r) => r.subjectType === "物理类")]));
}

/** A college the student's province has no line for (a 专科 school or one that does not admit in 广东). */
async function bareCollege(page: Page): Promise<string> {
  const list = await call<{ records: { collegeCode: string; provinceLine: unknown }[] }>(page, "list-by-page", { pageIndex: 1, pageSize: 200 });
  const bare = list.records.find((r) => r.provinceLine === null);
  expect(bare, "a college without a line in 广东").toBeTruthy();
  return bare!.collegeCode;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const fmt = (n: number, lang: "zh" | "en") => n.toLocaleString(lang === "en" ? "en-GB" : "zh-CN");

for (const width of [1280, 375]) {
  test(`cards and comparison show the student's province's lines, zh and en, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, STUDENT);
    const rows = await guangdongRows(page, "10001");
    const newest = Math.max(...[...rows.keys()].filter((y) => rows.get(y)!.length > 0));
    const line = rows.get(newest)!.find((r) => r.batch === "本科批")!;
    const bare = await bareCollege(page);

    // ---- the card of 北京大学 (10001), and one without a line
    await page.goto("/wel/colleges/index?keyword=10001");
    const card = page.locator('[data-province-line="10001"]');
    await expect(card).toContainText("本省最新录取");
    await expect(card.locator("[data-line-scope]")).toHaveText(`广东 · 物理类 · ${newest} 年本科批`);
    await expect(card.locator("[data-line-score]")).toHaveText(`最低分 ${fmt(line.minScore!, "zh")}`);
    await expect(card.locator("[data-line-rank]")).toHaveText(`最低位次 ${fmt(line.minRank!, "zh")}`);
    await expect(card.locator("[data-sample]")).toHaveText("示例数据");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `cards-zh-${width}`);

    await page.goto(`/wel/colleges/index?keyword=${bare}`);
    const none = page.locator(`[data-province-line="${bare}"]`);
    await expect(none).toHaveText("本省暂无录取数据（广东 · 物理类）");
    await expect(page.locator(`li[data-college="${bare}"]`)).not.toContainText("最低分");

    // ---- the comparison: three years for 10001, "无数据" for every year of the bare college
    await page.goto(`/wel/contrast?codes=10001,${bare}`);
    const table = page.locator("[data-contrast-table]");
    await expect(table.getByRole("rowheader", { name: "广东录取线（近三年）" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "广东招生计划人数（近三年）" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "广东选科要求（近三年）" })).toBeVisible();
    const lines = table.locator('[data-facts="line"][data-college="10001"] li[data-year]');
    await expect(lines).toHaveCount(3);
    const years = [newest, newest - 1, newest - 2];
    for (const [i, year] of years.entries()) {
      const regular = rows.get(year)!.find((r) => r.batch === "本科批")!;
      await expect(lines.nth(i)).toContainText(`${year} 年 · 物理类`);
      await expect(lines.nth(i)).toContainText(`最低分 ${fmt(regular.minScore!, "zh")}`);
      await expect(lines.nth(i)).toContainText(`最低位次 ${fmt(regular.minRank!, "zh")}`);
      await expect(lines.nth(i).locator("[data-sample]")).toHaveText("示例数据");
      const plan = rows.get(year)!.reduce((sum, r) => sum + (r.planCount ?? 0), 0);
      await expect(table.locator(`[data-facts="plan"][data-college="10001"] li[data-year="${year}"]`)).toContainText(`${fmt(plan, "zh")} 人`);
      await expect(table.locator(`[data-facts="requirements"][data-college="10001"] li[data-year="${year}"]`)).toContainText(/个专业/);
    }
    for (const kind of ["line", "plan", "requirements"]) {
      await expect(table.locator(`[data-facts="${kind}"][data-college="${bare}"] [data-no-data]`)).toHaveCount(3);
      await expect(table.locator(`[data-facts="${kind}"][data-college="${bare}"] [data-no-data]`).first()).toHaveText("无数据");
    }
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `contrast-zh-${width}`);

    // ---- the same in English
    await toEnglish(page, { closeSettings: true });
    await expect(table.getByRole("rowheader", { name: "Admission lines in Guangdong (last 3 years)" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Places planned in Guangdong (last 3 years)" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Subject requirements in Guangdong (last 3 years)" })).toBeVisible();
    await expect(lines.first()).toContainText(`${newest} · Physics track`);
    await expect(lines.first()).toContainText(`lowest score ${fmt(line.minScore!, "en")}`);
    await expect(lines.first().locator("[data-sample]")).toHaveText("Sample data");
    await expect(table.locator(`[data-facts="line"][data-college="${bare}"] [data-no-data]`).first()).toHaveText("No data");
    await expect(table.locator('[data-facts="requirements"][data-college="10001"]')).toContainText(/\d+ majors/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `contrast-en-${width}`);

    await page.goto("/wel/colleges/index?keyword=10001");
    await expect(card.locator("[data-line-scope]")).toHaveText(`Guangdong · Physics track · ${newest} Bachelor's batch`);
    await expect(card.locator("[data-line-score]")).toHaveText(`lowest score ${fmt(line.minScore!, "en")}`);
    await expect(card.locator("[data-line-rank]")).toHaveText(`lowest rank ${fmt(line.minRank!, "en")}`);
    await expect(card.locator("[data-sample]")).toHaveText("Sample data");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `cards-en-${width}`);

    await page.goto(`/wel/colleges/index?keyword=${bare}`);
    await expect(page.locator(`[data-province-line="${bare}"]`)).toHaveText("No admissions in your province yet (Guangdong · Physics track)");

    // the search results reuse the card's line
    await page.goto("/wel/search?keywords=" + encodeURIComponent("北京大学"));
    await expect(page.locator('[data-province-line="10001"] [data-line-score]')).toHaveText(`lowest score ${fmt(line.minScore!, "en")}`);
    await expectNoAxeViolations(page);
  });
}

test("a page of twenty cards shows a line or an honest 'none' on every card, in one list call", async ({ page }) => {
  await login(page, STUDENT);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/common/yuanxiao/")) calls.push(new URL(request.url()).pathname);
  });
  await page.goto("/wel/colleges/index?size=20");
  const cards = page.locator("[data-college-list] li[data-college]");
  await expect(cards).toHaveCount(20);
  await expect(page.locator("[data-college-list] [data-province-line]")).toHaveCount(20);
  for (const text of await page.locator("[data-college-list] [data-province-line]").allInnerTexts()) {
    expect(text).toMatch(/最低分 [\d,]+|本省暂无录取数据/);
  }
  expect(calls.filter((path) => path.endsWith("/list-by-page"))).toHaveLength(1);
  expect(calls.filter((path) => !path.endsWith("/list-by-page") && !path.includes("favorite"))).toEqual([]);
});
