import { describe, expect, it } from "vitest";
import { cleanKeyword } from "@/lib/rules/keyword";
import { keyword } from "@/server/lib/api";
import { probabilityRequest } from "@/contracts/cegl";
import { keywordInput } from "@/contracts/tiqp";
import { tourListQuery } from "@/contracts/tours";

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

// What cleanKeyword leaves, every keyword field the server has takes: they read the one KEYWORD_CHARACTERS. The
// probability's own copy of the rule had lost "_", so "snake_case" passed the search box and came back a 400.
describe("the server's keyword fields", () => {
  const fields = {
    "lib/api keyword()": keyword(),
    "CeGL keyword": probabilityRequest.shape.keyword,
    "TiQP/ChaKSZ keyword": keywordInput,
    "VR keyword": tourListQuery.shape.keyword,
  };
  const typed = ["snake_case-name.v2、甲，乙/丙", "北京'大学\"; drop", "中外合作（宁波）·诺丁汉", "C++ <b>x</b>", "x".repeat(80)];
  it.each(Object.entries(fields))("%s takes every cleaned keyword and refuses a symbol", (_name, field) => {
    for (const text of typed) expect(field.safeParse(cleanKeyword(text)).success, cleanKeyword(text)).toBe(true);
    expect(field.safeParse("a+b").success).toBe(false);
    expect(field.safeParse("x".repeat(51)).success).toBe(false);
  });
});
