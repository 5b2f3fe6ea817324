// The islands' one data layer, as a reader meets it: an answer lost on the way is asked for once more without the
// reader doing anything, while a refusal is not repeated (it would be refused again) and offers the retry button.
import { test, expect } from "@playwright/test";
import { STUDENT, login } from "./portal-helpers";

const TOURS = "**/api/common/vr/list*";

test("a lost answer is asked for once more, and the page shows what it loaded with no error", async ({ page }) => {
  await login(page, STUDENT);
  let asked = 0;
  await page.route(TOURS, (route) => {
    asked += 1;
    return asked === 1 ? route.abort("connectionreset") : route.continue();
  });
  await page.goto("/wel/vr");
  await expect(page.locator("[data-vr-empty]")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(asked).toBe(2);
});

test("a refusal is not asked again by itself: the page says it failed and the retry button asks once", async ({ page }) => {
  await login(page, STUDENT);
  // the page's own count of the calls it starts, taken when fetch is called (a route sees a request only later)
  await page.addInitScript(() => {
    const sent = window.fetch;
    Object.assign(window, { toursAsked: 0 });
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.includes("/api/common/vr/list")) Object.assign(window, { toursAsked: (window as unknown as { toursAsked: number }).toursAsked + 1 });
      return sent(input, init);
    };
  });
  // the page's timers on a clock the test moves: a retry the data layer scheduled would certainly have been sent
  await page.clock.install();
  let asked = 0;
  await page.route(TOURS, (route) => {
    asked += 1;
    return asked === 1
      ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: 500, success: false, data: null, msg: "服务繁忙" }) })
      : route.continue();
  });
  await page.goto("/wel/vr");
  const failed = page.getByRole("alert").filter({ hasText: "加载失败" });
  await expect(failed).toBeVisible();
  // ten seconds on, far past the data layer's retry delay (a second), whatever the machine's speed: nothing more sent
  await page.clock.runFor(10_000);
  expect(await page.evaluate(() => (window as unknown as { toursAsked: number }).toursAsked)).toBe(1);
  expect(asked).toBe(1);
  await failed.getByRole("button", { name: "重试" }).click();
  await expect(page.locator("[data-vr-empty]")).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(asked).toBe(2);
});
