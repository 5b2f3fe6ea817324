import { test, expect } from "@playwright/test";
import { axeOn } from "./axe";
import { readdirSync } from "node:fs";

// Beyond the one-per-category scans (at desktop width, guides.spec.ts): every guide in both languages, so a table or
// callout added to any guide is checked. At 375 px, where a wide table scrolls in its own region and must be reachable
// by keyboard (scrollable-region-focusable), the stricter of the two widths; guides-2025.spec.ts checks the changed
// guides' width at 375 and 1280 px without scanning them again.
const slugs = readdirSync("src/content/guides/zh").filter((file) => file.endsWith(".mdx")).map((file) => file.slice(0, -4));

for (const lang of ["zh", "en"] as const) {
  test(`axe finds nothing on any ${lang} guide at 375 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const problems: string[] = [];
    for (const slug of slugs) {
      await page.goto(`${lang === "en" ? "/en" : ""}/guides/${slug}`);
      const results = await axeOn(page).analyze();
      for (const violation of results.violations) {
        problems.push(`${slug}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 2).join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
