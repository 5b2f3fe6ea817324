// The README's table of province volunteer rules, written from the rules themselves so the two cannot drift apart
// (tests/unit/volunteer/rules-table.test.ts compares them; `npx tsx scripts/rules-table.ts` prints it).
import { allProvinceRules, type ProvinceRule } from "./rules";
import { findProvince } from "../provinces";

const MODE = { group: "院校专业组", major: "专业+院校", college: "院校" } as const;
const ADJUST = { group: "组内调剂", college: "院校内调剂", majors: "专业间调剂", none: "无调剂" } as const;

function cell(rule: ProvinceRule): string[] {
  const first = rule.batches[0]!;
  const source = rule.source.url ? `[${rule.source.name}](${rule.source.url})` : rule.source.name;
  const disagree = rule.disagreements.map((d) => `${d.field}: ${d.values.map((v) => `${v.value} (${v.source})`).join(" / ")}`).join("; ");
  return [
    findProvince(rule.province)?.name ?? rule.province, MODE[rule.mode], `${first.batch} ${first.slots} × ${first.majorsPerSlot}`, ADJUST[first.adjustment],
    rule.batches.length > 1 ? rule.batches.slice(1).map((b) => `${b.batch} ${b.slots}`).join("、") : "—",
    `${source}, ${rule.source.date}${rule.assumedFrom ? `（${rule.assumedFrom} 年规则沿用）` : ""}`, rule.confidence, disagree || "—",
  ];
}

/** The table for one form year, one row per province in code order. */
export function rulesTable(year: number): string {
  const head = ["省份", "模式", "首个批次 志愿数 × 每志愿专业数", "调剂", "其他批次", "来源（日期）", "可信度", "来源不一致"];
  const rows = allProvinceRules(year).sort((a, b) => a.province.localeCompare(b.province)).map(cell);
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}
