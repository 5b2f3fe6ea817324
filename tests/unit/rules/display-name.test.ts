// Names in the reader's language (issue 15): the one helper every screen uses, its data, and the Chinese fallback.
import { describe, expect, it } from "vitest";
import { cityEn, departmentName, displayName, displayNameLang, groupName, industryName, majorEn, majorName, majorNameLang, placeLabel, placeName, professionDescription, professionDescriptionLang, professionName, professionNameLang, provinceEn, rankingName, textLang } from "@/lib/rules/display-name";
import { PROVINCES_EN, CITIES_EN } from "@/lib/i18n/names/places";
import { MAJOR_CATEGORIES_EN, MAJOR_CLASSES_EN } from "@/lib/i18n/names/majors";
import { collegeSeed } from "@/server/db/seed/colleges";
import { collegeNamesEn } from "@/server/db/seed/college-names-en";
import { benMajorSeed } from "@/server/db/seed/majors-ben";
import { provinceSeed } from "@/server/db/seed/provinces";
import { professionSeed } from "@/server/db/seed/professions";
import { PROFESSIONS_EN } from "@/lib/i18n/names/professions";
import { PROFESSION_DESCRIPTIONS_EN } from "@/lib/i18n/names/profession-descriptions";

const pku = { name: "北京大学", nameEn: "Peking University" };
const zhOnly = { name: "浙江金融职业学院", nameEn: "" };

describe("displayName", () => {
  it("shows the English name in English and the Chinese name in Chinese", () => {
    expect(displayName(pku, "en")).toBe("Peking University");
    expect(displayName(pku, "zh")).toBe("北京大学");
  });
  it("falls back to the Chinese name when there is no English one (empty, blank, missing, not a string)", () => {
    expect(displayName(zhOnly, "en")).toBe("浙江金融职业学院");
    expect(displayName({ name: "清华大学", nameEn: "  " }, "en")).toBe("清华大学");
    expect(displayName({ name: "清华大学" }, "en")).toBe("清华大学");
    expect(displayName({ name: "清华大学", nameEn: 7 }, "en")).toBe("清华大学");
  });
  it("marks a Chinese fallback on an English page as zh-CN, and nothing else", () => {
    expect(displayNameLang(zhOnly, "en")).toBe("zh-CN");
    expect(displayNameLang(pku, "en")).toBeUndefined();
    expect(displayNameLang(pku, "zh")).toBeUndefined();
    expect(displayNameLang(zhOnly, "zh")).toBeUndefined();
  });
});

describe("places", () => {
  it("names provinces by code and by Chinese name with or without suffix, customary names included", () => {
    expect(provinceEn("11")).toBe("Beijing");
    expect(provinceEn("广东省")).toBe("Guangdong");
    expect(provinceEn("广东")).toBe("Guangdong");
    expect(provinceEn("内蒙古自治区")).toBe("Inner Mongolia");
    expect(provinceEn("西藏自治区")).toBe("Tibet");
    expect(provinceEn("新疆维吾尔自治区")).toBe("Xinjiang");
    expect(provinceEn("香港特别行政区")).toBe("Hong Kong");
    expect(provinceEn("火星省")).toBeNull();
  });
  it("names cities in pinyin (with the customary spellings) and falls back to the stored name", () => {
    expect(cityEn("广州市")).toBe("Guangzhou");
    expect(cityEn("哈尔滨市")).toBe("Harbin");
    expect(cityEn("乌鲁木齐市")).toBe("Urumqi");
    expect(placeName("西安市", "en", "city")).toBe("Xi'an");
    expect(placeName("重庆市", "en", "city")).toBe("Chongqing");
    expect(placeName("某某市", "en", "city")).toBe("某某市");
    expect(placeName("广州市", "zh", "city")).toBe("广州市");
    expect(placeName("湖北省", "en", "province")).toBe("Hubei");
  });
  it("has every province of the seed and every city a seeded college is in", () => {
    for (const p of provinceSeed) expect(PROVINCES_EN[p.code], p.name).toBeTruthy();
    for (const c of collegeSeed) expect(cityEn(c[5]), c[5]).toBeTruthy();
    expect(Object.values(CITIES_EN).every((name) => /^[A-Z][A-Za-z' -]+$/.test(name))).toBe(true);
  });
});

describe("supervising departments", () => {
  it("translates ministries, commissions and provincial governments, part by part for joint ones", () => {
    expect(departmentName("教育部", "en")).toBe("Ministry of Education");
    expect(departmentName("工业和信息化部", "en")).toBe("Ministry of Industry and Information Technology");
    expect(departmentName("北京市", "en")).toBe("Beijing");
    expect(departmentName("上海市 中国科学院", "en")).toBe("Shanghai / Chinese Academy of Sciences");
    expect(departmentName("四川省教育厅", "en")).toBe("四川省教育厅");
    expect(departmentName("教育部", "zh")).toBe("教育部");
  });
  it("covers every department of the seeded colleges", () => {
    for (const c of collegeSeed) expect(departmentName(c[9], "en"), c[9]).not.toMatch(/[\u3400-\u9fff]/);
  });
});

describe("majors (本科 catalogue)", () => {
  it("translates the 14 degree categories, every 专业类 of the seed and well-known majors", () => {
    expect(Object.keys(MAJOR_CATEGORIES_EN)).toHaveLength(14);
    expect(majorEn("08")).toBe("Engineering");
    expect(majorEn("0809")).toBe("Computer Science");
    expect(majorEn("080901")).toBe("Computer Science and Technology");
    expect(majorEn("080717T")).toBe("Artificial Intelligence");
    for (const [mc, , cc] of benMajorSeed) {
      expect(MAJOR_CATEGORIES_EN[mc], mc).toBeTruthy();
      expect(MAJOR_CLASSES_EN[cc], cc).toBeTruthy();
    }
  });
  it("falls back to the Chinese name for unknown codes and for the 专科 catalogue", () => {
    expect(majorName({ code: "080901", name: "计算机科学与技术", level: "ben" }, "en")).toBe("Computer Science and Technology");
    expect(majorName({ code: "080901", name: "计算机科学与技术" }, "zh")).toBe("计算机科学与技术");
    expect(majorName({ code: "999999", name: "未知专业" }, "en")).toBe("未知专业");
    expect(majorNameLang({ code: "999999", name: "未知专业" }, "en")).toBe("zh-CN");
    expect(majorNameLang({ code: "08", name: "工学" }, "en")).toBeUndefined();
    expect(majorName({ code: "510201", name: "计算机应用技术", level: "zhuan" }, "en")).toBe("计算机应用技术");
  });
});

describe("professions (issue 26)", () => {
  it("names 大类, 中类 and professions by code in English and keeps the Chinese name in Chinese", () => {
    expect(professionName({ code: "2", name: "专业技术人员" }, "en")).toBe("Professional and technical personnel");
    expect(professionName({ code: "2-02", name: "工程技术人员" }, "en")).toBe("Engineering and technical professionals");
    expect(professionName({ code: "2-02-10-01", name: "软件工程师" }, "en")).toBe("Software engineer");
    expect(professionName({ code: " 2-02-10-01 ", name: "软件工程师" }, "en")).toBe("Software engineer");
    expect(professionName({ code: "2-02-10-01", name: "软件工程师" }, "zh")).toBe("软件工程师");
    expect(professionNameLang({ code: "2-02-10-01", name: "软件工程师" }, "en")).toBeUndefined();
    expect(professionNameLang({ code: "2-02-10-01", name: "软件工程师" }, "zh")).toBeUndefined();
  });

  it("falls back to the Chinese name, marked zh-CN on an English page, for unknown or missing codes", () => {
    expect(professionName({ code: "9-99-99-99", name: "未知职业" }, "en")).toBe("未知职业");
    expect(professionNameLang({ code: "9-99-99-99", name: "未知职业" }, "en")).toBe("zh-CN");
    expect(professionName({ name: "软件工程师" }, "en")).toBe("软件工程师");
    expect(professionNameLang({ name: "软件工程师" }, "en")).toBe("zh-CN");
    expect(professionName({ code: "x", name: "Custom" }, "en")).toBe("Custom");
    expect(professionNameLang({ code: "x", name: "Custom" }, "en")).toBeUndefined();
    expect(professionName({ code: "constructor", name: "未知职业" }, "en")).toBe("未知职业");
    expect(professionName({ code: "2", name: undefined }, "zh")).toBe("");
    expect(professionName({ code: "2", name: " 专业技术人员 " }, "zh")).toBe(" 专业技术人员 ");
  });

  it("has an English name for every 大类, 中类 and profession the seed writes, and none for codes it does not", () => {
    const codes = professionSeed.flatMap((top) => [top.code, ...top.children.flatMap((mid) => [mid.code, ...mid.items.map((item) => item[0])])]);
    expect(codes.filter((code) => !PROFESSIONS_EN[code])).toEqual([]);
    expect(Object.keys(PROFESSIONS_EN).filter((code) => !codes.includes(code))).toEqual([]);
    expect(Object.values(PROFESSIONS_EN).filter((name) => /[\u3400-\u9fff]/.test(name))).toEqual([]);
  });

  it("describes a profession in English by code and keeps the Chinese line in Chinese mode", () => {
    const software = { code: "2-02-10-01", description: "从事软件需求分析、设计、开发、测试与维护。" };
    expect(professionDescription(software, "en")).toBe("Analyses software requirements and designs, develops, tests and maintains software.");
    expect(professionDescriptionLang(software, "en")).toBeUndefined();
    expect(professionDescription(software, "zh")).toBe("从事软件需求分析、设计、开发、测试与维护。");
    expect(professionDescriptionLang(software, "zh")).toBeUndefined();
  });

  it("falls back to the Chinese description, marked zh-CN on an English page, for unknown, missing or inherited codes", () => {
    const unknown = { code: "9-99-99-99", description: "从事未知工作。" };
    expect(professionDescription(unknown, "en")).toBe("从事未知工作。");
    expect(professionDescriptionLang(unknown, "en")).toBe("zh-CN");
    expect(professionDescription({ description: "从事学前教育。" }, "en")).toBe("从事学前教育。");
    expect(professionDescription({ code: "constructor", description: "从事学前教育。" }, "en")).toBe("从事学前教育。");
    // a category (no description of its own) shows nothing in either language
    expect(professionDescription({ code: "2-02-10-01", description: "" }, "en")).toBe("");
    expect(professionDescription({ code: "2-02-10-01" }, "zh")).toBe("");
  });

  it("has an English description for every profession the seed writes, none for other codes, all in English sentences", () => {
    const leaves = professionSeed.flatMap((top) => top.children.flatMap((mid) => mid.items));
    expect(leaves.filter(([code]) => !PROFESSION_DESCRIPTIONS_EN[code]).map(([code]) => code)).toEqual([]);
    const codes = new Set(leaves.map(([code]) => code));
    expect(Object.keys(PROFESSION_DESCRIPTIONS_EN).filter((code) => !codes.has(code))).toEqual([]);
    expect(Object.values(PROFESSION_DESCRIPTIONS_EN).filter((line) => /[\u3400-\u9fff]/.test(line))).toEqual([]);
    expect(Object.values(PROFESSION_DESCRIPTIONS_EN).filter((line) => !/^[A-Z].*\.$/.test(line))).toEqual([]);
  });
});

describe("college English names (seed data)", () => {
  it("names only seeded colleges, in Latin script, the famous ones included", () => {
    const codes = new Set(collegeSeed.map((c) => c[0]));
    for (const [code, name] of Object.entries(collegeNamesEn)) {
      expect(codes.has(code), code).toBe(true);
      expect(name).toMatch(/^[A-Za-z][A-Za-z&'(), .-]+$/);
    }
    expect(collegeNamesEn["10001"]).toBe("Peking University");
    expect(collegeNamesEn["10003"]).toBe("Tsinghua University");
    expect(collegeNamesEn["10002"]).toBe("Renmin University of China");
  });
});

describe("place labels (data tools)", () => {
  it("joins city and province in the reader's language, a municipality once", () => {
    expect(placeLabel("江苏省", "南京市", "zh")).toBe("江苏省 南京市");
    expect(placeLabel("北京市", "北京市", "zh")).toBe("北京市");
    expect(placeLabel("江苏省", "南京市", "en")).toBe("Nanjing, Jiangsu");
    expect(placeLabel("北京市", "北京市", "en")).toBe("Beijing");
    expect(placeLabel("江苏省", "", "en")).toBe("Jiangsu");
    expect(placeLabel("江苏省", "某某市", "en")).toBe("某某市, Jiangsu");
    expect(placeLabel("", null, "en")).toBe("");
  });
  it("marks text that still holds Chinese on an English page", () => {
    expect(textLang("某某市, Jiangsu", "en")).toBe("zh-CN");
    expect(textLang("Nanjing, Jiangsu", "en")).toBeUndefined();
    expect(textLang("南京市", "zh")).toBeUndefined();
  });
});

describe("a college page's other facts in English (rankings, subject groups, industries)", () => {
  it("names a ranking by its publisher and keeps the sample note; an unknown ranking as stored", () => {
    expect(rankingName("软科中国大学排名（示例）", "en")).toBe("ShanghaiRanking's Best Chinese Universities Ranking (sample)");
    expect(rankingName("校友会中国大学排名", "en")).toBe("Cuaa.net (Alumni Association) China University Ranking");
    expect(rankingName("某某大学排行榜", "en")).toBe("某某大学排行榜");
    expect(rankingName("软科中国大学排名（示例）", "zh")).toBe("软科中国大学排名（示例）");
  });
  it("numbers a subject group as a group, with the college code it carries", () => {
    expect(groupName("10558-02组", "en")).toBe("10558 Group 02");
    expect(groupName("第201组", "en")).toBe("Group 201");
    expect(groupName("10558-02组", "zh")).toBe("10558-02组");
    expect(groupName("物理组合专业组", "en")).toBe("物理组合专业组");
  });
  it("names the sample employment report's industries and cities", () => {
    expect(["信息技术", "教育", "制造业"].map((name) => industryName(name, "en"))).toEqual(["Information technology", "Education", "Manufacturing"]);
    expect(["北京", "上海", "深圳"].map((name) => placeName(name, "en", "city"))).toEqual(["Beijing", "Shanghai", "Shenzhen"]);
    expect(industryName("信息技术", "zh")).toBe("信息技术");
    expect(industryName("未知行业", "en")).toBe("未知行业");
  });
});
