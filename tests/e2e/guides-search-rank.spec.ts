// Issue 30: a search for a term lists the guides that hold the term whole before the guides that only match its
// characters one by one (pagefind splits Chinese into single characters, so 强基 also finds 纪律性强 and 文化基础).
import { test, expect, type Page } from "@playwright/test";

/** The searchable text of a guide: its article less what pagefind is told to ignore (such as the category label), without tags or spaces. */
async function guideText(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  const article = /<article class="guide__article" data-pagefind-body>([\s\S]*?)<\/article>/.exec(await response.text())?.[1] ?? "";
  return article
    .replace(/<(\w+)\b[^>]*\bdata-pagefind-ignore\b[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, "");
}

const cases: { query: string; guide: string }[] = [
  { query: "强基", guide: "/guides/strong-foundation" },
  { query: "专项计划", guide: "/guides/special-plans" },
  { query: "定向培养", guide: "/guides/directed-sergeant" },
];

for (const { query, guide } of cases) {
  test(`/search?q=${query} lists the guides holding "${query}" whole first, the guide about it at the top`, async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const links = page.locator("#search-results li h2 a");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    const holds: boolean[] = [];
    for (const href of hrefs) holds.push((await guideText(page, href)).includes(query));
    const whole = holds.filter(Boolean).length;
    // The search must also have found character-only matches, or the order would prove nothing.
    expect(whole, `guides holding ${query}: ${hrefs.filter((_, index) => holds[index]).join(", ")}`).toBeGreaterThanOrEqual(2);
    expect(holds.length - whole, `results for ${query}: ${hrefs.join(", ")}`).toBeGreaterThan(0);
    expect(holds, `order of ${hrefs.join(", ")}`).toEqual([...Array<boolean>(whole).fill(true), ...Array<boolean>(holds.length - whole).fill(false)]);
    expect(hrefs[0]).toBe(guide);
  });
}
