import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { guideCategories, parseGuideFrontmatter } from "@/lib/guides/schema";
import { unknownComponents } from "@/lib/guides/lint";
import { schools, strongFoundationCodes, requireSchool } from "@/content/data/schools";
import { GUIDE_SLUGS } from "../../guide-slugs";
import { PUBLISHER_HOSTS, REPORT_HOSTS, hostIsIn, isPageAddress, type Source } from "@/content/data/sources";

const GUIDES_DIR = "src/content/guides";
const EXPECTED_SLUGS = [...GUIDE_SLUGS].sort();
// The components every guide gets without importing: the keys of guideComponents in src/components/guide/index.ts.
const PROVIDED_COMPONENTS = (/guideComponents\s*=\s*\{([^}]*)\}/.exec(readFileSync("src/components/guide/index.ts", "utf8"))?.[1] ?? "")
  .split(",")
  .map((name) => name.split(":")[0]!.trim())
  .filter(Boolean);

const slugsOf = (lang: string) => readdirSync(`${GUIDES_DIR}/${lang}`).filter((file) => file.endsWith(".mdx")).map((file) => file.slice(0, -4)).sort();
const sourceOf = (lang: string, slug: string) => readFileSync(`${GUIDES_DIR}/${lang}/${slug}.mdx`, "utf8");
const frontmatterOf = (source: string) => parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as unknown;

describe("guide collection", () => {
  it("knows the provided guide components", () => expect(PROVIDED_COMPONENTS).toEqual(expect.arrayContaining(["Steps", "FactTable", "SchoolTiles"])));
  const missingFrom = (expected: string[], actual: string[]) => expected.filter((slug) => !actual.includes(slug));
  it("has all 24 guides in Chinese", () => {
    const missing = missingFrom(EXPECTED_SLUGS, slugsOf("zh"));
    expect(missing, `missing Chinese guides: ${missing.map((slug) => `${GUIDES_DIR}/zh/${slug}.mdx`).join(", ")}`).toEqual([]);
    const unexpected = missingFrom(slugsOf("zh"), EXPECTED_SLUGS);
    expect(unexpected, `guides not in guides.md: ${unexpected.join(", ")}`).toEqual([]);
  });
  it("has every guide in English with the same slug", () => {
    const missing = missingFrom(slugsOf("zh"), slugsOf("en"));
    expect(missing, `Chinese guides without an English twin: ${missing.map((slug) => `${GUIDES_DIR}/en/${slug}.mdx`).join(", ")}`).toEqual([]);
    const orphans = missingFrom(slugsOf("en"), slugsOf("zh"));
    expect(orphans, `English guides without a Chinese twin: ${orphans.join(", ")}`).toEqual([]);
  });

  for (const lang of ["zh", "en"]) {
    for (const slug of slugsOf(lang)) {
      const file = `${GUIDES_DIR}/${lang}/${slug}.mdx`;
      it(`${file}: valid frontmatter and only known components`, () => {
        const source = sourceOf(lang, slug);
        expect(() => parseGuideFrontmatter(file, frontmatterOf(source))).not.toThrow();
        expect(unknownComponents(source, PROVIDED_COMPONENTS), `${file} uses components that are neither provided nor imported`).toEqual([]);
      });
    }
  }

  it("gives each guide the same category and order in both languages", () => {
    for (const slug of slugsOf("zh")) {
      const zh = parseGuideFrontmatter(slug, frontmatterOf(sourceOf("zh", slug)));
      const en = parseGuideFrontmatter(slug, frontmatterOf(sourceOf("en", slug)));
      expect([en.category, en.order], slug).toEqual([zh.category, zh.order]);
    }
  });

  it("gives each guide the same updated date in both languages (the content is the same, so is its date)", () => {
    const differ = slugsOf("zh").flatMap((slug) => {
      const zh = parseGuideFrontmatter(slug, frontmatterOf(sourceOf("zh", slug))).updated.toISOString().slice(0, 10);
      const en = parseGuideFrontmatter(slug, frontmatterOf(sourceOf("en", slug))).updated.toISOString().slice(0, 10);
      return zh === en ? [] : [`${slug}: zh ${zh}, en ${en}`];
    });
    expect(differ).toEqual([]);
  });

  it("fills every category shelf", () => {
    const used = new Set(slugsOf("zh").map((slug) => parseGuideFrontmatter(slug, frontmatterOf(sourceOf("zh", slug))).category));
    const empty = guideCategories.filter((category) => !used.has(category));
    expect(empty, `categories with no guide yet: ${empty.join(", ")}`).toEqual([]);
  });
});

describe("malformed guides are reported with the file and the problem", () => {
  const valid = { title: "强基计划", description: "强基计划是 39 所高校面向基础学科的招生改革试点。", category: "selective", order: 1, updated: "2026-11-01" };

  it("accepts a complete frontmatter", () => expect(parseGuideFrontmatter("zh/x.mdx", valid).order).toBe(1));

  it.each(["title", "description", "category", "order", "updated"])("names the file and the missing field %s", (field) => {
    const broken: Record<string, unknown> = { ...valid };
    delete broken[field];
    expect(() => parseGuideFrontmatter("src/content/guides/zh/broken.mdx", broken)).toThrow(
      new RegExp(`src/content/guides/zh/broken\\.mdx[\\s\\S]*${field}`),
    );
  });

  it("rejects an unknown category by listing the allowed ones", () => {
    expect(() => parseGuideFrontmatter("zh/x.mdx", { ...valid, category: "misc" })).toThrow(/category must be one of: military/);
  });

  it("finds a component that is neither provided nor imported", () => {
    const source = `---\ntitle: x\n---\nimport { rows } from "@/content/data/x";\nimport Chart from "./Chart.astro";\n\n<Steps steps={rows} />\n<Chart />\n<Timeline items={rows} />\n`;
    expect(unknownComponents(source, PROVIDED_COMPONENTS)).toEqual(["Timeline"]);
  });

  it("refuses a tile with an unknown school code, naming the code", () => {
    expect(() => requireSchool("99999", "<SchoolTiles>")).toThrow(/<SchoolTiles>: unknown school code "99999"/);
  });
});

describe("school registry", () => {
  it("has the 39 Strong Foundation universities, 10001 being Peking University", () => {
    expect(strongFoundationCodes).toHaveLength(39);
    expect(new Set(strongFoundationCodes).size).toBe(39);
    expect(schools.get("10001")?.zh).toBe("北京大学");
    for (const code of strongFoundationCodes) expect(schools.has(code), code).toBe(true);
  });
  it("uses five-digit codes", () => {
    for (const code of schools.keys()) expect(code).toMatch(/^\d{5}$/);
  });
});

describe("guide sources are the publishers' own texts, or named news reports", () => {
  const modules = readdirSync("src/content/data").filter((file) => readFileSync(`src/content/data/${file}`, "utf8").includes("export const sources"));
  it("finds the data modules that list sources", () => expect(modules.length).toBeGreaterThanOrEqual(18));
  for (const file of modules) {
    it(`${file}: every address is a publisher's site, or a news organisation's for a source marked as a report`, async () => {
      const { sources } = (await import(`@/content/data/${file.replace(/\.ts$/, "")}.ts`)) as { sources: Source[] };
      for (const source of sources) {
        if (source.url === undefined) continue;
        const allowed = source.kind === "publisher" ? PUBLISHER_HOSTS : REPORT_HOSTS;
        expect(hostIsIn(source.url, allowed), `${source.kind} source at ${source.url} (${source.title.en})`).toBe(true);
      }
    });
    it(`${file}: every address is the page holding the text, never the publisher's front page`, async () => {
      const { sources } = (await import(`@/content/data/${file.replace(/\.ts$/, "")}.ts`)) as { sources: Source[] };
      // jsj.edu.cn is cited as the supervision site itself (its address is the fact), so its front page is the page.
      const roots = sources.filter((source) => source.url !== undefined && !isPageAddress(source.url) && !hostIsIn(source.url, ["jsj.edu.cn"]));
      expect(roots.map((source) => `${source.url} (${source.title.en})`)).toEqual([]);
    });
    it(`${file}: a source without an address names a document number or a dated title a reader can search for`, async () => {
      const { sources } = (await import(`@/content/data/${file.replace(/\.ts$/, "")}.ts`)) as { sources: Source[] };
      for (const source of sources.filter((item) => item.url === undefined)) {
        expect(source.date, source.title.en).toMatch(/^\d{4}/);
        expect(source.title.zh.length, source.title.en).toBeGreaterThanOrEqual(12);
      }
    });
  }
  it("refuses a scraper or mirror site, and a report passed off as the publisher", () => {
    expect(hostIsIn("http://dzyyw.com/wangluoyouxi/1234416.html", PUBLISHER_HOSTS)).toBe(false);
    expect(hostIsIn("http://dzyyw.com/wangluoyouxi/1234416.html", REPORT_HOSTS)).toBe(false);
    expect(hostIsIn("http://www.allfinanceguide.com/html/mhxy/bk/stzj/", REPORT_HOSTS)).toBe(false);
    expect(hostIsIn("https://www.hk01.com/x", PUBLISHER_HOSTS)).toBe(false);
    expect(hostIsIn("http://www.mod.gov.cn", PUBLISHER_HOSTS)).toBe(true);
    // A look-alike ending is not the host.
    expect(hostIsIn("https://notgov.cn", PUBLISHER_HOSTS)).toBe(false);
  });
  it("tells a page from a bare site root", () => {
    expect(isPageAddress("http://www.moe.gov.cn")).toBe(false);
    expect(isPageAddress("https://www.sdzk.cn/")).toBe(false);
    expect(isPageAddress("http://www.moe.gov.cn/srcsite/A15/moe_776/s3258/202001/t20200115_415589.html")).toBe(true);
    expect(isPageAddress("https://example.edu.cn/?id=7")).toBe(true);
  });
});
