// The README's table of province rules is written from the rules themselves: a rule changed without the README (or the
// other way round) fails here, so a reader never sees a table the product does not follow.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rulesTable } from "../../../src/domain/volunteer/rules-table";
import { allProvinceRules } from "../../../src/domain/volunteer/rules";

describe("the README's rules table", () => {
  const table = rulesTable(2026);
  it("has one row per province with a rule, each naming its source", () => {
    const rows = table.split("\n").slice(2);
    expect(rows).toHaveLength(allProvinceRules(2026).length);
    expect(rows.length).toBeGreaterThanOrEqual(31);
    for (const row of rows) expect(row).toMatch(/\| (high|medium|low) \|/);
    expect(table).toContain("| 山东省 | 专业+院校 | 本科批 96 × 1 |");
  });
  it("is the table in the README", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    const shown = /<!-- rules-table:2026 -->\n([\s\S]*?)\n<!-- \/rules-table -->/.exec(readme)?.[1];
    expect(shown, "README has the rules table between its markers").toBeDefined();
    expect(shown).toBe(table);
  });
});
