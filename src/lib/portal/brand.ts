// Company brands and the footer's company setting (portal.md §1). The active brand is the first one.
import type { PortalKey } from "@/lib/i18n/portal";

export interface Brand {
  id: string;
  /** Product name shown beside the logo, per language. */
  name: PortalKey;
  logo: string;
  /** The picture on the login screen beside the form. */
  guideImage: string;
  favicon: string;
  domain: string;
  company: PortalKey;
  /** Where the "guide" link on the login screen leads: the public admission-route guides. */
  guideLink: string;
}

export const BRANDS: readonly [Brand, Brand] = [
  {
    id: "qihang",
    name: "brand.qihang.name",
    logo: "/images/brand/qihang-logo.svg",
    guideImage: "/images/brand/qihang-guide.svg",
    favicon: "/favicon.svg",
    domain: "qihang.example.edu.cn",
    company: "brand.qihang.company",
    guideLink: "/guides",
  },
  {
    id: "mingdeng",
    name: "brand.mingdeng.name",
    logo: "/images/brand/mingdeng-logo.svg",
    guideImage: "/images/brand/mingdeng-guide.svg",
    favicon: "/images/brand/mingdeng-favicon.svg",
    domain: "mingdeng.example.edu.cn",
    company: "brand.mingdeng.company",
    guideLink: "/guides",
  },
];

/** The active brand is fixed to the first (portal.md §1). */
export const activeBrand: Brand = BRANDS[0];

/** The brand's guides in the portal's language: the English guides live under /en (as langPrefix in @/lib/i18n). */
export const guidesLinkFor = (lang: "zh" | "en"): string => (lang === "en" ? `/en${activeBrand.guideLink}` : activeBrand.guideLink);

export type CompanySetting = "dlx" | "bsd";

export interface FooterLine {
  company: PortalKey;
  /** ICP filing number, shown as written (not translated). */
  icp: string;
  /** Public-security filing number. */
  police: string;
}

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

/**
 * Footer lines by company setting. Filing numbers belong to whoever operates the site, so they come from the
 * build environment (PUBLIC_ICP_DLX, PUBLIC_POLICE_DLX, PUBLIC_ICP_BSD, PUBLIC_POLICE_BSD) and are left out when unset.
 */
export const FOOTERS: Record<CompanySetting, FooterLine[]> = {
  dlx: [{ company: "footer.dlx.company", icp: env.PUBLIC_ICP_DLX ?? "", police: env.PUBLIC_POLICE_DLX ?? "" }],
  bsd: [
    { company: "footer.bsd.company", icp: env.PUBLIC_ICP_BSD ?? "", police: env.PUBLIC_POLICE_BSD ?? "" },
    { company: "footer.bsd.partner", icp: "", police: "" },
  ],
};

export function companySetting(value: unknown): CompanySetting {
  return value === "bsd" ? "bsd" : "dlx";
}
