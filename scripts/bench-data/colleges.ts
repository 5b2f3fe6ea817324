// The colleges the data benchmark generates admissions for: the full MOE institution list when the shared file is there
// (read in place, never copied into the project), else the seed's colleges scaled up with generated codes. Standing
// (strength) comes from the seed where the seed knows the college, else from the kind of college (public or private,
// 本科 or 专科) with a deterministic spread.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { collegeSeed } from "../../src/server/db/seed/colleges";
import { rand, seedColleges, type GenCollege } from "../../src/server/db/seed/generator";

export const MOE_FILE = path.resolve(import.meta.dirname, "../../../shared/data/moe-institutions-2026.csv");

/** A college row for the colleges table (the foreign key of enrollment_units). */
export interface CollegeRow { code: string; moe_id: string; name: string; province_code: string; province_name: string; city_name: string; level: string; category: string; nature_type: string; belong: string; strength: number }

function categoryOf(name: string): string {
  if (/师范|教育学院/.test(name)) return "师范";
  if (/医|药|卫生|护理|中医/.test(name)) return "医药";
  if (/财经|财贸|金融|商学|经济|会计|税务|工商/.test(name)) return "财经";
  if (/农|林|牧|水产/.test(name)) return "农林";
  if (/政法|法学|公安|警察|警官|司法/.test(name)) return "政法";
  if (/外国语|外语|语言/.test(name)) return "语言";
  if (/艺术|美术|音乐|戏剧|电影|舞蹈|传媒|设计/.test(name)) return "艺术";
  if (/体育/.test(name)) return "体育";
  if (/民族/.test(name)) return "民族";
  if (/理工|工业|工程|科技|技术|电子|交通|建筑|石油|化工|航空|邮电|铁道|电力|机电|职业/.test(name)) return "理工";
  return "综合";
}

export function benchColleges(): { colleges: GenCollege[]; rows: CollegeRow[]; source: string } {
  const seeded = new Map(seedColleges(collegeSeed).map((c) => [c.code, c]));
  const seedRows = new Map(collegeSeed.map((c) => [c[0], c]));
  const colleges: GenCollege[] = [...seeded.values()];
  const rows: CollegeRow[] = [];
  if (existsSync(MOE_FILE)) {
    const lines = readFileSync(MOE_FILE, "utf8").split(/\r?\n/).slice(1).filter((l) => l.trim());
    for (const line of lines) {
      const [, name, moeId, belong, provinceName, city, level, remark] = line.split(",");
      if (!name || !moeId || !/^\d{10}$/.test(moeId)) continue;
      const code = moeId.slice(5);
      if (seeded.has(code)) continue;
      const provinceCode = moeId.slice(1, 3);
      const lvl = level === "专科" ? "专科" : "本科";
      const privateCollege = /民办/.test(remark ?? "");
      const r = rand(`bench-strength:${code}`);
      const strength = lvl === "专科" ? (privateCollege ? 0.02 + 0.15 * r : 0.08 + 0.25 * r) : privateCollege ? 0.12 + 0.2 * r : 0.3 + 0.3 * r;
      const category = categoryOf(name);
      colleges.push({ code, name, home: provinceCode, level: lvl, category, strength, national: false, elite: false });
      rows.push({ code, moe_id: moeId, name, province_code: provinceCode, province_name: provinceName ?? "", city_name: city ?? "", level: lvl, category, nature_type: privateCollege ? "民办" : "公办", belong: belong ?? "", strength });
    }
    return { colleges, rows, source: `${MOE_FILE} (${lines.length} institutions) + the seed's colleges` };
  }
  // no shared list: the seed's colleges, each copied 16 times with generated codes in its home province
  for (const base of [...seeded.values()]) {
    const row = seedRows.get(base.code)!;
    for (let k = 1; k <= 16; k++) {
      const code = String(60000 + colleges.length);
      const strength = Math.max(0.02, base.strength * (0.35 + 0.04 * k));
      colleges.push({ ...base, code, name: `${base.name}（生成${k}）`, strength, national: false, elite: false });
      rows.push({ code, moe_id: "", name: `${base.name}（生成${k}）`, province_code: base.home, province_name: row[4], city_name: row[5], level: base.level, category: base.category, nature_type: "公办", belong: row[9], strength });
    }
  }
  return { colleges, rows, source: "the seed's colleges scaled up 17× with generated codes (shared MOE list not found)" };
}
