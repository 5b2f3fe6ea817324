// Every figure of guides.md §9 must be on its guide page, in both languages, in the BUILT html.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { GUIDE_SLUGS } from "../guide-slugs";
import { DIST, guidePagePath as pagePath, visibleText } from "./built-html";


// Range separators people write: en dash, hyphen, tilde, 至/到, "to".
const TO = String.raw`\s*(?:–|-|—|~|～|至|到|to)\s*`;
const range = (a: number | string, b: number | string) => new RegExp(`${a}${TO}${b}`);
const TIMES = String.raw`\s*[×x*]\s*`;

type Figure = [label: string, zh: RegExp, en: RegExp];
const figures: Record<string, Figure[]> = {
  "strong-foundation": [
    ["39 universities", /39\s*所/, /\b39\b/],
    ["gaokao share at least 85%", /85\s*%/, /85\s*%/],
  ],
  "comprehensive-evaluation": [
    ["gaokao share at least 50%", /50\s*%/, /50\s*%/],
    ["typical split 6:3:1", /6\s*[:：]\s*3\s*[:：]\s*1/, /6\s*:\s*3\s*:\s*1/],
  ],
  "naval-pilot": [
    // guides.md's 17–20 is the air force's range, which the page sets beside the navy's own 16–19 of 2019–2020
    ["age 17–20", range(17, 20), range(17, 20)],
    ["height 165–185 cm", range(165, 185), range(165, 185)],
  ],
  "air-force-pilot": [
    ["age 17–20", range(17, 20), range(17, 20)],
    ["height 165–185 cm", range(165, 185), range(165, 185)],
  ],
  "special-plans": [
    ["95 institutions", /95\s*所/, /\b95\b/],
    ["72 ministry-run", /72\s*所/, /\b72\b/],
    ["23 others", /23\s*所/, /\b23\b/],
    ["nine excluded provinces", /江苏[\s\S]*浙江[\s\S]*广东[\s\S]*北京[\s\S]*天津[\s\S]*上海[\s\S]*山东[\s\S]*福建[\s\S]*辽宁/, /Jiangsu[\s\S]*Zhejiang[\s\S]*Guangdong[\s\S]*Beijing[\s\S]*Tianjin[\s\S]*Shanghai[\s\S]*Shandong[\s\S]*Fujian[\s\S]*Liaoning/],
    ["university plan excludes Beijing, Tianjin, Shanghai", /北京、天津、上海不实施高校专项|不实施高校专项计划[^。]*北京、天津、上海/, /without the university special plan[^.]*Beijing, Tianjin, Shanghai|Beijing, Tianjin and Shanghai[^.]*university special plan/],
  ],
  "military-academy": [
    ["44 academies", /44\s*所/, /\b44\b/],
    ["27 recruit high-school students", /27\s*所/, /\b27\b/],
    ["re-check within 1 month", /1\s*个月/, /(?:1|one)\s*month/i],
    ["age 16–20 as of 31 August (the 2025 rule; guides.md's 17–20 is the rule up to 2024)", range(16, 20), range(16, 20)],
    ["age 17–20 up to 2024", range(17, 20), range(17, 20)],
  ],
  arts: [
    ["undergraduate culture line 70%", /70\s*%/, /70\s*%/],
    ["75% where batches merge", /75\s*%/, /75\s*%/],
    ["30 independent arts colleges", /30\s*所/, /\b30\b/],
    ["15 reference institutions", /15\s*所/, /\b15\b/],
  ],
  "directed-sergeant": [
    ["3-year programme", /3\s*年/, /(?:3|three)[- ]year/i],
    ["age limit 20 (directed)", /20\s*(?:周)?岁/, /\b20\b/],
    ["age limit 24 (direct)", /24\s*(?:周)?岁/, /\b24\b/],
  ],
  sports: [
    ["physical 60%", /60\s*%/, /60\s*%/],
    ["special 40%", /40\s*%/, /40\s*%/],
    ["composite × 3.75", /3\.75/, /3\.75/],
    ["composite × 0.5", /0\.5\b/, /0\.5\b/],
    ["4 × 150 = 600", new RegExp(`4${TIMES}150\\s*=\\s*600`), new RegExp(`4${TIMES}150\\s*=\\s*600`)],
    ["cultural cut-off 180", /180/, /180/],
    ["special cut-off 40", /40\s*分/, /\b40\b/],
    ["composite 30% / 70%", /30\s*%[\s\S]*70\s*%/, /30\s*%[\s\S]*70\s*%/],
    ["level-1 athlete 30 points", /30\s*分/, /30 points/],
    ["master athlete 50 points", /50\s*分/, /50 points/],
  ],
  "high-level-sports-team": [
    ["drop-out rate above 20%", /20\s*%/, /20\s*%/],
    ["no students in 3 consecutive Games", /连续\s*3\s*届/, /3 consecutive/],
    ["at most 10 teams", /10\s*(?:个|支)/, /\b10\b/],
  ],
  "civil-aviation-pilot": [
    ["medical standard MH/T 7013-2017", /MH\/T\s*7013-2017/, /MH\/T\s*7013-2017/],
    ["English at least 95", /95/, /\b95\b/],
    ["CET 425", /425/, /425/],
  ],
  "funded-normal": [
    ["started 2007", /2007/, /2007/],
    ["6 ministry-run normal universities", /6\s*所/, /(?:6|six) (?:ministry|normal|universities)/i],
    ["service at least 6 years", /6\s*年/, /(?:6|six) years/i],
    ["breach penalty 50%", /50\s*%/, /50\s*%/],
  ],
  "funded-medical": [
    ["5-year undergraduate", /5\s*年/, /(?:5|five)[- ]year/i],
    ["3-year college", /3\s*年/, /(?:3|three)[- ]year/i],
    [
      "rural household registration for 3 years",
      /农村户(?:籍|口)[^。]{0,30}3\s*年|3\s*年[^。]{0,10}农村户(?:籍|口)/,
      /rural household registration[^.]{0,40}\b(?:3|three)\b[^.]{0,15}years|\b(?:3|three)\b[^.]{0,15}years[^.]{0,40}rural household/i,
    ],
    ["service at least 6 years", /6\s*年/, /(?:6|six) years/i],
    ["penalty 50%", /50\s*%/, /50\s*%/],
  ],
  "funded-agriculture": [
    ["tuition, books and lodging paid, plus living allowance", /学费[\s\S]*住宿费[\s\S]*生活(?:费)?补助/, /tuition[\s\S]*lodging[\s\S]*living allowance/i],
  ],
};

describe.each(Object.entries(figures))("guides.md §9 figures on /guides/%s", (slug, list) => {
  for (const lang of ["zh", "en"] as const) {
    const file = pagePath(lang, slug);
    it.each(list)(`${lang}: %s`, (label, zh, en) => {
      expect(existsSync(file), `${file} was not built`).toBe(true);
      const text = visibleText(readFileSync(file, "utf8"));
      const pattern = lang === "zh" ? zh : en;
      expect(pattern.test(text), `${lang} page /guides/${slug} lacks "${label}" (looked for ${pattern})`).toBe(true);
    });
  }
});

describe("Strong Foundation tiles", () => {
  for (const lang of ["zh", "en"] as const) {
    it(`${lang}: 39 tiles, each linking to its school's portal page with an image`, () => {
      const html = readFileSync(pagePath(lang, "strong-foundation"), "utf8");
      const tiles = [...html.matchAll(/<a class="school-tile" href="\/wel\/school\/(\d{5})\/index\/detail"[^>]*>\s*<img src="\/images\/schools\/(\d{5})\.svg"/g)];
      expect(tiles).toHaveLength(39);
      expect(new Set(tiles.map((tile) => tile[1])).size).toBe(39);
      expect(tiles.every((tile) => tile[1] === tile[2])).toBe(true);
      expect(tiles.map((tile) => tile[1])).toContain("10001");
    });
  }
});

describe("arts college lists", () => {
  // The two FactTables are found by caption; each must have one body row per institution.
  const captions = {
    zh: { independent: /独立设置/, reference: /参照/ },
    en: { independent: /independent/i, reference: /reference|treated as|same rules as/i },
  };
  for (const lang of ["zh", "en"] as const) {
    it(`${lang}: lists exactly 30 independent arts colleges and 15 reference institutions`, () => {
      const file = pagePath(lang, "arts");
      expect(existsSync(file), `${file} was not built`).toBe(true);
      const html = readFileSync(file, "utf8");
      const tables = [...html.matchAll(/<caption>([\s\S]*?)<\/caption>[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/g)].map((match) => ({
        caption: visibleText(match[1]!).trim(),
        rows: (match[2]!.match(/<tr>/g) ?? []).length,
      }));
      const found = tables.map((table) => `"${table.caption}" (${table.rows} rows)`).join("; ") || "no tables";
      for (const [which, expected] of [["independent", 30], ["reference", 15]] as const) {
        const table = tables.find((candidate) => captions[lang][which].test(candidate.caption));
        expect(table?.rows, `${lang} page /guides/arts: the ${which} list (caption ${captions[lang][which]}) should have ${expected} rows; tables: ${found}`).toBe(expected);
      }
    });
  }
});

describe("guide pages ship no JavaScript", () => {
  it("no built guide page (either language) has a script other than JSON-LD, or a modulepreload", () => {
    const pages = ["guides", "en/guides"].flatMap((dir) =>
      readdirSync(`${DIST}/${dir}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${DIST}/${dir}/${entry.name}/index.html`),
    );
    expect(pages.length).toBeGreaterThan(0);
    const offenders = pages.filter((file) => {
      const html = readFileSync(file, "utf8");
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      return !scripts.every((attributes) => attributes.includes('type="application/ld+json"')) || /<link[^>]+rel="modulepreload"/.test(html);
    });
    expect(offenders, `guide pages with JavaScript: ${offenders.join(", ")}`).toEqual([]);
  });
});

describe("search-engine metadata", () => {
  it("each guide has title, description, canonical, hreflang pair, Open Graph and JSON-LD Article + BreadcrumbList", () => {
    const html = readFileSync(pagePath("zh", "strong-foundation"), "utf8");
    expect(html).toMatch(/<html lang="zh-CN"/);
    expect(html).toMatch(/<title>[^<]*强基计划[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/guides\/strong-foundation"/);
    expect(html).toMatch(/hreflang="en" href="[^"]+\/en\/guides\/strong-foundation"/);
    expect(html).toMatch(/hreflang="zh-CN" href="[^"]+\/guides\/strong-foundation"/);
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
  it("ships sitemap.xml with every guide in both languages, and robots.txt pointing at it", () => {
    const sitemap = readFileSync(`${DIST}/sitemap.xml`, "utf8");
    const absent = GUIDE_SLUGS.flatMap((slug) => [`/guides/${slug}`, `/en/guides/${slug}`]).filter((path) => !sitemap.includes(`${path}</loc>`));
    expect(absent, `sitemap.xml lacks: ${absent.join(", ")}`).toEqual([]);
    expect(readFileSync(`${DIST}/robots.txt`, "utf8")).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
