// The seed's colleges are real colleges: each one's name and code must be the Ministry of Education's (全国普通高等学校名单,
// ../shared/data/moe-institutions-2026.csv beside the repository), and every 本科 college of Guangdong (the demo
// province) must be there. The list is read here only; the seed's own list is written in src/server/db/seed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collegeSeed as rows0 } from "@/server/db/seed/colleges";
import { collegeNamesEn } from "@/server/db/seed/college-names-en";

const dir = process.env.SHARED_DATA ?? path.resolve(import.meta.dirname, "../../../../shared/data");
const file = path.join(dir, "moe-institutions-2026.csv");
const present = existsSync(file);

const collegeSeed = rows0.map(([code, moeId, name, provinceCode, , , level, , natureType]) => ({ code, moeId, name, provinceCode, level, natureType }));

interface MoeRow { name: string; id: string; province: string; city: string; level: string; remark: string }
function moeRows(): MoeRow[] {
  const [, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  return lines.map((line) => {
    const [, name, id, , province, city, level, remark] = line.split(",");
    return { name: name!.trim(), id: id!.trim(), province: province!.trim(), city: city!.trim(), level: level!.trim(), remark: (remark ?? "").trim() };
  });
}

describe("the seed's colleges (without the MOE list)", () => {
  it("have unique codes and names, and every 本科 college an English name", () => {
    expect(new Set(collegeSeed.map((c) => c.code)).size).toBe(collegeSeed.length);
    expect(new Set(collegeSeed.map((c) => c.name)).size).toBe(collegeSeed.length);
    expect(collegeSeed.filter((c) => c.level === "本科" && !collegeNamesEn[c.code]).map((c) => c.name)).toEqual([]);
  });
  it("carry the MOE identifier whose last five digits are the code, in the college's province", () => {
    for (const c of collegeSeed.filter((x) => x.moeId)) {
      // 41…: a college with a national code; 42…: one founded since, its five digits given with the identifier
      expect(c.moeId, c.name).toMatch(/^4[12]\d{8}$/);
      expect(c.moeId.slice(-5), c.name).toBe(c.code);
      expect(c.moeId.slice(2, 4), c.name).toBe(c.provinceCode);
    }
  });
});

describe("the MOE list", () => {
  it.runIf(process.env.CI === "true")("is there under CI", () => {
    expect(present, `${file} must be there (../shared/data beside the repository)`).toBe(true);
  });
  if (!present) it.skip(`is not at ${file}: the seed's names and codes are not checked against it`, () => {});
});

describe.runIf(present)("the seed's colleges against the MOE list", () => {
  const rows = present ? moeRows() : [];
  // (the MOE list's own column names a row's province; the seed's code must agree with the identifier's digits)
  const byId = new Map(rows.map((r) => [r.id, r]));

  it("name each college as the MOE does, under its code, level and city", () => {
    const wrong: string[] = [];
    for (const c of collegeSeed.filter((x) => x.moeId)) {
      const moe = byId.get(c.moeId);
      if (!moe) wrong.push(`${c.code} ${c.name}: no MOE college ${c.moeId}`);
      else if (moe.name !== c.name || moe.level !== c.level) wrong.push(`${c.code} ${c.name} ${c.level}: MOE says ${moe.name} ${moe.level}`);
    }
    expect(wrong).toEqual([]);
  });

  it("hold every 本科 college of Guangdong", () => {
    const seeded = new Set(collegeSeed.map((c) => c.moeId));
    const missing = rows.filter((r) => r.province === "广东省" && r.level === "本科" && !seeded.has(r.id)).map((r) => `${r.id} ${r.name}`);
    expect(missing).toEqual([]);
    expect(rows.filter((r) => r.province === "广东省" && r.level === "本科").length).toBeGreaterThan(60);
  });

  it("hold every 专科 college of Guangdong, public and private (the 专科批 sample below the 本科 line)", () => {
    const seeded = new Set(collegeSeed.map((c) => c.moeId));
    const theirs = rows.filter((r) => r.province === "广东省" && r.level === "专科");
    expect(theirs.filter((r) => !seeded.has(r.id)).map((r) => `${r.id} ${r.name}`)).toEqual([]);
    // among them the one whose identifier is not 41…
    expect(theirs.some((r) => r.id.startsWith("42"))).toBe(true);
    expect(theirs.length).toBeGreaterThanOrEqual(90);
  });

  it("mark private and sino-foreign colleges as the MOE does", () => {
    const wrong = collegeSeed.filter((c) => c.moeId && byId.get(c.moeId)).flatMap((c) => {
      const moe = byId.get(c.moeId)!;
      const privateMoe = moe.remark.includes("民办");
      return privateMoe !== (c.natureType === "民办") ? [`${c.name}: seed ${c.natureType}, MOE ${moe.remark || "公办"}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
