import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { arrayParts, CLOSE_OBJECT, fieldBytes, openObject } from "../../../src/server/lib/prebuilt-json";
import { containsSample, ok, okPrebuilt } from "../../../src/server/lib/r";

/** the answer of ok(c, data) and of okPrebuilt for the same data, as the client receives them */
async function bothAnswers(data: unknown, parts: Buffer[]) {
  const app = new Hono();
  app.get("/whole", (c) => ok(c, data));
  app.get("/parts", (c) => okPrebuilt(c, parts, containsSample(data)));
  const [whole, prebuilt] = await Promise.all([app.request("/whole"), app.request("/parts")]);
  return { whole, prebuilt, wholeText: await whole.text(), prebuiltText: await prebuilt.text() };
}

describe("answers joined from prebuilt JSON parts", () => {
  it("send the same bytes and content type as ok() for a page of cards with per-caller fields", async () => {
    const cards = [
      { id: "10001", name: "北京大学", nameEn: "Peking \"PKU\" University", introduce: { bannerUrl: "" }, hits: 3 },
      { id: "10002", name: "中国人民大学", nameEn: "Renmin University\n", introduce: { bannerUrl: "/b.png" }, hits: 0 },
    ];
    const line = { year: 2025, batch: "本科批", minScore: 650, minRank: 1200, sample: false, source: { kind: "imported", sample: false } };
    const data = {
      records: [{ ...cards[0], isFavorite: true, provinceLine: line }, { ...cards[1], isFavorite: false, provinceLine: null }],
      total: 2, size: 10, current: 1, pages: 1, lineProvince: { code: "44", name: "广东", subjectType: "物理类" },
    };
    const records = arrayParts([
      [openObject(cards[0]!), fieldBytes("isFavorite", true), fieldBytes("provinceLine", line), CLOSE_OBJECT],
      [openObject(cards[1]!), fieldBytes("isFavorite", false), fieldBytes("provinceLine", null), CLOSE_OBJECT],
    ]);
    const rest = [fieldBytes("total", 2), fieldBytes("size", 10), fieldBytes("current", 1), fieldBytes("pages", 1), fieldBytes("lineProvince", data.lineProvince)];
    const { whole, prebuilt, wholeText, prebuiltText } = await bothAnswers(data, [Buffer.from('{"records":'), ...records, ...rest, CLOSE_OBJECT]);
    expect(prebuiltText).toBe(wholeText);
    expect(prebuilt.headers.get("content-type")).toBe(whole.headers.get("content-type"));
    expect(JSON.parse(prebuiltText).msg).toBe("操作成功");
  });

  it("carry the sample flag and note exactly as ok() does when a nested record is sample data", async () => {
    const data = { records: [{ id: "1", provinceLine: { year: 2025, sample: true } }], total: 1 };
    const { wholeText, prebuiltText } = await bothAnswers(data, [Buffer.from(JSON.stringify(data))]);
    expect(prebuiltText).toBe(wholeText);
    expect(JSON.parse(prebuiltText)).toMatchObject({ sample: true, msg: expect.stringContaining("示例数据") });
  });

  it("join an empty list as []", async () => {
    const data = { records: [], total: 0 };
    const { wholeText, prebuiltText } = await bothAnswers(data, [Buffer.from('{"records":'), ...arrayParts([]), fieldBytes("total", 0), CLOSE_OBJECT]);
    expect(prebuiltText).toBe(wholeText);
  });

  it("refuse to open what is not an object with fields", () => {
    expect(() => openObject({})).toThrow();
    expect(() => openObject([1] as unknown as object)).toThrow();
  });
});
