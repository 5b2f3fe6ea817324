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
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(portalMessages.en[key] ?? ""), key).toEqual(names(zh));
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
