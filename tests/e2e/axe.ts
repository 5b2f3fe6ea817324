// The one way the end-to-end tests run axe: every rule, as before, with only the violations gathered in full. The
// passes, the incomplete and the inapplicable results are never read by a test, and collecting each of their nodes
// (every text node's colour contrast on a long page) and sending them back was a good part of each scan's time.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}
