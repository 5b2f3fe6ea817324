// The introductions we write for colleges from their facts (src/lib/rules/college-text.ts) and the brochure year
// the school page names when it has no 招生章程 (brochureYear in src/lib/rules/school.ts).
import { describe, expect, it } from "vitest";
import "@/lib/i18n/portal-pages";
import { pt } from "@/lib/i18n/portal";
import { collegeIntroZh, composeCollegeIntro, introductionFor, placeZh, type CollegeFacts } from "@/lib/rules/college-text";
import { brochureYear } from "@/lib/rules/school";
import { collegeSeed } from "@/server/db/seed/colleges";

const en = (key: Parameters<typeof pt>[1], vars?: Record<string, string | number>) => pt("en", key, vars);
const pku: CollegeFacts = { name: "北京大学", provinceCode: "11", provinceName: "北京市", cityName: "北京市", level: "本科", category: "综合", natureType: "公办", belong: "教育部", feature: "985,211,双一流,强基计划" };
const facts = (c: (typeof collegeSeed)[number]): CollegeFacts => ({ name: c[2], provinceCode: c[3], provinceName: c[4], cityName: c[5], level: c[6], category: c[7], natureType: c[8], belong: c[9], feature: c[10] });

describe("placeZh", () => {
  it("names a municipality once, also for a college of another province; a province and its city together", () => {
    expect(placeZh("北京市", "北京市")).toBe("北京市");
    expect(placeZh("河北省", "天津市")).toBe("天津市");
    expect(placeZh("江苏省", "南京市")).toBe("江苏省南京市");
    expect(placeZh("吉林省", "")).toBe("吉林省");
  });
});

describe("composeCollegeIntro", () => {
  it("writes 北京大学's facts as plain Chinese, without the old sample marker or a doubled place", () => {
    expect(collegeIntroZh(pku)).toBe(
      "北京大学位于北京市，是一所公办本科院校。院校类型为综合类。学校由教育部主管。学校入选“985工程”、“211工程”和“双一流”建设高校名单。学校开展强基计划招生。",
    );
  });

  it("writes the same facts in English from the English templates", () => {
    expect(composeCollegeIntro(pku, "en", en)).toBe(
      "北京大学 is a public bachelor's-level institution in Beijing. Its category is comprehensive. It is governed by the Ministry of Education. " +
        "It belongs to Project 985, Project 211 and the Double First-Class initiative. It admits students through the Strong Foundation Plan.",
    );
  });

  it("says only what the facts hold: no programme sentence without tags, joint governing bodies, a 专科 college", () => {
    const zhuan: CollegeFacts = { name: "浙江金融职业学院", provinceCode: "33", provinceName: "浙江省", cityName: "杭州市", level: "专科", category: "财经", natureType: "公办", belong: "浙江省", feature: "" };
    expect(collegeIntroZh(zhuan)).toBe("浙江金融职业学院位于浙江省杭州市，是一所公办专科（高职）院校。院校类型为财经类。学校由浙江省主管。");
    expect(composeCollegeIntro(zhuan, "en", en)).toBe("浙江金融职业学院 is a public vocational college at associate level in 杭州市, Zhejiang. Its category is finance and economics. It is governed by the Zhejiang government.");
    const joint = { ...pku, name: "上海科技大学", provinceCode: "31", provinceName: "上海市", cityName: "上海市", belong: "上海市 中国科学院", feature: "双一流" };
    expect(collegeIntroZh(joint)).toContain("学校由上海市和中国科学院共同主管。学校入选“双一流”建设高校名单。");
    expect(composeCollegeIntro(joint, "en", en)).toContain("It is governed jointly by the Shanghai government and the Chinese Academy of Sciences.");
    expect(collegeIntroZh({ ...pku, belong: "", natureType: "" })).toBe("北京大学位于北京市，是一所本科院校。院校类型为综合类。学校入选“985工程”、“211工程”和“双一流”建设高校名单。学校开展强基计划招生。");
    expect(collegeIntroZh({ ...pku, level: "" })).toBe("");
  });

  it("for every seeded college: no sample marker, no doubled place, no figure other than 985 and 211", () => {
    for (const c of collegeSeed) {
      const zh = collegeIntroZh(facts(c));
      expect(zh).toMatch(new RegExp(`^${c[2].replace(/[()]/g, "\\$&")}位于`));
      expect(zh).not.toMatch(/示例|(北京市|天津市|上海市|重庆市)\1/);
      expect(zh.replace(/985|211/g, "")).not.toMatch(/\d/);
      const english = composeCollegeIntro(facts(c), "en", en);
      expect(english.replace(/985|211/g, "")).not.toMatch(/\d|school\.intro|province\./);
    }
  });
});

describe("introductionFor", () => {
  const t = en;
  it("shows our composed text in the reader's language and says it is composed", () => {
    const stored = { ...pku, introduction: collegeIntroZh(pku) };
    expect(introductionFor(stored, "zh", t)).toEqual({ text: stored.introduction, composed: true, lang: "zh" });
    expect(introductionFor(stored, "en", t)).toMatchObject({ composed: true, lang: "en", text: expect.stringContaining("in Beijing") });
  });

  it("shows any other stored text as written, in Chinese; none as empty", () => {
    const imported = { ...pku, introduction: "北京大学创办于……（学校提供）" };
    expect(introductionFor(imported, "en", t)).toEqual({ text: imported.introduction, composed: false, lang: "zh" });
    expect(introductionFor({ ...pku, introduction: " " }, "en", t)).toEqual({ text: "", composed: false, lang: "zh" });
  });
});

describe("brochureYear", () => {
  it("is the next application round's (the calendar's): this year's until its forms close in July, next year's after", () => {
    const at = (iso: string) => new Date(`${iso}+08:00`);
    expect(brochureYear(at("2026-11-25T12:00:00"))).toBe(2027);
    expect(brochureYear(at("2027-03-01T12:00:00"))).toBe(2027);
    expect(brochureYear(at("2027-06-30T12:00:00"))).toBe(2027);
    expect(brochureYear(at("2027-07-10T12:00:00"))).toBe(2027);
    expect(brochureYear(at("2027-07-11T12:00:00"))).toBe(2028);
  });
});
