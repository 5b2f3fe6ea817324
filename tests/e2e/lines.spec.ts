// The data tools 批次线 (/wel/batchLine/index), 一分一段 (/wel/burst) and 同分去向 (/wel/sameScore) in Chromium against
// the real server and the seeded demo data: both languages, 375 px, axe; a score → rank lookup whose numbers match the
// table, rank → score, a bad score keeps the input and says why, the inputs live in the address, same-score lists colleges.
import { test, expect } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

test.describe("批次线", () => {
  test("the student's province and subject type, this year's lines, the trend chart with its table, kinds explained; the choice stays in the address", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/batchLine/index");
    await expect(page.locator("h1")).toHaveText("批次线");
    await expect(page.getByLabel("省份")).toHaveValue("44");
    await expect(page.getByLabel("科类")).toHaveValue("物理类");
    const year = page.locator("[data-table=year-lines]");
    await expect(year.locator("tbody tr").first()).toBeVisible();
    await expect(year).toContainText("本科批");
    await expect(page.locator("[data-chart=lines] .recharts-line").first()).toBeVisible();
    const trend = page.locator("[data-table=trend] tbody tr");
    expect(await trend.count()).toBeGreaterThanOrEqual(2);
    // the table of the chart holds this year's lines too: the 本科批 line of the newest year matches
    const newest = await page.getByLabel("年份").inputValue();
    const benIndex = await page.locator("[data-table=trend] thead th").allTextContents().then((heads) => heads.indexOf("本科批"));
    const benLine = await year.locator("tr[data-batch=本科批] td").nth(0).textContent();
    await expect(page.locator("[data-table=trend] tbody tr").filter({ hasText: newest }).locator("th, td").nth(benIndex)).toHaveText(benLine!.trim());
    await expect(page.locator("[data-part=kinds]")).toContainText("特殊类型招生控制线");
    await expect(page.locator("[data-source]").first()).toBeVisible();
    await expect(page.locator("[data-sample]").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("科类").selectOption("历史类");
    await page.getByLabel("年份").selectOption({ index: 1 });
    const chosen = await page.getByLabel("年份").inputValue();
    await expect(page).toHaveURL(new RegExp(`year=${chosen}`));
    expect(new URL(page.url()).searchParams.get("type")).toBe("历史类");
    await page.reload();
    await expect(page.getByLabel("科类")).toHaveValue("历史类");
    await expect(page.getByLabel("年份")).toHaveValue(chosen);
    await expect(page.locator("[data-part=year] h2")).toContainText(chosen);
  });
});

test.describe("一分一段", () => {
  test("score → rank: the tie range, count and shares match the table's row; equivalents and batch lines for reference", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/burst?province=44&year=2025&type=物理类&score=600");
    await expect(page.locator("h1")).toHaveText("一分一段");
    const result = page.locator("[data-result=score]");
    await expect(result).toContainText("600 分");
    const rank = (await result.locator("[data-fact=rank] dd").textContent())!.trim();
    const count = (await result.locator("[data-fact=count] dd").textContent())!.trim();
    expect(rank).toMatch(/^[\d,]+–[\d,]+$/);
    // the table opens at the student's row, marked, with the same numbers
    const row = page.locator("[data-table=score-table] tr[data-score='600']");
    await expect(row).toHaveAttribute("data-mine", "true");
    await expect(row.locator("td").nth(0)).toHaveText(rank);
    await expect(row.locator("td").nth(1)).toHaveText(count);
    // the cumulative count is the end of the tie range
    await expect(row.locator("td").nth(2)).toHaveText(rank.split("–")[1]!);
    await expect(page.locator("[data-chart=distribution]")).toBeVisible();
    await expect(page.locator("[data-table=equivalents] tbody tr")).toHaveCount(4);
    await expect(page.locator("[data-table=equivalents] tbody tr").first()).toContainText("2024");
    await expect(page.locator("[data-table=reference-lines]")).toContainText("本科批");
    await expect(page.locator("[data-sample]").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // paging through the whole table and back to the student's score
    await page.getByRole("button", { name: "下一页" }).click();
    await expect(page.locator("[data-table=score-table] tr[data-mine]")).toHaveCount(0);
    await page.getByRole("button", { name: "回到我的分数" }).click();
    await expect(page.locator("[data-table=score-table] tr[data-mine]")).toHaveCount(1);
  });

  test("rank → score; a bad score shows the reason and keeps what was typed; the address keeps the lookup", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/burst?province=44&year=2025&type=物理类&score=600");
    await expect(page.locator("[data-result=score]")).toBeVisible();
    const rankEnd = (await page.locator("[data-result=score] [data-fact=rank] dd").textContent())!.split("–")[1]!.trim();

    await page.getByLabel("按位次查分数").check();
    await page.getByLabel("位次", { exact: true }).fill(rankEnd.replace(/,/g, ""));
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`rank=${rankEnd.replace(/,/g, "")}`));
    await expect(page.locator("[data-result=rank] [data-fact=score] dd")).toHaveText("600");
    await expect(page.locator("[data-table=score-table] tr[data-mine]")).toHaveAttribute("data-score", "600");

    await page.getByLabel("按分数查位次").check();
    const field = page.getByLabel("分数", { exact: true });
    await field.fill("800");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-input-error]")).toHaveText("分数应在 0–750 之间（广东满分 750 分）。");
    await expect(field).toHaveValue("800");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/rank=/);
    await field.fill("abc");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-input-error]")).toHaveText("分数应为整数。");

    await field.fill("123");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-empty=below-table]")).toContainText("低于 2025 年一分一段表的最低分");
    await page.reload();
    await expect(page.getByLabel("分数", { exact: true })).toHaveValue("123");
    await expect(page.locator("[data-empty=below-table]")).toBeVisible();
  });

  test("starts from the student's own province and subject type; a school exam total is never put in the table", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/burst");
    await expect(page.getByLabel("省份")).toHaveValue("44");
    await expect(page.getByLabel("科类")).toHaveValue("物理类");
    // no 高考 score saved: the page asks for one and says why, with nothing filled in
    await expect(page.locator("[data-score-origin=none]")).toContainText("学校考试的总分不是高考分数");
    await expect(page.getByLabel("分数", { exact: true })).toHaveValue("");
    await expect(page).not.toHaveURL(/score=/);
    await page.getByLabel("分数", { exact: true }).fill("560");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-result=score]")).toContainText("560 分");
    await expect(page.locator("[data-score-origin=typed]")).toContainText("用的是你在上面输入的分数 560");
  });

  test("Shanghai's 660 scale bounds the score", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/burst?province=31");
    await page.getByLabel("分数", { exact: true }).fill("700");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-input-error]")).toContainText("0–660");
  });
});

test.describe("同分去向", () => {
  test("colleges, majors and cities near the student's rank, with the plain statement of what it is", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/sameScore?province=44&type=物理类&mode=rank&rank=20000");
    await expect(page.locator("h1")).toHaveText("同分去向");
    await expect(page.locator("[data-derived]")).toContainText("不是同分考生的真实去向");
    await expect(page.locator("[data-basis]")).toContainText("20,000");
    const colleges = page.locator("[data-list=same-colleges] > li");
    await expect(colleges.first()).toBeVisible();
    expect(await colleges.count()).toBeGreaterThan(0);
    await expect(page.locator("[data-source]").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "按专业" }).click();
    await expect(page).toHaveURL(/tab=major/);
    await expect(page.locator("[data-list=same-majors] > li").first()).toBeVisible();
    await page.getByRole("tab", { name: "按专业" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "按城市" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[data-table=same-cities] tbody tr").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "按城市" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);

    // a score becomes a rank through that year's table
    await page.getByLabel("用分数").check();
    await page.getByLabel("分数", { exact: true }).fill("600");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-basis]")).toContainText("由 600 分");
    await page.getByLabel("分数", { exact: true }).fill("751");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page.locator("[data-input-error]")).toContainText("0–750");
    await expect(page.getByLabel("分数", { exact: true })).toHaveValue("751");
  });
});

test.describe("in English at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("every screen reads in English, fits the width and passes axe", async ({ page }) => {
    await login(page, STUDENT);
    await toEnglish(page);

    await page.goto("/wel/batchLine/index");
    await expect(page.locator("h1")).toHaveText("Batch lines");
    await expect(page.locator("[data-part=kinds] h2")).toHaveText("What the batches are");
    await expect(page.locator("[data-table=year-lines]")).toContainText("Control line");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/wel/burst?province=44&year=2025&type=物理类&score=600");
    await expect(page.locator("h1")).toHaveText("Score–rank tables");
    await expect(page.locator("[data-result=score]")).toContainText("600 points");
    await expect(page.locator("[data-part=equivalents] h2")).toHaveText("Equivalent scores: the same rank in earlier years");
    await page.getByLabel("Score", { exact: true }).fill("760");
    await page.getByRole("button", { name: "Look up", exact: true }).click();
    await expect(page.locator("[data-input-error]")).toHaveText("The score must be between 0 and 750 (Guangdong's full score is 750).");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/wel/sameScore?province=44&type=物理类&mode=rank&rank=20000");
    await expect(page.locator("h1")).toHaveText("Same-score destinations");
    await expect(page.locator("[data-derived]")).toContainText("not from where candidates with your score actually went");
    await expect(page.locator("[data-list=same-colleges] > li").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
