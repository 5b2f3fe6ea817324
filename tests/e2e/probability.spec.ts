// 录取概率 /wel/probability and /wel/probability/detail in Chromium against the real server and the seeded demo data:
// a rank lookup lists units with bands and percentages, the 保 tab shows only 保, a name filter says it searched every
// unit of the batch (not the rank window), a 专项 eligibility stated in the profile
// is kept and changes a 地方专项 unit's tag in the list, the detail's table has the chart's
// years, a bad score keeps what was typed and says why beside it, a refused unit shows its reason and no number; both
// languages, 375 px, axe.
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, STUDENT, apiHeaders, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";
import { applicationYear, latestPublishedYear } from "../../src/domain/calendar";
import { RANK_UNPUBLISHED } from "../../src/server/db/seed/generator";

/** the demo student (高二) applies in their own year, by the calendar; the demo data's newest admission year is 2025 */
const OWN_YEAR = applicationYear(new Date(), { enrolment: DEMO.demoEnrolment }).year;
const PUBLISHED = latestPublishedYear(new Date());
const DATA_YEAR = 2025;

const LIST = "/wel/probability?province=44&subjectType=物理类&batch=本科批";
const PERCENT = /^(>99%|<1%|\d{1,2}%)$/;

const units = (page: Page) => page.locator("[data-units] > li");
const CLIENT = { Authorization: `Basic ${Buffer.from("qihang-web:public").toString("base64")}` };

async function apiToken(request: APIRequestContext): Promise<string> {
  const r = await request.post(`/api/blade-auth/token?tenantId=${STUDENT.tenant}&username=${STUDENT.account}&password=${encodeURIComponent(STUDENT.password)}&grantType=password&type=account`,
    { headers: { ...CLIENT, "Tenant-Id": STUDENT.tenant, "User-Type": "career" } });
  return (await r.json()).data.accessToken as string;
}

// A freshly seeded server can take several seconds over its first requests; one API login and one call per worker
// before the tests keep the login form's 5 s wait about the screens, not the warm-up.
test.beforeAll(async ({ request }, info) => {
  info.setTimeout(60_000);
  const token = await apiToken(request);
  await request.post("/api/common/CeGL/getLqgl", { headers: { ...CLIENT, "Blade-Auth": `bearer ${token}` }, data: { province: "44", subjectType: "物理类", rank: 20000, size: 1 } });
});

async function lookUpRank(page: Page, rank: string, labels = { rank: "位次", field: "你的位次", submit: "估算" }) {
  await page.getByRole("radio", { name: labels.rank, exact: true }).check();
  await page.getByLabel(labels.field, { exact: true }).fill(rank);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

test.describe("录取概率", () => {
  test("a rank lists units with bands, percentages and words; the 保 tab shows only 保; the inputs stay in the address", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/probability");
    await expect(page.locator("h1")).toHaveText("录取概率");
    // the student's own province and subject type
    await expect(page.getByLabel("省份")).toHaveValue("44");
    await expect(page.getByLabel("科类")).toHaveValue("物理类");
    // no 高考 score saved: nothing is filled in (a school exam total is not a 高考 score) and the page says so
    await expect(page.locator("[data-score-origin=none]")).toContainText("学校考试的总分不是高考分数");
    await expect(page.getByLabel("你的分数", { exact: true })).toHaveValue("");
    await expect(page).not.toHaveURL(/score=/);

    await lookUpRank(page, "20000");
    await expect(page.locator("[data-score-origin=typed]")).toContainText("用的是你在上面输入的位次 20,000");
    // the chances are for the student's own application year, the distance from the newest data said in words
    await expect(page.locator("[data-year-basis=own]")).toContainText(`按你的高考年份 ${OWN_YEAR} 年（${DEMO.demoEnrolment}级，${OWN_YEAR} 年 6 月高考）估算`);
    await expect(page.locator("[data-basis] [data-rank-from=rank]")).toContainText(`估算 ${OWN_YEAR} 年的录取概率`);
    await expect(page.locator("[data-forecast-ahead]")).toContainText(`这是 ${OWN_YEAR - DATA_YEAR} 年后的预测：最新的投档数据是 ${DATA_YEAR} 年的`);
    if (PUBLISHED > DATA_YEAR) await expect(page.locator("[data-not-imported]")).toContainText(`${PUBLISHED} 年的录取已经结束，但本站还没有导入该年的投档数据`);
    await expect(page).toHaveURL(/mode=rank/);
    await expect(page).toHaveURL(/rank=20000/);
    await expect(page.locator("[data-basis] [data-rank-from=rank]")).toContainText("20,000");
    await expect(units(page).first()).toBeVisible();
    const count = await units(page).count();
    expect(count).toBeGreaterThan(0);
    // every stated unit: a band in words (保/稳/冲/难) and a percentage, with the chance in words; refused ones a reason
    for (let i = 0; i < Math.min(count, 8); i++) {
      const row = units(page).nth(i);
      const band = await row.getAttribute("data-row-band");
      await expect(row.locator("[data-band]")).toHaveText(band === "refused" ? /不估算/ : new RegExp(band!));
      if (band === "refused") {
        await expect(row.locator("[data-refusal]")).toContainText("原因：");
        await expect(row.locator("[data-probability]")).toHaveCount(0);
      } else {
        await expect(row.locator("[data-probability]")).toHaveText(PERCENT);
        await expect(row.locator("[data-words]")).toHaveText(/你这个位次的考生/);
        await expect(row.locator("[data-predicted]")).toHaveText(/^[\d,]+（[\d,]+–[\d,]+）$/);
      }
    }
    // best chance first: the stated probabilities never rise down the list
    const stated = (await page.locator("[data-units] [data-probability]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-probability")))));
    expect(stated).toEqual([...stated].sort((a, b) => b - a));
    await expect(page.locator("[data-sample]").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // the 保 tab: only 保, and its count is the tab's
    const safeTab = page.locator("[data-tab=保]");
    const safeCount = Number((await safeTab.textContent())!.match(/(\d+)/)![1]);
    expect(safeCount).toBeGreaterThan(0);
    await safeTab.click();
    await expect(safeTab).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/band=%E4%BF%9D|band=保/);
    await expect(page.locator("[data-summary]")).toContainText(`共 ${safeCount.toLocaleString("zh-CN")} 个单位`);
    const safeRows = await units(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-row-band")));
    expect(safeRows.length).toBeGreaterThan(0);
    expect(new Set(safeRows)).toEqual(new Set(["保"]));

    // reach first
    await page.locator("[data-tab=all]").click();
    await page.getByLabel("排序").selectOption("asc");
    await expect(page).toHaveURL(/order=asc/);
    await expect(units(page).first()).toBeVisible();
    const reach = await page.locator("[data-units] [data-probability]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-probability"))));
    expect(reach).toEqual([...reach].sort((a, b) => a - b));

    // the address keeps it all
    await page.reload();
    await expect(page.getByLabel("你的位次", { exact: true })).toHaveValue("20000");
    await expect(page.getByLabel("排序")).toHaveValue("asc");

    // a name filter searches every unit of the batch, and the line above the list says so instead of the rank window
    await expect(page.locator("[data-summary]")).toHaveAttribute("data-searched", "window");
    await expect(page.locator("[data-summary]")).toContainText("倍之间");
    await page.getByRole("textbox", { name: "院校或单位名称" }).fill("大学");
    await page.getByRole("button", { name: "筛选", exact: true }).click();
    await expect(page.locator("[data-summary]")).toHaveAttribute("data-searched", "keyword");
    await expect(page.locator("[data-summary]")).toContainText("查的是本科批的全部单位：名称含“大学”的都列出");
    await expect(page.locator("[data-summary]")).not.toContainText("倍");
  });

  test("a saved estimate of the 高考 score is what the page starts from, and it says so; a 专项 eligibility stated in the profile is kept and tags the list", async ({ page, request }) => {
    // another student of the demo school (历史类), so the demo student's pages stay as the other tests expect
    const ZHANGHUA = { tenant: "000000", account: "zhanghua", password: "Student@2026" };
    const headers = await apiHeaders(request, ZHANGHUA);
    const eligibility = (plans: string[]) => request.post("/api/common/volunteer/eligibility/save", { headers, data: { plans } });
    // a run tried again starts from no eligibility too
    expect((await (await eligibility([])).json()).code).toBe(200);
    await login(page, ZHANGHUA);
    await page.goto("/mine/index");
    const card = page.locator("[data-part=gaokao]");
    await expect(card).toContainText(`${OWN_YEAR} 年高考`);
    await card.getByLabel("高考分数（满分 750）").fill("520");
    await card.getByLabel("备注（可不填）").fill("按期中考试估计");
    await card.getByRole("button", { name: "保存", exact: true }).click();
    await expect(card.locator("[data-saved-score=estimate]")).toContainText("分数 520");
    await expect(card.locator("[data-score-source]")).toHaveText("来源：你自己估计");

    await page.goto("/wel/probability");
    await expect(page.getByLabel("科类")).toHaveValue("历史类");
    await expect(page.getByLabel("你的分数", { exact: true })).toHaveValue("520");
    await expect(page.locator("[data-score-origin=estimate]")).toContainText("用的是你自己估计的高考分数（或位次）520");
    await expect(page.locator("[data-basis] [data-rank-from=score]")).toContainText("你的分数 520");

    await page.goto("/mine/index");
    await card.getByRole("button", { name: "清除", exact: true }).click();
    await expect(card.locator("[data-saved-score=none]")).toBeVisible();

    // 专项: a 地方专项 unit (物理类 本科批, near rank 60,000, where the seed has several) is tagged as one the student has
    // not said they qualify for…
    const near = await request.post("/api/common/CeGL/getLqgl", { headers, data: { province: "44", subjectType: "物理类", batch: "本科批", rank: 60000, size: 1000 } });
    const special = ((await near.json()).data.records as { planType: string; collegeName: string }[]).find((u) => u.planType === "地方专项");
    expect(special, "a 地方专项 unit near rank 60,000").toBeTruthy();
    const list = `${LIST}&mode=rank&rank=60000&keyword=${encodeURIComponent(special!.collegeName)}`;
    await page.goto(list);
    const tag = page.locator("[data-units] [data-special-tag]").filter({ hasText: "地方专项" }).first();
    await expect(tag).toHaveAttribute("data-special-tag", "not-eligible");
    await expect(tag).toHaveText("地方专项：你未确认符合条件");
    // …the student says in the profile that they qualify, and it is kept…
    await page.goto("/info/index");
    const plans = page.locator("[data-special-plans]");
    await expect(plans.locator("[data-special-chosen]")).toHaveText("没有选择：专项计划不会推荐。");
    await plans.getByLabel("地方专项", { exact: true }).check();
    await plans.getByRole("button", { name: "保存专项资格" }).click();
    await expect(plans.locator("[data-special-chosen]")).toHaveText("已选择：地方专项");
    await page.reload();
    await expect(plans.getByLabel("地方专项", { exact: true })).toBeChecked();
    await expect(plans.getByLabel("国家专项", { exact: true })).not.toBeChecked();
    await expectNoAxeViolations(page);
    // …and the same unit is now tagged as one they qualify for
    await page.goto(list);
    await expect(tag).toHaveAttribute("data-special-tag", "eligible");
    await expect(tag).toHaveText("地方专项：你符合条件");
    expect((await (await eligibility([])).json()).code).toBe(200);
  });

  test("a score is read off the table as a rank, and the page says so", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto(`${LIST}&score=600`);
    const basis = page.locator("[data-basis] [data-rank-from=score]");
    await expect(basis).toContainText("你的分数 600");
    await expect(basis).toContainText("一分一段表中对应位次");
    // the demo data's newest table is 2025's: a published year not imported is named as such, never as not yet published
    const older = page.locator("[data-basis] [data-older-table]");
    await expect(older).toContainText(PUBLISHED > DATA_YEAR
      ? `${PUBLISHED} 年的一分一段表已公布，但本站还没有导入，上面的位次是用 ${DATA_YEAR} 年的表换算的`
      : `${OWN_YEAR} 年的一分一段表要到 ${OWN_YEAR} 年高考成绩公布后`);
    await expect(older).not.toContainText("还没有公布");
    await expect(units(page).first()).toBeVisible();
  });

  test("a bad score is explained beside the field in the reader's language and keeps what was typed", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto(`${LIST}&score=600`);
    await expect(units(page).first()).toBeVisible();
    const field = page.getByLabel("你的分数", { exact: true });
    await field.fill("800");
    await page.getByRole("button", { name: "估算", exact: true }).click();
    const error = page.locator("[data-input-error]");
    await expect(error).toHaveText("分数应在 0–750 之间（广东满分 750 分）。");
    await expect(field).toHaveValue("800");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // checked in the page: nothing is sent, so the address and the list are still those of 600
    await expect(page).toHaveURL(/score=600/);
    await expect(units(page).first()).toBeVisible();
    // not a number: said at once, nothing sent
    await field.fill("六百");
    await page.getByRole("button", { name: "估算", exact: true }).click();
    await expect(error).toHaveText("分数应为不带小数的正整数。");
    await expect(field).toHaveValue("六百");
    // a rank beyond the table
    await lookUpRank(page, "4999999");
    await expect(error).toContainText("位次超出");
    await expect(page.getByLabel("你的位次", { exact: true })).toHaveValue("4999999");
    await expectNoAxeViolations(page);
  });

  test("a subject type the province does not have: the server's reason beside that select, the choice kept", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto(`/wel/probability?province=44&subjectType=综合&mode=rank&rank=20000`);
    const select = page.getByLabel("科类");
    await expect(page.locator("[data-field-error=subjectType]")).toContainText("没有科类“综合”");
    await expect(select).toHaveValue("综合");
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-units]")).toHaveCount(0);
    // choosing one it has clears the message and lists units
    await select.selectOption("物理类");
    await expect(page.locator("[data-field-error=subjectType]")).toHaveCount(0);
    await expect(units(page).first()).toBeVisible();
  });

  test("the detail explains one unit: the chance in words, interval, spread, source; the table has the chart's years", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto(`${LIST}&mode=rank&rank=20000&band=稳`);
    const first = units(page).first();
    await expect(first).toBeVisible();
    const pct = (await first.locator("[data-probability]").textContent())!;
    await first.locator("[data-detail-link]").click();
    await expect(page).toHaveURL(/\/wel\/probability\/detail\?unit=.+&province=44&subjectType=.+&batch=.+&mode=rank&rank=20000$/);
    await expect(page.locator("[data-part=stated] [data-probability]")).toHaveText(pct);
    await expect(page.locator("[data-part=stated] [data-band]")).toHaveText(/稳/);
    await expect(page.locator("[data-part=stated] [data-words]")).toHaveText(/^你这个位次的考生，大约每 10 人中有 [7-9] 人会被录取。$/);
    await expect(page.locator("[data-fact=interval] dd")).toHaveText(/^[\d,]+–[\d,]+$/);
    await expect(page.locator("[data-fact=spread] dd")).toHaveText(/^约 ±\d+%$/);
    await expect(page.locator("[data-part=basis] [data-source]")).toBeVisible();
    const chart = page.locator("[data-chart=history]");
    await expect(chart.locator(".recharts-line").first()).toBeVisible();
    const chartYears = (await chart.getAttribute("data-years"))!.split(",");
    const tableYears = await page.locator("[data-table=history] tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-year")));
    expect(tableYears).toEqual(chartYears);
    expect(tableYears.length).toBeGreaterThanOrEqual(2);
    // the last row is the prediction for the target year, with the interval shown in the facts
    await expect(page.locator("[data-table=history] tbody tr").last()).toHaveAttribute("data-predicted-row", "true");
    await expect(page.locator("[data-help] summary")).toHaveText("录取概率是怎么算的");
    await page.locator("[data-help] summary").click();
    // the back-test is told in words a family reads, not as a developer's command
    await expect(page.locator("[data-help]")).toContainText("用真实数据做过回测");
    await expect(page.locator("[data-help]")).not.toContainText("npm run");
    await expect(page.locator("[data-help-bands] li")).toHaveCount(5);
    await expectNoAxeViolations(page);
    await page.locator("[data-back]").click();
    await expect(page).toHaveURL(/\/wel\/probability\?province=44/);
    await expect(units(page).first()).toBeVisible();
  });

  test("a refused unit shows its reason and no number, in the list and in the detail", async ({ page, request }) => {
    // the seed gives one 广东 unit no min rank in any year (RANK_UNPUBLISHED): its chances are always refused. A unit
    // without a rank lies near no rank, so the list finds it by its college's name.
    const auth = CLIENT;
    const accessToken = await apiToken(request);
    const keyword = RANK_UNPUBLISHED.collegeName;
    const r = await request.post("/api/common/CeGL/getLqgl", {
      headers: { ...auth, "Blade-Auth": `bearer ${accessToken}` }, data: { province: RANK_UNPUBLISHED.provinceCode, rank: 30000, band: "refused", keyword, size: 20 },
    });
    const d = (await r.json()).data;
    expect(d.records.map((u: { unitKey: string }) => u.unitKey)).toContain(RANK_UNPUBLISHED.unitKey);
    const [province, subjectType, batch, rank] = [RANK_UNPUBLISHED.provinceCode, d.subjectType as string, d.batch as string, 30000];
    await login(page, STUDENT);
    await page.goto(`/wel/probability?province=${province}&subjectType=${encodeURIComponent(subjectType)}&batch=${encodeURIComponent(batch)}&mode=rank&rank=${rank}&band=refused&keyword=${encodeURIComponent(keyword)}`);
    await expect(page.locator("[data-basis]")).toBeVisible();
    const refused = units(page);
    await expect(refused.first()).toBeVisible();
    await expect(page.locator("[data-tab=refused]")).toHaveAttribute("aria-pressed", "true");
    expect(new Set(await refused.evaluateAll((els) => els.map((el) => el.getAttribute("data-row-band"))))).toEqual(new Set(["refused"]));
    await expect(refused.first().locator("[data-refusal]")).toHaveText(/^原因：.{3,}/);
    await expect(refused.first().locator("[data-probability], [data-predicted], [data-words]")).toHaveCount(0);
    await refused.first().locator("[data-detail-link]").click();
    await expect(page.locator("[data-part=refused]")).toContainText("不给出录取概率");
    await expect(page.locator("[data-part=refused] [data-reason]")).toHaveText(/^原因：.{3,}/);
    await expect(page.locator("[data-part=stated]")).toHaveCount(0);
    await expect(page.locator("[data-probability]")).toHaveCount(0);
    await expect(page.locator("[data-table=history] tr[data-predicted-row]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("English at 375 px: both screens, no sideways scrolling, axe clean", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, STUDENT);
    await page.goto(`${LIST}&mode=rank&rank=20000`);
    await toEnglish(page);
    await expect(page.locator("h1")).toHaveText("Admission chances");
    await expect(units(page).first()).toBeVisible();
    await expect(page.locator("[data-units] [data-words]").first()).toHaveText(/^(About \d+ in 10{1,2} students at your rank would be admitted\.|Almost)/);
    await expect(page.locator("[data-tab=保]")).toHaveText(/Safe 保 \(\d+\)/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await units(page).first().locator("[data-detail-link]").click();
    await expect(page.locator("[data-table=history] tbody tr").first()).toBeVisible();
    await expect(page.locator("[data-table=history] thead")).toContainText("Your equivalent score");
    await expect(page.locator("[data-help] summary")).toHaveText("How this chance is worked out");
    // the help publishes the back-test: how often each band came true on real data
    await page.locator("[data-help] summary").click();
    await expect(page.locator("[data-table=backtest] tbody tr")).toHaveCount(4);
    await expect(page.locator("[data-table=backtest] tbody tr").first()).toContainText("98.9%");
    await expect(page.locator("[data-help-backtest]")).toContainText("Brier score");
    // and every shared province and year of the rolling back-test, a missed target said in words
    await expect(page.locator("[data-table=backtest-rolling] tbody tr")).toHaveCount(5);
    await expect(page.locator("[data-table=backtest-rolling] tbody tr").first()).toContainText("Beijing");
    await expect(page.locator("[data-table=backtest-rolling]")).toContainText("(target missed)");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // a bad score in the address, in English: said in English beside the field, nothing sent
    await page.goto(`${LIST}&score=800`);
    await expect(page.locator("[data-input-error]")).toHaveText("The score must be between 0 and 750 (Guangdong's full score is 750).");
    await expect(page.getByLabel("Your score", { exact: true })).toHaveValue("800");
    await expect(page.locator("[data-empty=fix-input]")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("Chinese at 375 px: no sideways scrolling; the detail's chart and table fit", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, STUDENT);
    await page.goto(`${LIST}&mode=rank&rank=20000`);
    await expect(units(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await units(page).first().locator("[data-detail-link]").click();
    await expect(page.locator("[data-table=history] tbody tr").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
