// The long texts of the portal pages (agreements, operation guide) say the same things in both languages,
// and the home page's entries reach every section of the route table.
import { describe, expect, it } from "vitest";
import { userAgreement } from "@/islands/pages/agreements/user";
import { privacyAgreement } from "@/islands/pages/agreements/privacy";
import { agreementPage, EFFECTIVE_DATE, type Agreement } from "@/islands/pages/agreements/types";
import { helpGuide } from "@/islands/pages/help/content";
import { CAREER_HUB_GROUPS } from "@/islands/career/hub-groups";
import { guidesHref, sectionGroups } from "@/islands/pages/sections";
import { PORTAL_ROUTES } from "@/lib/portal/routes";
import { assessmentOfPath } from "@/domain/assessment/catalog";
import { allPortalMessages as portalMessages } from "@/lib/i18n/portal-areas";

const CJK = /[\u4e00-\u9fff]/;

function shape(sections: ReadonlyArray<{ id: string; paragraphs: string[]; items?: string[]; steps?: string[]; after?: string[] }>) {
  return sections.map((section) => ({
    id: section.id,
    paragraphs: section.paragraphs.length,
    items: section.items?.length ?? 0,
    steps: section.steps?.length ?? 0,
    after: section.after?.length ?? 0,
  }));
}

function texts(sections: ReadonlyArray<{ heading: string; paragraphs: string[]; items?: string[]; steps?: string[]; after?: string[] }>): string[] {
  return sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? []), ...(section.steps ?? []), ...(section.after ?? [])]);
}

describe.each([
  ["user agreement", userAgreement],
  ["privacy agreement", privacyAgreement],
] as [string, Agreement][])("%s", (_name, agreement) => {
  it("has the same sections, ids and list lengths in zh and en", () => {
    expect(shape(agreement.en.sections)).toEqual(shape(agreement.zh.sections));
    expect(agreement.en.intro.length).toBe(agreement.zh.intro.length);
  });
  it("has no empty text, unique ids, Chinese in zh and none in en", () => {
    const ids = agreement.zh.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    for (const text of [agreement.zh.title, ...agreement.zh.intro, ...texts(agreement.zh.sections)]) {
      expect(text.trim()).not.toBe("");
      expect(text).toMatch(CJK);
    }
    for (const text of [agreement.en.title, ...agreement.en.intro, ...texts(agreement.en.sections)]) {
      expect(text.trim()).not.toBe("");
      expect(text, text).not.toMatch(CJK);
    }
  });
  it("ends by telling the reader whom to contact", () => {
    expect(agreement.zh.sections.at(-1)!.id).toBe("contact");
  });
});

describe("the privacy agreement covers what the brief requires", () => {
  const ids = privacyAgreement.zh.sections.map((section) => section.id);
  it.each(["controller", "collect", "purpose", "access", "retention", "minors", "rights", "contact"])("has a %s section", (id) => {
    expect(ids).toContain(id);
  });
  it("names every kind of data collected: account, student profile, assessments, favourites, logs", () => {
    const collected = privacyAgreement.en.sections.find((section) => section.id === "collect")!.items!.join(" ");
    for (const word of ["Account", "Student record", "Assessments", "Favourites", "Logs"]) expect(collected).toContain(word);
  });
});

describe("agreement page choice", () => {
  it("?page=2 is the privacy agreement, everything else the user agreement", () => {
    expect(agreementPage("?page=2")).toBe("2");
    expect(agreementPage("?page=1")).toBe("1");
    expect(agreementPage("")).toBe("1");
    expect(agreementPage("?page=9")).toBe("1");
  });
  it("has a valid effective date", () => {
    expect(EFFECTIVE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(new Date(EFFECTIVE_DATE).getTime())).toBe(false);
  });
});

describe("operation guide", () => {
  it("has the same sections and step counts in zh and en", () => {
    expect(shape(helpGuide.en.sections)).toEqual(shape(helpGuide.zh.sections));
  });
  it.each(["login", "navigation", "search", "lock", "password", "settings", "error-log", "help"])("explains %s", (id) => {
    expect(helpGuide.zh.sections.map((section) => section.id)).toContain(id);
  });
  it("keeps Chinese out of the English text except the language's own name", () => {
    for (const text of texts(helpGuide.en.sections)) expect(text.replace("中文", ""), text).not.toMatch(CJK);
  });
});

describe("home page entries", () => {
  const groups = sectionGroups();
  const hrefs = groups.flatMap((group) => group.entries.map((entry) => entry.href));

  it("reach every section of the route table (search and school pages are reached from the top bar and college pages, detail pages from their lists, each assessment's test and report from the assessment centre, career pages from the career hub, a school's staff pages from the administration menu)", () => {
    const reached = [...hrefs, ...CAREER_HUB_GROUPS.flatMap((group) => group.entries.map(([href]) => href))];
    const sections = PORTAL_ROUTES.filter((route) => route.auth !== false && route.tab !== false && !route.roles).map((route) => route.path)
      .filter((path) => path !== "/wel/index" && !/\/detail$|Details$|-details$/.test(path) && !assessmentOfPath(path));
    for (const path of sections) expect(reached, path).toContain(path);
  });
  it("take titles and the coming-soon state from the route table", () => {
    for (const entry of groups.flatMap((group) => group.entries)) {
      const route = PORTAL_ROUTES.find((candidate) => candidate.path === entry.href)!;
      expect(entry.title).toBe(route.title);
      expect(entry.comingSoon).toBe(Boolean(route.comingSoon));
      expect(portalMessages.zh[entry.description], entry.description).toBeTruthy();
      expect(portalMessages.en[entry.description], entry.description).toBeTruthy();
    }
  });
  it("link the guides in the reader's language", () => {
    expect(guidesHref("zh")).toBe("/guides");
    expect(guidesHref("en")).toBe("/en/guides");
  });
});

describe("coming-soon details", () => {
  it("every section still being built has its full description in both languages", async () => {
    const { SOON_DETAILS } = await import("@/islands/pages/soon-details");
    const keys = PORTAL_ROUTES.flatMap((route) => (route.comingSoon ? [route.comingSoon] : []));
    for (const key of keys) {
      expect(SOON_DETAILS[key]?.zh, key).toMatch(CJK);
      expect(SOON_DETAILS[key]?.en.trim(), key).toBeTruthy();
      expect(portalMessages.zh[key as keyof typeof portalMessages.zh], key).toBeTruthy();
    }
    expect(Object.keys(SOON_DETAILS).sort()).toEqual([...new Set(keys)].sort());
  });
});
