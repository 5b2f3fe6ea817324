/** The 24 guides of guides.md, by slug: the list the content, built-site and end-to-end tests expect. */
export const GUIDE_SLUGS: readonly string[] = [
  "naval-pilot", "air-force-pilot", "civil-aviation-pilot", "military-academy", "border-defense-class", "police-academy",
  "directed-sergeant", "funded-medical", "funded-normal", "funded-agriculture", "strong-foundation", "comprehensive-evaluation",
  "plain-score", "arts", "sports", "high-level-sports-team", "joint-training", "sino-foreign", "international-undergraduate",
  "hong-kong-macao", "special-plans", "ethnic-minority-class", "vocational-single-recruitment", "vocational-bachelor-bridge",
];
