// Issue 15, guides: the 2025–26 facts, their dates and sources, and the guide conventions, checked in the BUILT html
// of both languages (run after `npm run build`).
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { GUIDE_SLUGS } from "../guide-slugs";
import { DIST, guidePagePath as pagePath, visibleText } from "./built-html";
import type { Source } from "@/content/data/sources";

type Lang = "zh" | "en";
const LANGS: Lang[] = ["zh", "en"];
const html = (lang: Lang, slug: string) => readFileSync(pagePath(lang, slug), "utf8");
/** Tags vanish without a space, so 本科 wrapped in its no-wrap span still reads as one word in the text. */
const textOf = (source: string) => visibleText(source, "");
const text = (lang: Lang, slug: string) => textOf(html(lang, slug));

/** The body rows of the table with this caption (the caption text, without its hidden separator). */
function tableRows(source: string, caption: string): string[] {
  const tables = source.split(/<table>/).slice(1);
  const table = tables.find((part) => textOf(/<caption>([\s\S]*?)<\/caption>/.exec(part)?.[1] ?? "").replace(/[；;]\s*$/, "").trim() === caption);
  if (!table) throw new Error(`no table captioned "${caption}"`);
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => textOf(row[1]!));
}

describe("military academies: the 2025 list, the earlier figures dated, both eyesight conditions", () => {
  const captions = { zh: "2025 年招收普通高中毕业生的 22 所军队院校", en: "The 22 military academies recruiting high-school graduates in 2025" };
  const merged = {
    zh: ["陆军兵种大学", "信息支援部队工程大学", "联勤保障部队工程大学"],
    en: ["Army Arms University", "Information Support Force Engineering University", "Joint Logistic Support Force Engineering University"],
  };
  const stopped = {
    zh: ["陆军特种作战学院", "陆军边海防学院", "武警特种警察学院", "武警海警学院"],
    en: ["Army Special Operations Academy", "Army Academy of Border and Coastal Defense", "Special Police College of the PAP", "Coast Guard Academy of the PAP"],
  };
  for (const lang of LANGS) {
    it(`${lang}: lists 22 academies for 2025 with the merged ones and without the four that stopped`, () => {
      const rows = tableRows(html(lang, "military-academy"), captions[lang]);
      expect(rows).toHaveLength(22);
      for (const name of merged[lang]) expect(rows.some((row) => row.includes(name)), name).toBe(true);
      for (const name of stopped[lang]) expect(rows.some((row) => row.includes(name)), name).toBe(false);
      // The four are still named on the page, as what changed in 2025.
      for (const name of stopped[lang]) expect(text(lang, "military-academy")).toContain(name);
    });
  }
  it("keeps 44 and 27 as the situation before 2025, in both languages", () => {
    expect(text("zh", "military-academy")).toMatch(/2025 年以前[^。]*44 所[^。]*27 所/);
    expect(text("zh", "military-academy")).toMatch(/2024 年及以前招收高中毕业生/);
    expect(text("en", "military-academy")).toMatch(/before 2025 give 44 military academies in total, 27/);
    expect(text("en", "military-academy")).toMatch(/Academies taking high-school graduates up to 2024/);
  });
  it("states both eyesight conditions together, never as alternatives", () => {
    const zh = text("zh", "military-academy");
    const en = text("en", "military-academy");
    expect(zh).toContain("两条都要满足：① 每一眼裸眼视力不低于 4.5；② 任何一眼裸眼视力低于 4.8 的，矫正视力须达到 4.8 以上，且矫正度数不超过 600 度");
    expect(en).toContain("Both apply: (1) bare-eye vision of at least 4.5 in each eye; (2) if either eye is below 4.8 bare-eye");
    expect(zh).not.toMatch(/不低于 4\.5；或/);
    expect(en).not.toMatch(/4\.5, or correctable/);
  });
});

describe("arts: the rules from 2024, the earlier rule dated", () => {
  it("zh: culture ≥ 50 % from 2024, the ordinary 本科 line for school-exam majors, 70 % / 75 % before 2024", () => {
    const page = text("zh", "arts");
    expect(page).toMatch(/2024 年起[^。]*文化成绩在综合成绩中所占比例原则上不低于 50%/);
    expect(page).toMatch(/校考[^。]*普通类[^。]*本科线/);
    expect(page).toMatch(/2024 年以前（已不再执行）[^。]*70%/);
    expect(page).toMatch(/2024 年以前[^。]*75%/);
  });
  it("en: the same rules, dated", () => {
    const page = text("en", "arts");
    expect(page).toMatch(/From 2024[^.]*culture score weighs in principle at least 50%/);
    expect(page).toMatch(/ordinary 本科 line/);
    expect(page).toMatch(/Before 2024 \(no longer applies\)[^.]*70%/);
  });
  it("en: 'drama, film and television' is one of five classes", () => {
    const page = text("en", "arts");
    expect(page).toContain("5 classes of majors: art theory; music and dance; drama, film and television (one class); fine arts; and design");
    expect(page).not.toContain("drama, film and television, fine arts");
  });
});

describe("Strong Foundation: no table of identical hedges", () => {
  for (const lang of LANGS) {
    it(`${lang}: the per-school transfer table is gone; the national rule and the 2022 joiners are dated`, () => {
      const source = html(lang, "strong-foundation");
      expect(source).not.toMatch(/理科专业能否转入工科专业|move from a science major to an engineering major\?/);
      expect(textOf(source)).toMatch(lang === "zh" ? /2022 年增加东北大学/ : /in 2022 Northeastern University/);
      expect(textOf(source)).toMatch(lang === "zh" ? /2020 年印发的试点意见/ : /2020 pilot rules/);
    });
  }
});

describe("special plans: where each province's county list is published", () => {
  for (const lang of LANGS) {
    it(`${lang}: every one of the 31 provinces names its publisher, most with the official address`, () => {
      const source = html(lang, "special-plans");
      const caption = lang === "zh" ? "各省专项计划实施区域" : "Implementation areas of the special plans by province";
      const rows = tableRows(source, caption);
      expect(rows).toHaveLength(31);
      for (const row of rows) expect(row, row).toMatch(lang === "zh" ? /(考试院|考试中心|考试管理中心|招生考试办公室|考试局|招生考试院)[；]?\s*$/ : /examination authority \(.+\)/);
      const external = [...source.matchAll(/<td><a href="(https:\/\/[^"]+)" rel="noopener">/g)].map((match) => match[1]);
      expect(external.length).toBeGreaterThanOrEqual(20);
      expect(external).toContain("https://www.hebeea.edu.cn");
    });
  }
});

describe("pilots and civil aviation: age cut-off, score line and eyesight, dated", () => {
  it("air force: 31 August, the 2026 birth dates, the special-type line, C-chart 0.8 and no surgery", () => {
    const zh = text("zh", "air-force-pilot");
    expect(zh).toContain("2006 年 8 月 31 日至 2009 年 8 月 31 日出生");
    expect(zh).toMatch(/2026 年度[^。]*特殊类型招生控制线/);
    expect(zh).toMatch(/0\.8 以上[^。]*未做过视力矫治手术/);
    const en = text("en", "air-force-pilot");
    expect(en).toContain("born between 31 August 2006 and 31 August 2009");
    expect(en).toMatch(/For 2026[^.]*special-type control line/);
    expect(en).toMatch(/never worn orthokeratology/);
  });
  it("navy: eye surgery accepted from the 2025 year on stated conditions", () => {
    const zh = text("zh", "naval-pilot");
    for (const part of ["2025 年度起", "年满 18 周岁", "非制瓣式", "满 6 个月以上", "近视不超过 400 度"]) expect(zh).toContain(part);
    const en = text("en", "naval-pilot");
    for (const part of ["From the 2025 recruitment year", "18 or older", "without a corneal flap", "More than 6 months", "no more than 400 degrees"]) expect(en).toContain(part);
  });
  it("civil aviation: age 16–20, corneal surgery after 6 months, no intraocular surgery, the 2017 standard dated", () => {
    const zh = text("zh", "civil-aviation-pilot");
    for (const part of ["16–20 周岁", "角膜屈光手术后满 6 个月", "眼内屈光手术", "2017 年 9 月 10 日"]) expect(zh).toContain(part);
    const en = text("en", "civil-aviation-pilot");
    for (const part of ["Aged 16–20", "6 months after corneal refractive surgery", "Intraocular refractive surgery", "10 September 2017"]) expect(en).toContain(part);
  });
});

describe("high-level sports teams: the 2024 unified test and the 2027 rule", () => {
  it("zh and en name the national unified test of 2024 and the competitions that count from 2027", () => {
    const zh = text("zh", "high-level-sports-team");
    expect(zh).toMatch(/2024 年起[^。]*全国统一/);
    expect(zh).toContain("体科字〔2025〕30 号");
    expect(zh).toMatch(/2027 年起[^。]*前八名/);
    const en = text("en", "high-level-sports-team");
    expect(en).toMatch(/from 2024[^.]*national unified test/i);
    expect(en).toContain("Tike Zi [2025] No. 30");
    expect(en).toMatch(/from 2027[^.]*top-8/i);
  });
});

describe("addresses and links", () => {
  const pages = LANGS.flatMap((lang) => GUIDE_SLUGS.map((slug) => ({ lang, slug, source: html(lang, slug) })));
  it("the foreign-education supervision site is jsj.edu.cn on every guide, never jsj.moe.gov.cn", () => {
    expect(pages.filter((page) => page.source.includes("jsj.moe.gov.cn")).map((page) => `${page.lang}/${page.slug}`)).toEqual([]);
    for (const lang of LANGS) expect(text(lang, "sports")).toContain("jsj.edu.cn");
  });
  it("every link to /wel/colleges/index opens a new window and says so", () => {
    let links = 0;
    for (const page of pages) {
      for (const match of page.source.matchAll(/<a ([^>]*href="\/wel\/colleges\/index"[^>]*)>([\s\S]*?)<\/a>/g)) {
        links += 1;
        const where = `${page.lang}/${page.slug}`;
        expect(match[1], where).toMatch(/target="_blank"/);
        expect(match[1], where).toMatch(/rel="[^"]*noopener/);
        expect(match[2], where).toContain(page.lang === "zh" ? "（在新窗口打开）" : "(opens in a new window)");
      }
    }
    expect(links).toBeGreaterThanOrEqual(24);
  });
  it("every guide's header leads into the portal, in the page's language", () => {
    for (const page of pages) {
      expect(page.source, `${page.lang}/${page.slug}`).toContain(
        `<a class="site-header__portal" href="/wel/index" data-testid="portal-link">${page.lang === "zh" ? "登录 / 进入平台" : "Log in · Portal"}</a>`,
      );
    }
  });
  it("guide pages ship no JavaScript: their only scripts are JSON-LD data", () => {
    for (const page of pages) {
      const scripts = [...page.source.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.filter((attributes) => !attributes.includes('type="application/ld+json"')), `${page.lang}/${page.slug}`).toEqual([]);
    }
  });
});

describe("Chinese typography", () => {
  const pages = [...GUIDE_SLUGS.map((slug) => pagePath("zh", slug)), `${DIST}/guides/index.html`];
  it("本科 and 专科 are never left where a line could split them", () => {
    const loose: string[] = [];
    for (const file of pages) {
      const main = /<main[\s\S]*<\/main>/.exec(readFileSync(file, "utf8"))![0];
      const withoutKept = main.replace(/<span class="keep">(本科|专科)<\/span>/g, "");
      const remaining = textOf(withoutKept).match(/.{0,8}(本科|专科).{0,8}/g) ?? [];
      loose.push(...remaining.map((context) => `${file}: ${context}`));
    }
    expect(loose).toEqual([]);
  });
  it("no line break is left between two Chinese characters of running text", () => {
    for (const file of pages) {
      const main = /<main[\s\S]*<\/main>/.exec(readFileSync(file, "utf8"))![0].replace(/<script[\s\S]*?<\/script>/g, "");
      expect(main.match(/[\u4e00-\u9fff，。；：、](?:<[^>]*>)*\n\s*(?:<[^>]*>)*[\u4e00-\u9fff]/g) ?? [], file).toEqual([]);
    }
  });
});

describe("English: 投档 and senior 3 explained once in plain words, where the reader first meets them", () => {
  const explainsSenior3 = /last (?:two )?years? of high school|three years of high school/g;
  const usesRelease = /\b(?:files? (?:are |is )?released|release files|file release|Released and admitted)\b/i;
  const explained = { senior3: 0, release: 0 };
  for (const slug of GUIDE_SLUGS) {
    it(`${slug}`, () => {
      const page = text("en", slug);
      const firstSenior3 = page.search(/senior 3/i);
      if (firstSenior3 >= 0) {
        expect(page.match(explainsSenior3) ?? [], "senior 3 explained once").toHaveLength(1);
        // The explanation sits at the first use (in the same sentence), not somewhere further down.
        expect(page.search(explainsSenior3) - firstSenior3, "explained at the first use").toBeLessThan(60);
        expect(page.search(explainsSenior3) - firstSenior3).toBeGreaterThanOrEqual(-160);
        explained.senior3 += 1;
      }
      const firstRelease = page.search(usesRelease);
      if (firstRelease >= 0) {
        expect(page.match(/投档: /g) ?? [], "投档 explained once").toHaveLength(1);
        expect(page.indexOf("投档: "), "投档 explained before its first use").toBeLessThan(firstRelease + 200);
        explained.release += 1;
      }
    });
  }
  it("the explanations are actually exercised (many English guides mention senior 3 or released files)", () => {
    expect(explained.senior3).toBeGreaterThanOrEqual(6);
    expect(explained.release).toBeGreaterThanOrEqual(6);
  });
});

describe("sources named in the data modules and listed on the pages", () => {
  const withSources = [
    "military-academy", "arts", "strong-foundation", "air-force-pilot", "naval-pilot", "civil-aviation-pilot", "high-level-sports-team", "sports", "hong-kong-macao",
    "police-academy", "directed-sergeant", "funded-agriculture", "comprehensive-evaluation", "ethnic-minority-class",
    "funded-medical", "funded-normal", "plain-score", "sino-foreign",
  ];
  for (const slug of withSources) {
    it(`${slug}: every source has a title in both languages, a page address or a note that it was not verified, and a date; each page lists them all`, async () => {
      const { sources } = (await import(`@/content/data/${slug}.ts`)) as { sources: Source[] };
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source.title.zh.trim() && source.title.en.trim(), source.title.en).toBeTruthy();
        // (that an address is a page, not a site's front page, is checked in tests/unit/guides/content.test.ts)
        if (source.url !== undefined) expect(source.url).toMatch(/^https?:\/\/[^\s]+$/);
        expect(source.date).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
        expect(source.supports.zh.trim() && source.supports.en.trim(), source.url).toBeTruthy();
      }
      for (const lang of LANGS) {
        const list = /<ol class="sources">([\s\S]*?)<\/ol>/.exec(html(lang, slug))?.[1] ?? "";
        const items = [...list.matchAll(/<li>/g)];
        expect(items, `${lang}: sources listed`).toHaveLength(sources.length);
        for (const source of sources) if (source.url) expect(list).toContain(source.url.replace(/&/g, "&amp;"));
        // A source whose page was not verified says so where its address would be.
        const unverified = { zh: "网页地址未能核对，请按标题和文号在发布机关网站查找", en: "page address not verified; search the publisher&#39;s site for the title and number" }[lang];
        expect(list.split(unverified).length - 1, `${lang}: sources without an address`).toBe(sources.filter((source) => !source.url).length);
        // Each entry says whether it is the publisher's own text or a news report.
        const kinds = [...list.matchAll(/<span class="sources__kind">([^<]*)<\/span>/g)].map((match) => match[1]);
        const label = { zh: { publisher: "发布机关原文：", report: "媒体报道，未找到发布机关原文：" }, en: { publisher: "the publisher's own text: ", report: "a news report; the publisher's own text was not found: " } }[lang];
        expect(kinds, `${lang}: kinds`).toEqual(sources.map((source) => label[source.kind].replace(/'/g, "&#39;")));
      }
    });
  }
  it("the data modules that state dated facts all export sources", () => {
    const modules = readdirSync("src/content/data").filter((file) => readFileSync(`src/content/data/${file}`, "utf8").includes("export const sources"));
    expect(modules.map((file) => file.replace(/\.ts$/, "")).sort()).toEqual([...withSources].sort());
  });
});

// Issue 30: the eleven facts a fact-check found wrong or outdated, as corrected, in both languages.
describe("issue 30: the corrected facts, in both languages", () => {
  it("police: bare-eye 4.8 in each eye, glasses do not count; any tattoo fails", () => {
    const zh = text("zh", "police-academy");
    expect(zh).toContain("每一眼的裸眼视力都要达到 4.8 及以上");
    expect(zh).toMatch(/戴眼镜[^。]*不算/);
    expect(zh).toContain("文身一律不合格");
    expect(zh).not.toMatch(/允许矫正视力达标|纹身可能导致/);
    const en = text("en", "police-academy");
    expect(en).toContain("bare-eye vision of at least 4.8 in each eye");
    expect(en).toMatch(/glasses or contact lenses does not count/);
    expect(en).toContain("any tattoo fails");
    expect(en).not.toMatch(/accept candidates whose corrected vision|tattoos in visible places can fail/);
  });
  it("military academies: age 16–20 in 2025 (17–20 before), the fitness-test condition, the whole tattoo rule", () => {
    const zh = text("zh", "military-academy");
    expect(zh).toMatch(/年龄 16–20 岁（2025 年的规定）/);
    expect(zh).toMatch(/2024 年及以前为 17–20 岁/);
    expect(zh).toContain("高中阶段体质测试成绩达到及格以上");
    expect(zh).toMatch(/裸露部位的文身超过 3 cm、其他部位的文身超过 10 cm，不合格；文眉、文眼线、文唇/);
    expect(zh).not.toContain("面部、颈部不得有纹身");
    const en = text("en", "military-academy");
    expect(en).toMatch(/Aged 16–20 \(the 2025 rule\)/);
    expect(en).toContain("up to 2024 the range was 17–20");
    expect(en).toContain("A pass or better in the high-school physical fitness tests");
    expect(en).toMatch(/over 3 cm on skin the training uniform leaves bare, or over 10 cm elsewhere; cosmetic tattoos of the eyebrows, eyeliner or lips also fail/);
    expect(en).not.toContain("none on the face or neck");
  });
  it("naval academies (the ship route): 16–20 in 2025 and the fitness test; pilots stay 17–20", () => {
    const zh = text("zh", "naval-pilot");
    expect(zh).toMatch(/2025 年的年龄为 16–20 岁/);
    expect(zh).toMatch(/2025 年为 16–20 岁（截至当年 8 月 31 日；2024 年及以前 17–20 岁）/);
    expect(zh).toContain("高中阶段体质测试成绩须达到及格以上");
    const en = text("en", "naval-pilot");
    expect(en).toContain("aged 16–20 in 2025 (as of 31 August of the year; 17–20 up to 2024)");
    expect(en).toContain("16–20 in 2025 (as of 31 August of the year; 17–20 up to 2024)");
  });
  it("directed sergeants: the name 定向培养军士 (and 直招军士) and at least 5 years of service", () => {
    const zh = text("zh", "directed-sergeant");
    expect(zh).toContain("定向培养军士");
    expect(zh).toContain("直招军士");
    expect(zh).toContain("志愿至少服现役满 5 年");
    expect(zh.match(/士官/g) ?? []).toHaveLength((zh.match(/定向培养士官|直招士官|“士官”/g) ?? []).length); // the old name only as the old name
    const en = text("en", "directed-sergeant");
    expect(en).toContain("定向培养军士");
    expect(en).toContain("直招军士");
    expect(en).toContain("Willing to serve at least 5 years on active duty");
  });
  it("Hong Kong: HKBU's non-local fee was HK$160,000 in 2024/25 and is HK$175,000 in 2025/26 (its fees page)", () => {
    const zh = text("zh", "hong-kong-macao");
    expect(zh).toContain("浸会大学 2024/25 学年为 16 万港元");
    expect(zh).toContain("2025/26 学年为 17.5 万（学校收费网页）");
    expect(zh).not.toMatch(/浸会、岭南、教大约 14\.5 万|浸会大学自 2024\/25 学年起为 16 万/);
    const en = text("en", "hong-kong-macao");
    expect(en).toContain("HK$160,000 at HKBU in 2024/25");
    expect(en).toContain("HK$175,000 in 2025/26 (the university's fees page)");
    expect(en).not.toMatch(/HK\$145,000 at HKBU|HK\$160,000 at HKBU since/);
  });
  it("funded agriculture: no general six-year rule; the schemes checked use 5 years", () => {
    const zh = text("zh", "funded-agriculture");
    expect(zh).toContain("没有全国统一的 6 年规则");
    expect(zh).toMatch(/一般为 5 年/);
    expect(zh).not.toMatch(/适用公费培养一般规则|不少于 6 年的|违约金占培养费用/);
    const en = text("en", "funded-agriculture");
    expect(en).toContain("there is no national six-year rule");
    expect(en).toMatch(/usually 5 years/);
    expect(en).not.toMatch(/general publicly funded rule applies/);
  });
  it("Strong Foundation: at least eight universities test between the gaokao and the results, the later joiners marked as unchecked", () => {
    const zh = text("zh", "strong-foundation");
    expect(zh).toContain("不是所有高校都在出分后考核");
    expect(zh).toContain("上海交通大学、复旦大学、南京大学、浙江大学、中国科学技术大学、同济大学、厦门大学、西安交通大学");
    expect(zh).toMatch(/二手整理[^。]*我们未能在各校简章中逐一核对/);
    const en = text("en", "strong-foundation");
    expect(en).toContain("not every university tests after the results are out");
    expect(en).toContain("Shanghai Jiao Tong University, Fudan University, Nanjing University, Zhejiang University, the University of Science and Technology of China, Tongji University, Xiamen University and Xi’an Jiaotong University");
    expect(en).toMatch(/secondary summary[^.]*we could not check these/);
  });
  it("comprehensive evaluation: the score floor is set per school, not a national 二批线", () => {
    const zh = text("zh", "comprehensive-evaluation");
    expect(zh).toContain("门槛按学校定，没有全国统一的“二批线”");
    expect(zh).toMatch(/一段[^。]*二段[^。]*专科/);
    expect(zh).not.toMatch(/二批线高考成绩须达到的一般门槛|本科二批录取控制线/);
    const en = text("en", "comprehensive-evaluation");
    expect(en).toContain("The floor is set per school");
    expect(en).toMatch(/first-section \(一段\) and second-section \(二段\) universities and junior colleges/);
    expect(en).not.toMatch(/the usual gaokao score floor|second-tier \(undergraduate batch 2\) control line/);
  });
  it("arts: the national floor of the culture line, 75% of the 二本 or merged undergraduate line, provinces higher", () => {
    expect(text("zh", "arts")).toMatch(/全国底线是不低于本省普通类本科二批线（批次合并的省份为合并后的本科线）的 75%/);
    expect(text("en", "arts")).toMatch(/national floor of at least 75% of the province’s ordinary second-batch line \(the merged\s*undergraduate line where batches have merged\)/);
  });
  it("ethnic classes: 40 and 80 points are the national caps; junior-college preparatory at most 60 below", () => {
    const zh = text("zh", "ethnic-minority-class");
    expect(zh).toMatch(/最大幅度是全国统一规定的/);
    expect(zh).toContain("民族班：最多降 40 分");
    expect(zh).toContain("本科预科班：最多降 80 分");
    expect(zh).toContain("专科（高职）预科班：最多比招生高校的提档线低 60 分");
    expect(zh).not.toContain("不少省份");
    const en = text("en", "ethnic-minority-class");
    expect(en).toContain("The maximum is a national rule");
    expect(en).toContain("at most 60 points below the university’s file-release score");
    expect(en).not.toMatch(/in many provinces/);
  });
  it("Hong Kong: HKU's 2025/26 fees from its fees page; the 2026/27 figures said to be secondary; Lingnan dated 2023/24", () => {
    const zh = text("zh", "hong-kong-macao");
    expect(zh).toContain("港大 2025/26 学年非 STEM 学院 19.8 万、STEM 学院 21.8 万（学校收费网页）");
    expect(zh).toMatch(/2026\/27 学年据 2025 年 8 月的留学机构转述为 22\.4 万、24\.9 万（未在学校网页核到）/);
    expect(zh).toContain("岭南 2023/24 学年为 14.5 万");
    const en = text("en", "hong-kong-macao");
    expect(en).toContain("HK$198,000 in non-STEM and HK$218,000 in STEM faculties");
    expect(en).toContain("(not found on the university's page)");
  });
});

// Issue 30, "Also": the claims re-checked against what the publishers say, corrected or softened and dated, in both languages.
describe("issue 30: re-checked claims, in both languages", () => {
  it("police: age 16–22 by the year's birth dates (Tianjin 2025), marital status and height as the province's notice says", () => {
    const zh = text("zh", "police-academy");
    expect(zh).toContain("年龄 16–22 岁");
    expect(zh).toContain("2003 年 9 月 1 日至 2009 年 8 月 31 日出生");
    expect(zh).toMatch(/往年的公安院校招生文件要求未婚；2025 年天津公布的报考条件里没有这一条/);
    expect(zh).not.toMatch(/外语类专业\s*(?:≤|不超过)\s*20|年龄和婚姻是硬条件/);
    const en = text("en", "police-academy");
    expect(en).toContain("Aged 16–22");
    expect(en).toContain("born 1 September 2003 to 31 August 2009");
    expect(en).not.toMatch(/foreign-language majors (?:≤|at most) 20|Age and marital status are hard limits/);
  });
  it("funded normal students: the 2024 bachelor-to-master measures (国办发〔2024〕27号) replace the 2018 ones", () => {
    const zh = text("zh", "funded-normal");
    expect(zh).toContain("国办发〔2024〕27 号，2024 年 5 月 28 日");
    expect(zh).toMatch(/本科 4 年，符合条件的免试读本校全日制教育硕士 2 年，再履约任教 6 年以上；2018 年的办法同时废止/);
    expect(zh).toContain("不定向到直辖市、计划单列市和省会城市主城区");
    expect(zh).not.toMatch(/任教满一学期后，可按规定免试在职攻读教育硕士/);
    const en = text("en", "funded-normal");
    expect(en).toContain("Guobanfa [2024] No. 27, 28 May 2024");
    expect(en).toMatch(/4 undergraduate years, then, for those who qualify, a 2-year full-time master of\s+education/);
    expect(en).not.toMatch(/After one term of teaching you may take a part-time master/);
    expect(html("zh", "funded-normal")).toContain("https://www.moe.gov.cn/jyb_xxgk/moe_1777/moe_1778/202406/t20240614_1135654.html");
  });
  it("funded medical students: the 3-year rural registration and the 50% penalty are provincial rules, said so", () => {
    const zh = text("zh", "funded-medical");
    expect(zh).toContain("多数省份要求农村户籍连续满 3 年");
    expect(zh).toContain("多省的做法是退还已享受的费用，并缴纳相当于培养费用 50% 的违约金");
    expect(zh).not.toMatch(/国家的农村订单定向项目要求农村户籍连续满 3 年|公费培养的一般规则/);
    const en = text("en", "funded-medical");
    expect(en).toContain("most provinces require 3 continuous years of rural household registration");
    expect(en).not.toMatch(/The national rural order-oriented scheme requires|the general rule for publicly funded study/);
  });
  it("plain score: the five national bonuses ended together on 1 January 2015", () => {
    expect(text("zh", "plain-score")).toContain("自 2015 年 1 月 1 日起，体育特长生、学科奥林匹克竞赛、科技类竞赛、省级优秀学生、思想政治品德有突出事迹这 5 项全国性鼓励加分一起取消");
    expect(text("zh", "plain-score")).not.toContain("陆续取消");
    expect(text("en", "plain-score")).toContain("On 1 January 2015 the five national reward bonuses ended together");
    expect(text("en", "plain-score")).not.toContain("phased out");
  });
  it("ethnic classes: the 40/80/60 caps rest on the ministry's rules of 1 April 2005, named by their real title", () => {
    expect(text("zh", "ethnic-minority-class")).toContain("《普通高等学校少数民族预科班、民族班招生工作管理规定》（2005 年 4 月 1 日印发");
    expect(text("zh", "ethnic-minority-class")).not.toContain("招生、教学和管理暂行办法");
  });
  it("arts: the 75% floor is in the ministry's yearly special-type notice, with the performance majors set apart", () => {
    expect(text("zh", "arts")).toMatch(/这条底线写在教育部每年的特殊类型招生工作通知里（2025 年通知），舞蹈类、戏曲类、表（导）演类的表演专业和音乐表演等专业在通知中另有安排/);
    expect(text("en", "arts")).toMatch(/The floor is\s+set in the ministry’s yearly notice on special-type admission \(the 2025 notice\)/);
  });
  it("special plans: the 95 universities and the nine provinces are dated as the lists this page rests on", () => {
    expect(text("zh", "special-plans")).toMatch(/本页所据的高校专项计划名单共 95 所招生高校[^。]*。2025、2026 年的名单原文我们没有核对到（2026 年 11 月）/);
    expect(text("en", "special-plans")).toMatch(/We could not check the 2025 and 2026 lists themselves \(November 2026\)/);
    // the 2015 notice that puts Guangdong among the national plan's provinces is named beside the list it contradicts
    expect(text("zh", "special-plans")).toMatch(/教学〔2015〕3 号[^。]*把广东列在[^。]*与这份名单不一致/);
    expect(text("en", "special-plans")).toMatch(/Jiaoxue \[2015\] No\. 3[^.]*listed Guangdong[^.]*disagrees with this list/);
  });
  it("Strong Foundation: the ministry's opinions are cited at their own page", () => {
    for (const lang of LANGS) expect(html(lang, "strong-foundation")).toContain("http://www.moe.gov.cn/srcsite/A15/moe_776/s3258/202001/t20200115_415589.html");
  });
  it("naval pilots: the navy's own 16–19 of 2019–2020 beside the air force's 17–20, the later years said to be unchecked", () => {
    const zh = text("zh", "naval-pilot");
    expect(zh).toContain("海军 2019、2020 年度招飞面向 16–19 岁的高中毕业生");
    expect(zh).toContain("2025、2026 年度海军的具体日期我们没有在公开材料中核到（2026 年 11 月）");
    expect(zh).not.toMatch(/年龄 17–20 岁。海军简章/);
    const en = text("en", "naval-pilot");
    expect(en).toMatch(/took high-school graduates aged 16–19/);
    expect(en).not.toMatch(/Aged 17–20\. The navy/);
  });
  it("Hong Kong: CUHK is the only publicly funded university in unified admission; Chu Hai College said to be in it by a secondary summary", () => {
    expect(text("zh", "hong-kong-macao")).toContain("香港的公帑资助大学中只有香港中文大学通过统招");
    expect(text("zh", "hong-kong-macao")).toMatch(/香港珠海学院[^。]*自 2023 年起[^。]*（未在学校网页核到/);
    expect(text("en", "hong-kong-macao")).toContain("the only publicly funded Hong Kong university admitting");
    expect(text("en", "hong-kong-macao")).not.toMatch(/is the only Hong Kong university admitting/);
  });
  it("civil aviation: heights are the recruiters' figures, not the 2017 standard's; English has no national line; the 60% total-score line since 2020", () => {
    const zh = text("zh", "civil-aviation-pilot");
    expect(zh).toContain("MH/T 7013-2017 本身已不写身高数值");
    expect(zh).toContain("我们没有找到全国统一的英语分数线（2026 年 11 月）");
    expect(zh).toContain("自 2020 年起，各省民航招飞录取最低控制分数线为当年高考文化课总分的 60%");
    expect(zh).not.toMatch(/从 18\.5 起，低于 24|即使体检全部合格也不能录取，英语弱的同学要尽早补。\s*$/m);
    expect(zh).not.toContain("高考英语原始成绩不到 95 分");
    const en = text("en", "civil-aviation-pilot");
    expect(en).toContain("MH/T 7013-2017 itself no longer gives height figures");
    expect(en).toContain("since 2020 each province’s minimum line for civil aviation recruitment is 60% of the gaokao total");
    expect(en).not.toMatch(/from 18\.5, below 24|with a gaokao English raw score below 95 you cannot/);
  });
  it("directed sergeants: the renaming is dated by what was found, not by an unchecked year", () => {
    expect(text("zh", "directed-sergeant")).toContain("改名约在 2022 年，确切日期我们没有核到原文");
    expect(text("zh", "directed-sergeant")).not.toContain("2022 年起军队把");
    expect(text("en", "directed-sergeant")).not.toMatch(/called 定向培养士官 before 2022|from 2022 the armed forces call/);
  });
  it("high-level teams: the 2024 notice's further cases (no one admitted two years running) are on the page", () => {
    expect(text("zh", "high-level-sports-team")).toMatch(/生源严重不足且连续两年录取数为零的项目，都不再安排运动队招生/);
    expect(text("en", "high-level-sports-team")).toMatch(/no one admitted two years running/);
  });
  it("comprehensive evaluation: the 50% floor is the provinces' usual rule, not one national rule", () => {
    expect(text("zh", "comprehensive-evaluation")).toContain("各省的办法普遍要求高考成绩在综合成绩中所占比例不低于 50%");
    expect(text("zh", "comprehensive-evaluation")).not.toContain("按照规定，高考成绩在综合成绩中所占比例不低于 50%");
    expect(text("en", "comprehensive-evaluation")).not.toContain("By rule, the gaokao makes up at least 50%");
  });
  it("every guide shows the same updated date on its zh and en pages", () => {
    const shown = (lang: Lang, slug: string) => /<time datetime="(\d{4}-\d{2}-\d{2})"/.exec(html(lang, slug))?.[1];
    for (const slug of GUIDE_SLUGS) expect(shown("en", slug), slug).toBe(shown("zh", slug));
  });
});
