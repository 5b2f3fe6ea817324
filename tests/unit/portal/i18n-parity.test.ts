import { describe, expect, it } from "vitest";
import { allPortalMessages as portalMessages, portalAreas } from "@/lib/i18n/portal-areas";
import { PORTAL_ROUTES } from "@/lib/portal/routes";
import { BRANDS, FOOTERS } from "@/lib/portal/brand";

describe("portal strings (zh and en)", () => {
  for (const [area, files] of Object.entries(portalAreas)) {
    it(`${area}: same keys in both languages, none empty`, () => {
      expect(Object.keys(files.en).sort()).toEqual(Object.keys(files.zh).sort());
      for (const lang of ["zh", "en"] as const) for (const [key, value] of Object.entries(files[lang])) expect(value.trim(), `${lang}:${key}`).not.toBe("");
    });
  }
  it("no key is defined in two areas", () => {
    const seen = new Map<string, string>();
    for (const [area, files] of Object.entries(portalAreas)) {
      for (const key of Object.keys(files.zh)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
  it("placeholders match between languages", () => {
    for (const [key, zh] of Object.entries(portalMessages.zh)) {
      // a sentence may name a thing twice in one language; {Reader} is {reader} at the start of an English sentence
      const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] === "Reader" ? "reader" : match[1]))].sort();
      expect(names(portalMessages.en[key] ?? ""), key).toEqual(names(zh));
    }
  });
  it("a text for a parent or counsellor (@reader) exists only beside the student's own and names the student", () => {
    for (const [key, text] of Object.entries(portalMessages.zh)) {
      if (!key.endsWith("@reader")) continue;
      expect(portalMessages.zh[key.slice(0, -"@reader".length)], key).toBeTruthy();
      expect(text, key).not.toMatch(/你/);
      expect(portalMessages.en[key], key).not.toMatch(/\byou(r)?\b/i);
    }
  });
  it("every key the route table and brands name exists", () => {
    const keys = [
      ...PORTAL_ROUTES.flatMap((route) => [route.title, ...(route.comingSoon ? [route.comingSoon] : [])]),
      ...BRANDS.flatMap((brand) => [brand.name, brand.company]),
      ...Object.values(FOOTERS).flatMap((lines) => lines.map((line) => line.company)),
    ];
    for (const key of keys) expect(portalMessages.zh[key], key).toBeTruthy();
  });
});
