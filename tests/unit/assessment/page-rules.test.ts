// Rules of the assessment pages: radar geometry, answers kept across a reload, the item a refusal names, paging.
import { describe, expect, it } from "vitest";
import { pageCountOf, pageOfItem, radarGeometry, readSavedAnswers, resultHeadline, unanswered, writeSavedAnswers } from "@/lib/rules/assessment";

const items = [
  { id: "a", options: [{ value: 1 }, { value: 2 }, { value: 3 }] },
  { id: "b", options: [{ value: 0 }, { value: 1 }] },
];

describe("radar geometry", () => {
  it("starts at the top, goes clockwise and scales values to the radius", () => {
    const g = radarGeometry([100, 50, 0, 100], 200, 50);
    expect(g.center).toBe(100);
    expect(g.radius).toBe(50);
    expect(g.axes[0]).toMatchObject({ x: 100, y: 50, anchor: "middle" });
    expect(g.axes[1]).toMatchObject({ x: 150, y: 100, anchor: "start" });
    expect(g.axes[3]).toMatchObject({ x: 50, anchor: "end" });
    expect(g.shape).toBe("100,50 125,100 100,100 50,100");
    expect(g.rings).toHaveLength(4);
    expect(radarGeometry([150, -5, 0], 200, 50).shape.split(" ")[0]).toBe("100,50");
  });
});

describe("answers kept across a reload", () => {
  it("keeps known items with allowed values and drops the rest", () => {
    const saved = writeSavedAnswers(new Map([["a", 2], ["b", 1]]));
    expect([...readSavedAnswers(saved, items)]).toEqual([["a", 2], ["b", 1]]);
    expect([...readSavedAnswers(JSON.stringify({ a: 7, b: 0, c: 1 }), items)]).toEqual([["b", 0]]);
    expect(readSavedAnswers("not json", items).size).toBe(0);
    expect(readSavedAnswers("[1,2]", items).size).toBe(0);
    expect(readSavedAnswers(null, items).size).toBe(0);
  });
});

describe("paging", () => {
  it("puts eight items on a page", () => {
    expect(pageOfItem(0)).toBe(0);
    expect(pageOfItem(8)).toBe(1);
    expect(pageCountOf(48)).toBe(6);
    expect(pageCountOf(49)).toBe(7);
    expect(pageCountOf(0)).toBe(1);
    expect(unanswered(items, new Map([["a", 1]])).map((i) => i.id)).toEqual(["b"]);
  });
});

describe("the result's headline", () => {
  const scores = [{ dimension: "law", name: { zh: "法律与社会", en: "Law and society" } }, { dimension: "arts", name: { zh: "艺术与设计", en: "Arts and design" } }];
  it("keeps letter codes and combinations, and names dimension ids", () => {
    expect(resultHeadline("IAS", scores, "zh")).toBe("IAS");
    expect(resultHeadline("物理+化学+生物", scores, "en")).toBe("物理+化学+生物");
    expect(resultHeadline("good/minimal", scores, "zh")).toBe("good/minimal");
    expect(resultHeadline("law-arts", scores, "zh")).toBe("法律与社会 · 艺术与设计");
    expect(resultHeadline("law-arts", scores, "en")).toBe("Law and society · Arts and design");
  });
});
