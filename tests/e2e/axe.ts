// The one way the end-to-end tests run axe: every rule, as before, with only the violations gathered in full. The
// passes, the incomplete and the inapplicable results are never read by a test, and collecting each of their nodes
// (every text node's colour contrast on a long page) and sending them back was a good part of each scan's time.
// Legacy mode runs axe.run in the page itself (and in its same-origin frames) instead of a partial run per frame
// finished in a blank page the builder opens for each scan: our pages have no cross-origin frames, so the same rules
// check the same nodes (same passes, incomplete and inapplicable counts on the pages measured), at about a third of
// the wall time and half the CPU of a scan. Each scan is a step named "axe" in Playwright's reports.
import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
  const analyze = builder.analyze.bind(builder);
  builder.analyze = () => test.step("axe", analyze, { box: true });
  return builder;
}
