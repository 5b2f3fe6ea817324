// Reference-data seed: provinces, colleges (with sample details), majors (本科 and 专科 trees), professions, and GENERATED
// sample score data for 2021–2025 and every province (see generator.ts). Everything generated has sample = true.
import type { Database } from "../client";
import { bulkInsert } from "./bulk";
import { provinceSeed, subjectTypes, type ProvinceSeed } from "./provinces";
import { collegeSeed } from "./colleges";
import { benMajorSeed } from "./majors-ben";
import { zhuanMajorSeed } from "./majors-zhuan";
import { professionSeed } from "./professions";
import { SAMPLE_YEARS, batchLines, hashSeed, rankShare, rankTable, rng, scoreAtRank, type RankTable } from "./generator";

const DEGREE: Record<string, string> = { "01": "哲学学士", "02": "经济学学士", "03": "法学学士", "04": "教育学学士", "05": "文学学士", "06": "历史学学士", "07": "理学学士", "08": "工学学士", "09": "农学学士", "10": "医学学士", "11": "军事学学士", "12": "管理学学士", "13": "艺术学学士", "14": "交叉学科学士" };
const HISTORY_OK = new Set(["01", "02", "03", "04", "05", "06", "12", "13"]);
const POOLS: Record<string, string[]> = {
  综合: ["080901", "020101", "030101", "050101", "070101", "100201", "120203", "080902"],
  理工: ["080901", "080902", "080717", "080601", "080202", "080703", "081001", "120103"],
  师范: ["050101", "070101", "040101", "060101", "050201", "070201"],
  医药: ["100201", "100301", "100701", "101101", "100401"],
  财经: ["020101", "020301", "120203", "120204", "020401", "120801"],
  农林: ["090101", "071001", "082502", "120601"],
  政法: ["030101", "030302", "050301", "120204"],
  语言: ["050201", "050262", "020401", "050301"],
  艺术: ["130502", "130201", "050301"],
  体育: ["040201", "040101"],
  民族: ["050101", "030101", "060101", "120203"],
  军事: ["080901", "080703", "080601"],
};
const ZHUAN_POOL = ["510203", "510201", "530302", "530701", "520201", "460301", "540106", "570102", "510205"];

export function collegeOfferings(code: string, category: string, level: string): string[] {
  const pool = level === "专科" ? ZHUAN_POOL : POOLS[category] ?? POOLS["综合"]!;
  const start = hashSeed(`offer:${code}`) % pool.length;
  const rotated = [...pool.slice(start), ...pool.slice(0, start)];
  return rotated.slice(0, Math.min(4, rotated.length));
}

function introduction(c: (typeof collegeSeed)[number]): string {
  const [, , name, , prov, city, level, category, nature, belong, tags] = c;
  return `${name}位于${prov}${city}，是${belong}主管的${nature}${level}${category}类院校${tags ? `，入选${tags.split(",").filter((t) => t !== "强基计划").join("、")}${tags.includes("强基计划") ? "，并为强基计划试点高校" : ""}` : ""}。（本段简介为示例文本）`;
}

export async function seedReference(database: Database, log: (m: string) => void = () => {}): Promise<void> {
  const t0 = Date.now();
  await bulkInsert(database, "provinces", provinceSeed.map((p) => ({ code: p.code, name: p.name, short_name: p.shortName, total_score: p.totalScore, mode_name: p.modeName, reform_year: p.reformYear })));

  // majors
  const majorRows: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  const majorName = new Map<string, string>();
  for (const [mc, mn, cc, cn, code, name, flag] of benMajorSeed) {
    if (!seen.has(`b${mc}`)) { seen.add(`b${mc}`); majorRows.push({ code: mc, level: "ben", node_type: 1, parent_code: "", name: mn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    if (!seen.has(`b${cc}`)) { seen.add(`b${cc}`); majorRows.push({ code: cc, level: "ben", node_type: 2, parent_code: mc, name: cn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    majorName.set(code, name);
    majorRows.push({ code, level: "ben", node_type: 3, parent_code: cc, name, flag, degree: DEGREE[mc] ?? "", years: mc === "10" && !code.startsWith("1007") && !code.startsWith("1011") ? "五年" : mc === "08" && code === "082801" ? "五年" : "四年", remark: "", introduction: `${name}专业属于${mn}门类${cn}。（示例简介）`, hits: 0 });
  }
  for (const [mc, mn, cc, cn, code, name] of zhuanMajorSeed) {
    if (!seen.has(`z${mc}`)) { seen.add(`z${mc}`); majorRows.push({ code: mc, level: "zhuan", node_type: 1, parent_code: "", name: mn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    if (!seen.has(`z${cc}`)) { seen.add(`z${cc}`); majorRows.push({ code: cc, level: "zhuan", node_type: 2, parent_code: mc, name: cn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    majorName.set(code, name);
    majorRows.push({ code, level: "zhuan", node_type: 3, parent_code: cc, name, flag: "", degree: "", years: "三年", remark: "", introduction: `${name}专业属于${mn}${cn}。（示例简介）`, hits: 0 });
  }
  await bulkInsert(database, "majors", majorRows);

  // professions
  const profRows: Record<string, unknown>[] = [];
  const profMajor: Record<string, unknown>[] = [];
  for (const top of professionSeed) {
    profRows.push({ code: top.code, parent_code: "", level: 1, name: top.name, description: "", hits: 0 });
    for (const mid of top.children) {
      profRows.push({ code: mid.code, parent_code: top.code, level: 2, name: mid.name, description: "", hits: 0 });
      for (const [code, name, description, ben, zhuan] of mid.items) {
        profRows.push({ code, parent_code: mid.code, level: 3, name, description, hits: 0 });
        for (const m of ben) profMajor.push({ profession_code: code, major_level: "ben", major_code: m });
        for (const m of zhuan ?? []) profMajor.push({ profession_code: code, major_level: "zhuan", major_code: m });
      }
    }
  }
  await bulkInsert(database, "professions", profRows);
  await bulkInsert(database, "profession_majors", profMajor);

  // colleges and their (sample) details
  await bulkInsert(database, "colleges", collegeSeed.map((c) => {
    const [code, moeId, name, provinceCode, provinceName, city, level, category, nature, belong, tags, strength] = c;
    const t = tags.split(",");
    return {
      code, moe_id: moeId, name, province_code: provinceCode, province_name: provinceName, city_name: city, level, category,
      nature_type: nature, belong, feature: tags, is_985: t.includes("985"), is_211: t.includes("211"), is_double_first: t.includes("双一流"),
      is_strong_base: t.includes("强基计划"), logo_url: "", banner_url: "", introduction: introduction(c), website: "", remark: "",
      strength, hits: 0, sample: false,
    };
  }));
  const byStrength = [...collegeSeed].sort((a, b) => b[11] - a[11]);
  const rankRows: Record<string, unknown>[] = [];
  const evalRows: Record<string, unknown>[] = [];
  const empRows: Record<string, unknown>[] = [];
  const introRows: Record<string, unknown>[] = [];
  const groupRows: Record<string, unknown>[] = [];
  byStrength.forEach((c, i) => {
    const [code, , name, prov, , , level, category] = c;
    for (const [src, jitter] of [["软科中国大学排名（示例）", 0], ["校友会中国大学排名（示例）", 3]] as const) {
      for (const year of [2024, 2025]) rankRows.push({ college_code: code, source: src, year, rank: i + 1 + Math.floor(rand3(`${code}${src}${year}`) * jitter), sample: true });
    }
    if (level === "本科") {
      collegeOfferings(code, category, level).slice(0, 3).forEach((m, k) => {
        const g = c[11] > 0.9 ? ["A+", "A", "A-"][k] : c[11] > 0.8 ? ["A", "A-", "B+"][k] : c[11] > 0.6 ? ["B+", "B", "B-"][k] : ["B-", "C+", "C"][k];
        evalRows.push({ college_code: code, subject_code: m.slice(0, 4), subject_name: `${majorName.get(m) ?? m}相关学科`, grade: g, round: 4, sample: true });
      });
    }
    const r = rng(hashSeed(`emp:${code}`));
    empRows.push({ college_code: code, year: 2024, employment_rate: +(0.85 + r() * 0.12).toFixed(3), further_study_rate: +(level === "本科" ? 0.2 + c[11] * 0.4 : 0.1 + r() * 0.1).toFixed(3), abroad_rate: +(c[11] * 0.1).toFixed(3), average_salary: Math.round(4500 + c[11] * 6000 + r() * 800), top_industries: JSON.stringify(["信息技术", "教育", "制造业"]), top_cities: JSON.stringify(["北京", "上海", "深圳"]), sample: true });
    for (const year of [2024, 2025]) introRows.push({ college_code: code, year, title: `${name}${year}年普通本专科招生章程（示例）`, content: `第一条 为规范${name}${year}年招生工作……（示例章程文本，非官方内容）`, read_count: 0, publish_date: `${year}-05-20`, sample: true });
    const offered = collegeOfferings(code, category, level).map((m) => majorName.get(m) ?? m);
    groupRows.push({ college_code: code, province_code: prov, year: 2025, group_name: `${code}-01组`, requirement: "物理+化学", majors: JSON.stringify(offered.slice(0, 2)), sample: true });
    groupRows.push({ college_code: code, province_code: prov, year: 2025, group_name: `${code}-02组`, requirement: "不限", majors: JSON.stringify(offered.slice(2)), sample: true });
  });
  await bulkInsert(database, "college_rankings", rankRows);
  await bulkInsert(database, "college_subject_evaluations", evalRows);
  await bulkInsert(database, "college_employment_reports", empRows);
  await bulkInsert(database, "enroll_introductions", introRows);
  await bulkInsert(database, "college_subject_groups", groupRows);
  log(`[db]   catalogue and colleges: ${Date.now() - t0} ms`);

  await seedSampleScores(database, log);
  log(`[db]   reference data done in ${Date.now() - t0} ms`);
}

const rand3 = (k: string) => rng(hashSeed(k))();

export async function seedSampleScores(database: Database, log: (m: string) => void = () => {}): Promise<void> {
  const t0 = Date.now();
  const tables = new Map<string, RankTable>();
  const rankRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  for (const p of provinceSeed) for (const year of SAMPLE_YEARS) for (const type of subjectTypes(p, year)) {
    const t = rankTable(p, year, type);
    tables.set(`${p.code}:${year}:${type}`, t);
    for (const r of t.rows) rankRows.push({ province_code: p.code, year, subject_type: type, score: r.score, count: r.count, cumulative: r.cumulative, sample: true });
    for (const b of batchLines(t, p)) lineRows.push({ province_code: p.code, year, subject_type: type, batch: b.batch, score: b.score, sample: true });
  }
  await bulkInsert(database, "score_ranks", rankRows);
  await bulkInsert(database, "batch_lines", lineRows);
  log(`[db]   score-rank tables (${rankRows.length} rows): ${Date.now() - t0} ms`);

  const majorCat = new Map(benMajorSeed.map((m) => [m[4], m[0]]));
  const majorNames = new Map([...benMajorSeed.map((m) => [m[4], m[5]] as const), ...zhuanMajorSeed.map((m) => [m[4], m[5]] as const)]);
  const colRows: Record<string, unknown>[] = [];
  const majRows: Record<string, unknown>[] = [];
  for (const c of collegeSeed) {
    const [code, , , home, , , level, category, , , , strength] = c;
    const offerings = collegeOfferings(code, category, level);
    const early = code === "90002" || code === "10041";
    const provinces: ProvinceSeed[] = level === "专科" ? provinceSeed.filter((p) => p.code === home) : provinceSeed;
    for (const p of provinces) for (const year of SAMPLE_YEARS) for (const type of subjectTypes(p, year)) {
      const t = tables.get(`${p.code}:${year}:${type}`)!;
      const history = type === "历史类" || type === "文科";
      const fit = offerings.filter((m) => level === "专科" || !history || HISTORY_OK.has(majorCat.get(m) ?? ""));
      if (fit.length === 0) continue;
      const r = rng(hashSeed(`adm:${code}:${p.code}:${year}:${type}`));
      const chosen = [...new Set([fit[year % fit.length]!, fit[(year + 1) % fit.length]!])];
      let share = rankShare(strength) * (0.9 + r() * 0.2) * (p.code === home ? 1.8 : 1);
      if (history) share *= 1.1;
      const baseRank = Math.max(1, Math.round(Math.min(0.95, share) * t.candidates));
      const batch = early ? "本科提前批" : level === "专科" ? "专科批" : "本科批";
      let planTotal = 0;
      chosen.forEach((m, i) => {
        const rank = i === 0 ? baseRank : Math.max(1, Math.round(baseRank * (0.55 + r() * 0.4)));
        const plan = p.code === home ? 20 + Math.floor(r() * 60) : Math.max(1, Math.round((t.candidates / 150000) * (1 + r() * 3)));
        planTotal += plan;
        const minScore = scoreAtRank(t, rank);
        const cat = majorCat.get(m) ?? "";
        majRows.push({
          college_code: code, major_code: m, major_name: majorNames.get(m) ?? m, province_code: p.code, year, subject_type: type, batch,
          subject_requirement: history ? "不限" : ["07", "08", "10"].includes(cat) ? (type === "综合" ? "物理" : "化学") : "不限",
          plan_count: plan, tuition: level === "专科" ? 6000 : cat === "13" ? 10000 : 5500, school_years: level === "专科" ? 3 : cat === "10" && m !== "100701" && m !== "101101" ? 5 : 4,
          min_score: minScore, min_rank: rank, avg_score: Math.min(t.total, scoreAtRank(t, Math.max(1, Math.round(rank * 0.6)))), sample: true,
        });
      });
      colRows.push({
        college_code: code, province_code: p.code, year, subject_type: type, batch, min_score: scoreAtRank(t, baseRank), min_rank: baseRank,
        avg_score: scoreAtRank(t, Math.max(1, Math.round(baseRank * 0.6))), max_score: scoreAtRank(t, Math.max(1, Math.round(baseRank * 0.15))),
        plan_count: planTotal, sample: true,
      });
    }
  }
  await bulkInsert(database, "college_admissions", colRows);
  await bulkInsert(database, "major_admissions", majRows);
  log(`[db]   admission scores and plans (${colRows.length} college rows, ${majRows.length} major rows): ${Date.now() - t0} ms`);
}
