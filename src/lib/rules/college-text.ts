// The short introduction we write for a college from the facts we hold about it (place, governing body, ownership,
// level, category, programme memberships) and nothing else: no founding years, rankings or figures. The server stores
// the Chinese text (seed and upgrade); the school page shows the English one, composed from the same facts with the
// same templates, when the stored text is ours. The templates live in the translation data (school.json).
import "../i18n/portal-school";
import { pt, type PortalKey } from "../i18n/portal";
import { featureTags, natureKind } from "./colleges";

type Translate = (key: PortalKey, vars?: Record<string, string | number>) => string;

export interface CollegeFacts {
  name: string;
  provinceCode?: string | null;
  provinceName?: string | null;
  cityName?: string | null;
  level?: string | null;
  category?: string | null;
  natureType?: string | null;
  belong?: string | null;
  /** comma-separated tags, as stored ("985,211,双一流,强基计划") */
  feature?: string | null;
}

/** The four municipalities: a city of this name is a province-level place of its own (never "北京市北京市"). */
const MUNICIPALITIES: Record<string, string> = { 北京市: "11", 天津市: "12", 上海市: "31", 重庆市: "50" };

/**
 * Where the college is, in Chinese: "江苏省南京市"; a municipality alone ("北京市"), also when the college belongs to
 * another province (河北工业大学 is in 天津市); the province alone when no city is known.
 */
export function placeZh(provinceName: string | null | undefined, cityName: string | null | undefined): string {
  const province = (provinceName ?? "").trim();
  const city = (cityName ?? "").trim();
  if (!city) return province;
  if (city === province || city in MUNICIPALITIES) return city;
  return `${province}${city}`;
}

/** The same place in English: the municipality's or province's English name, a city after it as written. */
function placeEn(facts: CollegeFacts, t: Translate): string {
  const city = (facts.cityName ?? "").trim();
  const municipality = MUNICIPALITIES[city];
  if (municipality) return t(`province.${municipality}` as PortalKey);
  const province = facts.provinceCode ? t(`province.${facts.provinceCode}` as PortalKey) : (facts.provinceName ?? "").trim();
  if (!city || city === (facts.provinceName ?? "").trim()) return province;
  return `${city}, ${province}`;
}

const CATEGORY_PROSE: Record<string, PortalKey> = {
  综合: "school.intro.category.comprehensive",
  理工: "school.intro.category.engineering",
  师范: "school.intro.category.normal",
  医药: "school.intro.category.medicine",
  财经: "school.intro.category.finance",
  农林: "school.intro.category.agriculture",
  政法: "school.intro.category.law",
  语言: "school.intro.category.language",
  艺术: "school.intro.category.arts",
  民族: "school.intro.category.ethnic",
  体育: "school.intro.category.sports",
  军事: "school.intro.category.military",
};

const DEPARTMENTS: Record<string, PortalKey> = {
  教育部: "school.intro.dept.moe",
  工业和信息化部: "school.intro.dept.miit",
  中国科学院: "school.intro.dept.cas",
  国家民委: "school.intro.dept.ethnic",
  中央军委: "school.intro.dept.cmc",
  交通运输部: "school.intro.dept.transport",
  国家体育总局: "school.intro.dept.sport",
  中央统战部: "school.intro.dept.unitedFront",
  外交部: "school.intro.dept.foreign",
  公安部: "school.intro.dept.publicSecurity",
  国家卫生健康委员会: "school.intro.dept.health",
  新疆生产建设兵团: "school.intro.dept.xpcc",
};

/** A governing body in the reader's language: a known ministry, or a province's government; else as written. */
function department(name: string, facts: CollegeFacts, lang: "zh" | "en", t: Translate): string {
  if (lang === "zh") return name;
  const known = DEPARTMENTS[name];
  if (known) return t(known);
  const code = MUNICIPALITIES[name] ?? (name === (facts.provinceName ?? "").trim() ? facts.provinceCode : null);
  if (code) return t("school.intro.dept.government", { place: t(`province.${code}` as PortalKey) });
  return name;
}

/** "a、b和c" / "a, b and c". */
function listOf(items: string[], t: Translate): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(t("common.listJoin"))}${t("school.intro.and")}${items[items.length - 1]}`;
}

/**
 * The introduction for these facts in the language of `t` (lang says which): one to four short sentences, each only
 * when its facts are known. Returns "" when the college has no name or no level, category or place to speak of.
 */
export function composeCollegeIntro(facts: CollegeFacts, lang: "zh" | "en", t: Translate): string {
  const name = facts.name.trim();
  const place = lang === "zh" ? placeZh(facts.provinceName, facts.cityName) : placeEn(facts, t);
  const level = (facts.level ?? "").trim();
  const category = (facts.category ?? "").trim();
  if (!name || !place || !level) return "";

  const kind = natureKind(facts.natureType);
  const nature = kind ? t(`school.intro.nature.${kind}` as PortalKey) : "";
  const levelText = level === "本科" ? t("school.intro.level.ben") : level === "专科" ? t("school.intro.level.zhuan") : t("school.intro.level.other", { level });
  const sentences = [t(nature ? "school.intro.lead" : "school.intro.leadNoNature", { name, place, nature, level: levelText })];

  if (category) {
    const prose = CATEGORY_PROSE[category];
    sentences.push(t("school.intro.category", { category: prose ? t(prose) : category }));
  }

  const bodies = (facts.belong ?? "").trim().split(/\s+/).filter(Boolean).map((body) => department(body, facts, lang, t));
  if (bodies.length === 1) sentences.push(t("school.intro.governed", { belong: bodies[0]! }));
  else if (bodies.length > 1) sentences.push(t("school.intro.governedJointly", { belong: listOf(bodies, t) }));

  const tags = featureTags(facts.feature);
  const programmes = [
    tags.includes("985") ? t("school.intro.programme.985") : "",
    tags.includes("211") ? t("school.intro.programme.211") : "",
    tags.includes("双一流") ? t("school.intro.programme.doubleFirst") : "",
  ].filter(Boolean);
  if (programmes.length) sentences.push(t("school.intro.programmes", { list: listOf(programmes, t) }));
  if (tags.includes("强基计划")) sentences.push(t("school.intro.strongBase"));

  return sentences.join(lang === "zh" ? "" : " ");
}

/** The Chinese introduction, as the server stores it (seed, upgrade) and as the school page recognises it. */
export function collegeIntroZh(facts: CollegeFacts): string {
  return composeCollegeIntro(facts, "zh", (key, vars) => pt("zh", key, vars));
}

/**
 * What the school page shows as the introduction in `lang`: a stored text that is our composed one is shown in the
 * reader's language (composed: true, so the page can say who wrote it); any other stored text (an imported one) as
 * written, in Chinese; none gives "".
 */
export function introductionFor(facts: CollegeFacts & { introduction?: string | null }, lang: "zh" | "en", t: Translate): { text: string; composed: boolean; lang: "zh" | "en" } {
  const stored = (facts.introduction ?? "").trim();
  if (!stored) return { text: "", composed: false, lang: "zh" };
  if (stored !== collegeIntroZh(facts)) return { text: stored, composed: false, lang: "zh" };
  return { text: lang === "zh" ? stored : composeCollegeIntro(facts, lang, t), composed: true, lang };
}
