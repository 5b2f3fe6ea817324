import { describe, expect, it } from "vitest";
import { cleanKeyword } from "@/lib/rules/keyword";

// One cleaning for every search box (colleges, majors, professions, probability, school brochures): what the server's
// keyword fields accept, with a dropped symbol leaving a space so that words it separated stay apart.
describe("cleanKeyword", () => {
  it.each<[string | null | undefined, string]>([
    ["  北京'大学\"; drop  ", "北京 大学 drop"],
    ["计算机+数学", "计算机 数学"],
    ["C++ 程序", "C 程序"],
    ["<b>x</b>", "b x /b"],
    ["  中山  大学 ", "中山 大学"],
    ["2025 招生章程", "2025 招生章程"],
    ["中外合作（宁波）·诺丁汉", "中外合作（宁波）·诺丁汉"],
    ["华南理工(广州)", "华南理工(广州)"],
    ["snake_case-name.v2、甲，乙/丙", "snake_case-name.v2、甲，乙/丙"],
    [undefined, ""],
    [null, ""],
  ])("%s → %s", (text, expected) => expect(cleanKeyword(text)).toBe(expected));

  it("keeps at most 50 characters, with no space left at the cut", () => {
    expect(cleanKeyword("x".repeat(80))).toHaveLength(50);
    expect(cleanKeyword(`${"x".repeat(49)} y`)).toBe("x".repeat(49));
  });
});
