import { describe, expect, it } from "vitest";
import { MAX_PAGES, PAGE_SIZE, recommendUnits, type Candidate, type CandidatePage, type RecommendBand, type RecommendInput } from "@/domain/volunteer/recommend";
import { parseSubjects } from "@/domain/volunteer/subjects";

const unit = (unitKey: string, over: Partial<Candidate> = {}): Candidate => ({
  unitKey, probability: 0.5, collegeName: `大学${unitKey}`, name: "第01组", planType: "普通", subjectRequirement: "物理", cityName: "广州", tuition: 5000, lastMinRank: 20000, ...over,
});
const input = (over: Partial<RecommendInput> = {}): RecommendInput => ({
  counts: { 冲: 2, 稳: 2, 保: 2 }, exclude: [], mode: "group", rule: { slots: 45, majorsPerSlot: 6, adjustment: "group" },
  student: { subjects: parseSubjects("物理,化学,生物"), eligiblePlans: [], rank: 20000 }, prefs: { sinoForeign: false, cities: [] }, ...over,
});
/** Candidates per band, served a page at a time; every page asked for is recorded. */
function source(bands: Partial<Record<RecommendBand, (Candidate | null)[]>>) {
  const asked: string[] = [];
  const page: CandidatePage = async (band, { order, size, offset }) => {
    asked.push(`${band}:${order}:${offset}`);
    return (bands[band] ?? []).slice(offset, offset + size);
  };
  return { page, asked };
}

describe("recommendUnits", () => {
  it("takes as many of each band as asked, 冲 then 稳 then 保, in the order each band is read", async () => {
    const { page, asked } = source({ 冲: [unit("c1"), unit("c2"), unit("c3")], 稳: [unit("w1"), unit("w2")], 保: [unit("b1")] });
    expect(await recommendUnits(input(), page)).toEqual(["c1", "c2", "w1", "w2", "b1"]);
    // reaches most likely first, steady and safe choices from the hardest up
    expect(asked).toEqual(["冲:desc:0", "稳:asc:0", "保:asc:0", "保:asc:100"]);
  });

  it("leaves out units on the form, twice-seen units, units the student's 选科 or plan eligibility rules out, and the family's exclusions", async () => {
    const { page } = source({
      冲: [unit("on-form"), null, unit("history", { subjectRequirement: "历史" }), unit("special", { planType: "国家专项" }), unit("sino", { planType: "中外合作" }),
        unit("far", { cityName: "深圳" }), unit("dear", { tuition: 9000 }), unit("ok")],
      稳: [unit("ok"), unit("ok2")],
    });
    const chosen = await recommendUnits(input({ counts: { 冲: 5, 稳: 5, 保: 0 }, exclude: ["on-form"], prefs: { sinoForeign: false, cities: ["广州市"], maxTuition: 8000 } }), page);
    expect(chosen).toEqual(["ok", "ok2"]);
    const eligible = await recommendUnits(input({ counts: { 冲: 5, 稳: 0, 保: 0 }, student: { ...input().student, eligiblePlans: ["国家专项"] } }), source({ 冲: [unit("special", { planType: "国家专项" })] }).page);
    expect(eligible).toEqual(["special"]);
  });

  it("reads at most MAX_PAGES pages of a band that filters out most of its units", async () => {
    const many = Array.from({ length: PAGE_SIZE * (MAX_PAGES + 2) }, (_, i) => unit(`h${i}`, { subjectRequirement: "历史" }));
    const { page, asked } = source({ 冲: many });
    expect(await recommendUnits(input({ counts: { 冲: 1, 稳: 0, 保: 0 } }), page)).toEqual([]);
    expect(asked).toHaveLength(MAX_PAGES);
  });
});
