// The section entries of the home page (portal.md §2 main area, career, others): every place the portal offers,
// grouped as a student thinks of them. Titles and "coming soon" come from the route table, so an entry always
// leads to a real page: the finished screen or its coming-soon page. A section's one-line summary (soon.*) is its
// card text too; it stays valid after the section lands.
import type { PortalKey } from "@/lib/i18n/portal";
import { findRoute } from "@/lib/portal/routes";

export interface SectionEntry {
  href: string;
  title: PortalKey;
  description: PortalKey;
  /** The route is still being built: its page says what it will offer. */
  comingSoon: boolean;
}

export interface SectionGroup {
  heading: PortalKey;
  entries: SectionEntry[];
}

const GROUPS: ReadonlyArray<{ heading: PortalKey; entries: ReadonlyArray<[path: string, description: PortalKey]> }> = [
  {
    heading: "home.group.lookup",
    entries: [
      ["/wel/colleges/index", "soon.colleges"],
      ["/wel/contrast", "soon.contrast"],
      ["/wel/vr", "home.card.vr"],
      ["/wel/major/index", "soon.majors"],
      ["/wel/job/index", "soon.jobs"],
    ],
  },
  {
    heading: "home.group.apply",
    entries: [
      ["/wel/batchLine/index", "soon.batchLine"],
      ["/wel/burst", "soon.burst"],
      ["/wel/sameScore", "soon.sameScore"],
      ["/wel/enrollPlan", "soon.enrollPlan"],
      ["/wel/advanceBatch/index", "soon.advanceBatch"],
      ["/wel/probability", "soon.probability"],
      ["/volunteer/index", "soon.volunteer"],
      ["/career/fill-submit", "home.card.fillSubmit"],
    ],
  },
  {
    heading: "home.group.career",
    entries: [
      ["/evaluationCollection/index", "home.card.evaluations"],
      ["/career/index", "soon.career"],
      ["/career/archive", "soon.archive"],
      ["/career/course/index", "soon.course"],
      ["/career/target", "soon.target"],
      ["/career/path/index", "soon.path"],
    ],
  },
  {
    heading: "home.group.more",
    entries: [
      ["/mine/index", "home.card.mine"],
      ["/info/index", "home.card.info"],
    ],
  },
];

/** The groups with each entry's title and state from PORTAL_ROUTES; a path missing from the table is a bug (throws). */
export function sectionGroups(): SectionGroup[] {
  return GROUPS.map((group) => ({
    heading: group.heading,
    entries: group.entries.map(([href, description]) => {
      const route = findRoute(href);
      if (!route) throw new Error(`home entry ${href} is not in the route table`);
      return { href, title: route.title, description, comingSoon: Boolean(route.comingSoon) };
    }),
  }));
}

/** The public admission-route guides in the reader's language. */
export function guidesHref(lang: "zh" | "en"): string {
  return lang === "en" ? "/en/guides" : "/guides";
}
