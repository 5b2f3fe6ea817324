// The student's way to a form, as one walk per viewport and language (kept lean for CI: one test per walk, axe where a
// new screen opens): a probability → 加入志愿表 into a new plan → the form says where the entry came from → all 45
// filled from the recommendations → a verdict that weighs the order; and a low score → which line it is below → the
// 专科批's chances → a 专科批 form, then a college page and 同分去向 put units on a form too. Each walk runs at one width
// in one language and looks at its end screens again at the other width (axe, no sideways scroll), so each screen is
// checked at 375 and 1280 px in Chinese and English without walking it four times. The demo seed grows in other hands:
// counts are asserted as ranges, never as the seed's exact size (except the 45 the form must reach).
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { STUDENT, apiHeaders, atOtherWidth, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 812 };

// a rank well inside 广东 物理类's 本科 range of the demo data, and a score below its 本科 line but above the 专科 line
const LIST = "/wel/probability?province=44&subjectType=物理类&batch=本科批&mode=rank&rank=30000";
const LOW = "/wel/probability?province=44&subjectType=物理类&batch=本科批&mode=score&score=300";
// the same kind of student entering a rank: below the line too (about 315 in the demo's 2025 table)
const LOW_RANK = "/wel/probability?province=44&subjectType=物理类&batch=本科批&mode=rank&rank=350000";

const WORDS = {
  zh: { add: "加入志愿表", confirm: "加入", open: "打开志愿表", from: "录取概率", recommend: "按比例推荐", addAll: /全部加入/, seeBatch: "看专科批的录取概率", fillBatch: "填专科批志愿表", batch: "专科批" },
  en: { add: "Add to form", confirm: "Add", open: "Open the form", from: "admission probability", recommend: /recommend/i, addAll: /^Add all/, seeBatch: /Chances in the/, fillBatch: /^Fill a form for the/, batch: /专科批|vocational/i },
} as const;

/** At 1280 px the simulation table's figures are in view, not cut off at the side panel's edge (at 375 px it scrolls in its own region). */
async function simulationFits(page: Page) {
  const [t, b] = [await page.locator("[data-table=simulation] table").boundingBox(), await page.locator("[data-part=simulation]").boundingBox()];
  expect(t!.x + t!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
}

async function open(page: Page, lang: "zh" | "en", path: string, who = STUDENT) {
  await login(page, who);
  await page.goto(path);
  if (lang === "en") await toEnglish(page);
}

for (const [lang, size] of [["zh", WIDE], ["en", NARROW]] as const) {
  test(`${lang} ${size.width} px: a probability goes on a new form, which says where it came from, fills from the recommendations and gets a verdict`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    await page.setViewportSize(size);
    await open(page, lang, LIST);
    const first = page.locator("[data-units] > li").first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    const unitKey = await first.getAttribute("data-unit");
    // each unit offers both ways on: the form and the student's targets
    await expect(first.locator("[data-add-to-form]")).toHaveText(w.add);
    await expect(first.locator("[data-target-toggle]")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await atOtherWidth(page);

    await first.locator("[data-add-to-form]").click();
    const dialog = page.locator("[data-dialog=add-to-form]");
    await expect(dialog.locator("[data-plan-choice]")).toBeVisible();
    // a new plan is always offered (an existing one of this province, year and batch may be chosen instead)
    await dialog.locator(`input[type=radio][value=new]`).check();
    await expectNoAxeViolations(page, "[data-dialog=add-to-form]");
    await dialog.getByRole("button", { name: w.confirm, exact: true }).click();
    await expect(dialog.locator("[data-added]")).toBeVisible();
    await dialog.getByRole("link", { name: w.open }).click();

    // the form holds the unit, says where it came from, and carries the rank along
    await expect(page).toHaveURL(/\/career\/fill-submit\?id=\d+.*rank=30000/);
    const entry = page.locator(`[data-entries] > li[data-unit="${unitKey}"]`);
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await expect(entry.locator("[data-entry-from=probability]")).toContainText(w.from);

    // fill the rest from the recommendations: at this rank there are enough units to fill all 45 places
    const recommend = page.locator("[data-part=recommend]");
    await recommend.locator("[data-recommend]").click();
    await expect(recommend.locator("[data-found]")).toBeVisible({ timeout: 60_000 });
    await expect(recommend.locator("[data-found]")).toHaveAttribute("data-found", "44");
    await recommend.locator("[data-add-all]").click();
    const form = page.locator("[data-part=form]");
    await expect(form).toHaveAttribute("data-count", "45");
    const fromRecommend = page.locator("[data-entries] [data-entry-from=recommend]");
    await expect(fromRecommend.first()).toBeVisible();

    // the verdict: one of the four, with the chance of the 冲 and the checks' reminders in the same panel
    const verdict = page.locator("[data-part=simulation] [data-verdict]");
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    expect(["safe", "fair", "risky", "gaveUp"]).toContain(await verdict.getAttribute("data-verdict"));
    await expect(page.locator("[data-part=simulation] [data-reach-admitted]")).toBeVisible();
    if (size === WIDE) await simulationFits(page);

    // a removed entry can be brought back
    const count = Number(await form.getAttribute("data-count"));
    await entry.getByRole("button", { name: lang === "zh" ? /^删除第/ : /^Remove volunteer/ }).click();
    await expect(form).toHaveAttribute("data-count", String(count - 1));
    await page.locator("[data-undo-remove]").click();
    await expect(form).toHaveAttribute("data-count", String(count));
    await expect(page.locator(`[data-entries] > li[data-unit="${unitKey}"] [data-entry-from=probability]`)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    // the full form and its verdict at the other width (axe on the simulation panel only: a scan of all 45 entries
    // costs seconds, and their markup was scanned at this width above)
    await atOtherWidth(page, {
      include: "[data-part=simulation]",
      check: async () => {
        await expect(verdict).toBeVisible();
        if (size === NARROW) await simulationFits(page);
      },
    });
  });
}

for (const [lang, size] of [["zh", NARROW], ["en", WIDE]] as const) {
  test(`${lang} ${size.width} px: below the 本科 line the page says which line and leads to the 专科批 and its form; a college page and 同分去向 add to a form`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    await page.setViewportSize(size);
    await open(page, lang, LOW);
    const note = page.locator("[data-below-line]");
    await expect(note).toBeVisible({ timeout: 20_000 });
    // the line, its year and score, and the gap, in the reader's language
    await expect(note).toContainText(lang === "zh" ? /低于 \d{4} 年物理类本科批线（\d+ 分），差 \d+ 分/ : /below the \d{4} .* line \(\d+\), by \d+ points/);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await atOtherWidth(page, { check: () => expect(note).toBeVisible() });

    await note.getByRole("button", { name: w.seeBatch }).click();
    await expect(page).toHaveURL(/batch=%E4%B8%93%E7%A7%91%E6%89%B9|batch=专科批/);
    await expect(page.getByLabel(lang === "zh" ? "批次" : "Batch")).toHaveValue("专科批");
    await expect(page.locator("[data-below-line]")).toHaveCount(0);
    await expect(page.locator("[data-units] > li").first()).toBeVisible({ timeout: 20_000 });

    // a rank entered instead of a score is held against the line too, through the score it had in that year's table
    await page.goto(LOW_RANK);
    await expect(page.locator("[data-below-line]")).toContainText(lang === "zh" ? /位次 350,000 在 \d{4} 年的一分一段表中约合 \d+ 分，低于 \d{4} 年物理类本科批线/ : /rank of 350,000 had a score of about \d+ in the \d{4} table, below the \d{4} .* line/, { timeout: 20_000 });

    // and the 专科批 form: the batch comes from the address
    await page.goto(LOW);
    await page.locator("[data-next-form]").click();
    await expect(page).toHaveURL(/\/career\/fill-submit\?.*batch=/);
    await expect(page.getByLabel(lang === "zh" ? "批次" : "Batch")).toHaveValue("专科批");
    await expect(page.locator("[data-rule-summary]")).toContainText(lang === "zh" ? "专科批" : /45/);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await atOtherWidth(page);

    // a student of the demo school given no province (so it is the school's, 广东) with a saved rank: the college page
    // lists the college's units with their chances, each with 加入志愿表, and the college's 设为目标
    const fresh = await newStudent(request, lang);
    // signed out of the demo student's session (this origin's storage), then in as the new one
    await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    await open(page, lang, "/wel/school/10558/index/detail", fresh);
    const card = page.locator("[data-panel=school-chances]");
    await expect(card).toContainText(lang === "zh" ? "在广东的录取机会" : "Chances of admission in Guangdong");
    await expect(card.locator("[data-target-toggle]")).toBeVisible({ timeout: 20_000 });
    const unit = card.locator("[data-chances=list] > li").first();
    await expect(unit).toBeVisible({ timeout: 20_000 });
    const unitKey = await unit.getAttribute("data-unit");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await atOtherWidth(page);
    await addToNewPlan(page, unit, w);
    await page.locator("[data-dialog=add-to-form]").getByRole("link", { name: w.open }).click();
    await expect(page.locator(`[data-entries] > li[data-unit="${unitKey}"] [data-entry-from=college]`)).toBeVisible({ timeout: 20_000 });

    // 同分去向: each unit near the rank can go on a form, each college can be a target
    await page.goto("/wel/sameScore?province=44&type=物理类&mode=rank&rank=30000");
    const college = page.locator("[data-list=same-colleges] > li").first();
    await expect(college).toBeVisible({ timeout: 20_000 });
    await expect(college.locator("[data-target-toggle]")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await atOtherWidth(page);
    await addToNewPlan(page, college, w);
  });
}

let made = 0;
/** A new student of the demo school (no province given: the school's) with a saved 高考 rank, through the API. */
async function newStudent(request: APIRequestContext, lang: string) {
  const admin = await apiHeaders(request, { tenant: "000000", account: "admin", password: "Admin@2026" });
  const tree = await (await request.get("/api/admin/classes/tree", { headers: admin })).json();
  const who = { tenant: "000000", account: `jr${lang}${Date.now() % 1e8}${made++}`, password: "Journey@2026" };
  const created = await (await request.post("/api/blade-user/submit", { headers: admin, data: {
    account: who.account, authority: "student", password: who.password, userName: "新同学", classId: tree.data[0].classes[0].id, subjects: "物理,化学,生物",
  } })).json();
  expect(created.data?.regionCode, JSON.stringify(created)).toBe("440000");
  const saved = await request.post("/api/common/score/save", { headers: await apiHeaders(request, who), data: { source: "estimate", rank: 30000 } });
  expect((await saved.json()).code).toBe(200);
  return who;
}

/** 加入志愿表 on a row, into a new plan. */
async function addToNewPlan(page: Page, row: ReturnType<Page["locator"]>, w: (typeof WORDS)["zh" | "en"]) {
  await row.locator("[data-add-to-form]").first().click();
  const dialog = page.locator("[data-dialog=add-to-form]");
  await expect(dialog.locator("[data-plan-choice]")).toBeVisible({ timeout: 20_000 });
  await dialog.locator("input[type=radio][value=new]").check();
  await dialog.getByRole("button", { name: w.confirm, exact: true }).click();
  await expect(dialog.locator("[data-added]")).toBeVisible();
}
