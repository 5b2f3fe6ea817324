// Enrolment units: 投档线 per unit (unit-lines: one row per 院校专业组 / major / college with its minimum score and rank)
// and plans per unit with their majors (unit-plans: one row per major; the rows of one unit build one enrollment_units
// row and its unit_majors rows). Both upsert units by (province, year, subject type, batch, unit_key), so a plan file and
// a 投档线 file of the same units complement each other; every generated sample unit of a scope the file covers is
// deleted first, and the college- and major-level tables of those scopes are derived again from the real units.
import { volunteerModeOf, type Province } from "../../domain/provinces";
import { sql } from "drizzle-orm";
import { change, countOf, deleteCounted, joinOn, rowsOf, stage, upsert, type Changes, type Exec } from "./apply";
import { resolveCollegeName } from "./college-names";
import * as F from "./fields";
import { dropSampleLines } from "./layout-score-ranks";
import { fitRow, withProgress, type Context, type Prepared, type Row, type Scope } from "./layout";

type Unit = Record<string, unknown> & { province_code: string; year: number; subject_type: string; batch: string; unit_key: string; source_id: number };
interface Major { line: number; major_code: string; major_name: string; remark: string; plan_count: number | null; tuition: number | null; school_years: number | null;
  min_score: number | null; min_rank: number | null; avg_score: number | null }

const KEY = ["province_code", "year", "subject_type", "batch", "unit_key"];
const SCOPE = ["province_code", "year", "subject_type", "batch"];

/** The unit's identity as the file prints it: college (code, 院校代号 or name), unit code and plan type. */
function unitKeyOf(collegeIdent: string, unitCode: string, planType: string): string {
  return `${collegeIdent}${unitCode ? `(${unitCode})` : ""}${planType === "普通" ? "" : `/${planType}`}`;
}

/** `第01组`, `(01)`, `01组` → `01` */
const groupCode = (v: string) => v.trim().replace(/^第/, "").replace(/组$/, "").replace(/^[（(](.*)[)）]$/, "$1").trim();

const majorCode = (v: string | undefined): string => {
  const x = (v ?? "").trim().toUpperCase();
  if (!x) return "";
  if (!/^[0-9A-Z]{1,10}$/.test(x)) throw new F.RowError(`major_code 格式不正确: "${x.slice(0, 20)}"`);
  return x.replace(/^(\d{6})[TK]{1,2}$/, "$1").slice(0, 8);
};

export function prepareUnits(ctx: Context, rows: Row[], plans: boolean): Prepared | null {
  const problem = ctx.checkContext(["province", "year"]);
  if (problem) { ctx.error(1, problem); return null; }
  if (!ctx.has("college_name") && !ctx.has("college_code") && !ctx.has("college_enroll_code")) { ctx.error(1, "缺少列：college_name（院校名称）或 college_code（院校代码）"); return null; }
  if (plans && !ctx.has("major_name")) { ctx.error(1, "缺少列：major_name（专业名称）"); return null; }
  const colleges = ctx.colleges!;
  const has = (c: string) => ctx.has(c);
  // tie-break columns: the extra columns whose every value is a number (语数成绩, 外语成绩 …)
  const tieCols = plans ? [] : ctx.unknown.filter((u) => rows.every((r) => { const v = (r.fields[u.index] ?? "").trim(); return v === "" || F.numeric(v) != null; })
    && rows.some((r) => (r.fields[u.index] ?? "").trim() !== ""));
  const ignored = ctx.unknown.filter((u) => !tieCols.includes(u));
  if (ignored.length) ctx.warn(1, `忽略不认识的列：${ignored.map((u) => u.name).join("、")}`);

  const units = new Map<string, Unit>();
  const unitLine = new Map<string, number>();
  const majors = new Map<string, Major[]>();
  const majorSeen = new Map<string, number>();
  const unmapped = new Map<string, number[]>();
  const otherPlanTypes = new Set<string>();
  const scopes = new Map<string, Scope & { batch: string; line: number }>();
  const refusedRows = new Map<string, { line: number; count: number }>();

  for (const row of withProgress(rows, ctx.opts)) {
    const fields = fitRow(ctx, row);
    if (!fields) continue;
    try {
      const p: Province = ctx.provinceOf(fields);
      const year = ctx.yearOf(fields);
      const subjectType = ctx.subjectTypeOf(fields, p, year);
      const batch = ctx.batchOf(fields, p, year);
      const plan_ = F.planTypeOrOther(ctx.cell(fields, "plan_type"));
      const planType = plan_.type;
      if (plan_.unmapped && !otherPlanTypes.has(plan_.unmapped)) {
        otherPlanTypes.add(plan_.unmapped);
        ctx.warn(row.line, `plan_type “${plan_.unmapped}” 不是已知的计划类型，按“其他”导入`);
      }

      // the college: code if we know it, else the name through the alias table
      const printedCode = F.text(ctx.cell(fields, "college_code"), "college_code", 10, true);
      if (printedCode && !/^\d{5}$/.test(printedCode)) throw new F.RowError(`college_code 应为5位数字（院校代码；省级院校代号请放在 college_enroll_code 列）: "${printedCode}"`);
      const printedName = F.text(ctx.cell(fields, "college_name"), "college_name", 100, true);
      const enrollCode = F.text(ctx.cell(fields, "college_enroll_code"), "college_enroll_code", 10, true);
      if (!printedCode && !printedName) throw new F.RowError("college_name（院校名称）与 college_code（院校代码）都为空");
      let code = printedCode && colleges.byCode.has(printedCode) ? printedCode : null;
      if (!code && printedName) code = resolveCollegeName(colleges, printedName);
      const collegeName = printedName || (code ? colleges.byCode.get(code)! : printedCode);
      if (!code) (unmapped.get(collegeName) ?? unmapped.set(collegeName, []).get(collegeName)!).push(row.line);

      // the unit: a group when the file gives a group code, else the province's mode (a major, or the college)
      const group = groupCode(ctx.cell(fields, "group_code") ?? "");
      if (group.length > 20) throw new F.RowError("group_code 过长");
      const mCode = majorCode(ctx.cell(fields, "major_code"));
      const mName = F.text(ctx.cell(fields, "major_name"), "major_name", 100, !plans);
      const mode = group ? "group" : volunteerModeOf(p, year) === "major" && (mCode || mName) ? "major" : "college";
      const unitCode = mode === "group" ? group : mode === "major" ? (mCode || mName) : "";
      const explicitKey = F.text(ctx.cell(fields, "unit_key"), "unit_key", 80, true);
      const unitKey = explicitKey || unitKeyOf(printedCode || enrollCode || printedName, unitCode, planType);
      if (unitKey.length > 80) throw new F.RowError("unit_key 过长（最多 80 字）");
      const id = `${p.code}\u0001${year}\u0001${subjectType}\u0001${batch}\u0001${unitKey}`;

      // figures
      const total = p.totalScore;
      const plan = F.int(ctx.cell(fields, "plan_count"), "plan_count", 0, 100_000, true);
      const tuition = F.int(ctx.cell(fields, "tuition"), "tuition", 0, 1_000_000, true);
      const years = F.int(ctx.cell(fields, "school_years"), "school_years", 1, 10, true);
      const min = F.scoreWithLabel(ctx.cell(fields, "min_score"), ctx.cell(fields, "min_score_label"), total, "min_score");
      const minRank = F.int(ctx.cell(fields, "min_rank"), "min_rank", 1, 10_000_000, true);
      const avg = F.int(ctx.cell(fields, "avg_score"), "avg_score", 0, total, true);
      const max = F.int(ctx.cell(fields, "max_score"), "max_score", 0, total, true);
      if (min.score != null && avg != null && avg < min.score) throw new F.RowError(`avg_score ${avg} 低于 min_score ${min.score}`);
      if (avg != null && max != null && max < avg) throw new F.RowError(`max_score ${max} 低于 avg_score ${avg}`);
      if (min.score != null && max != null && max < min.score) throw new F.RowError(`max_score ${max} 低于 min_score ${min.score}`);
      const requirement = F.text(ctx.cell(fields, "subject_requirement"), "subject_requirement", 30, true) || "不限";
      const remark = F.text(ctx.cell(fields, "remark"), "remark", 200, true);

      if (plans) {
        const mk = `${id}\u0001${mName}\u0001${remark}`;
        if (majorSeen.has(mk)) throw new F.RowError(`专业 ${mName}${remark ? `（${remark}）` : ""} 与第 ${majorSeen.get(mk)} 行重复`);
        majorSeen.set(mk, row.line);
      } else if (units.has(id)) {
        throw new F.RowError(`招生单位 ${unitKey} 与第 ${unitLine.get(id)} 行重复`);
      }

      if (!units.has(id)) {
        const u: Unit = {
          province_code: p.code, year, subject_type: subjectType, batch, unit_key: unitKey, mode,
          college_code: code, college_name: collegeName, college_enroll_code: enrollCode, unit_code: unitCode,
          name: F.text(ctx.cell(fields, "unit_name"), "unit_name", 100, true) || (mode === "group" ? `第${group}组` : mode === "major" ? mName : ""),
          major_code: mode === "major" ? mCode || null : null, plan_type: planType, source_id: 0, sample: false,
        };
        if (has("subject_requirement")) u.subject_requirement = requirement;
        if (!plans) {
          if (has("plan_count")) u.plan_count = plan;
          if (has("tuition")) u.tuition = tuition;
          if (has("school_years")) u.school_years = years;
          if (has("min_score") || has("min_score_label")) { u.min_score = min.score; u.min_score_label = min.label; }
          if (has("min_rank")) u.min_rank = minRank;
          if (has("avg_score")) u.avg_score = avg;
          if (has("max_score")) u.max_score = max;
          if (tieCols.length) {
            const tie: Record<string, number> = {};
            for (const t of tieCols) { const v = F.numeric(fields[t.index] ?? ""); if (v != null) tie[t.name] = v; }
            u.tie_break = Object.keys(tie).length ? tie : null;
          }
        }
        units.set(id, u);
        unitLine.set(id, row.line);
        const sk = `${p.code}/${year}/${subjectType}/${batch}`;
        if (!scopes.has(sk)) scopes.set(sk, { provinceCode: p.code, year, subjectType, batch, line: row.line });
      }
      if (plans) {
        (majors.get(id) ?? majors.set(id, []).get(id)!).push({
          line: row.line, major_code: mCode, major_name: mName, remark, plan_count: plan, tuition, school_years: years,
          min_score: min.score, min_rank: minRank, avg_score: avg,
        });
      }
    } catch (e) {
      if (e instanceof F.RowRefused) {
        const seen = refusedRows.get(e.message);
        if (seen) seen.count++; else refusedRows.set(e.message, { line: row.line, count: 1 });
      } else if (e instanceof F.RowError) ctx.error(row.line, e.message);
      else throw e;
    }
  }
  // rows of a round refused on purpose: one warning per reason, with how many rows it kept out
  for (const [message, { line, count }] of refusedRows) ctx.warn(line, `${message}（共 ${count} 行，自第 ${line} 行起）`);

  // a unit of a plan file: its plan is its majors' sum; tuition and years where all its majors agree
  if (plans) {
    for (const [id, u] of units) {
      const ms = majors.get(id) ?? [];
      const same = <K extends keyof Major>(k: K) => { const v = ms[0]?.[k] ?? null; return ms.every((m) => m[k] === v) ? v : null; };
      if (has("plan_count")) u.plan_count = ms.every((m) => m.plan_count != null) ? ms.reduce((s, m) => s + m.plan_count!, 0) : null;
      if (has("tuition")) u.tuition = same("tuition");
      if (has("school_years")) u.school_years = same("school_years");
    }
  }
  ctx.report.unmapped = [...unmapped].map(([name, lines]) => ({ name, lines })).sort((a, b) => a.lines[0]! - b.lines[0]!);

  const records = [...units.values()];
  const majorRecords = plans ? [...units].flatMap(([id, u]) => (majors.get(id) ?? []).map(({ line: _l, ...m }) => ({
    province_code: u.province_code, year: u.year, subject_type: u.subject_type, batch: u.batch, unit_key: u.unit_key, ...m, sample: false,
  }))) : [];
  const columns = Object.keys(records[0] ?? {});
  // a plan file names the source of units it creates; an existing unit keeps the source of its 投档线
  const update: (string | [string, string])[] = columns.filter((c) => !KEY.includes(c) && c !== "source_id");
  update.push(plans ? ["source_id", "coalesce(t.source_id, excluded.source_id)"] : "source_id");

  return {
    records: plans ? majorRecords.length : records.length,
    scopes: [...scopes.keys()],
    counted: [{ table: "enrollment_units", columns: SCOPE, scopes: [...scopes].map(([scope, s]) => ({ scope, line: s.line, values: [s.provinceCode, s.year, s.subjectType, s.batch] })) }],
    taxonomy: [...scopes.values()].map((s) => ({ provinceCode: s.provinceCode, year: s.year, subjectTypes: [s.subjectType], batches: [s.batch] })),
    async write(exec: Exec, sourceId: number, changes: Changes) {
      for (const r of records) r.source_id = sourceId;
      const total = records.length + majorRecords.length;
      await stage(exec, "imp_stage", { like: "enrollment_units" }, records, (n) => ctx.opts.progress?.("write", n, total));
      const cu = change(changes, "enrollment_units");
      const cm = change(changes, "unit_majors");
      // every sample unit of the provinces (and its majors) goes, whatever its year or batch: once a province has real
      // units, no generated unit of it feeds a screen or the model (its years would be newer than the real ones)
      const sampleWhere = `t.sample and t.province_code in (select distinct province_code from imp_stage)`;
      const purged = await rowsOf<{ provinceCode: string; year: number; subjectType: string }>(exec, sql.raw(`select distinct province_code as "provinceCode", year,
        subject_type as "subjectType" from enrollment_units t where ${sampleWhere}`));
      cm.delete += await countOf(exec, `select count(*) from unit_majors m join enrollment_units t on t.id = m.unit_id where ${sampleWhere}`);
      cu.delete += await deleteCounted(exec, `enrollment_units t where ${sampleWhere}`);
      await dropSampleLines(exec, changes);
      const u = await upsert(exec, { table: "enrollment_units", stage: "imp_stage", columns, key: KEY, update });
      cu.insert += u.insert;
      cu.update += u.update;
      cu.unchanged += records.length - u.insert - u.update;
      let majorsChanged = 0;
      if (plans) {
        await stage(exec, "imp_stage_m", {
          columns: `province_code varchar(2), year integer, subject_type varchar(10), batch varchar(30), unit_key varchar(80), major_code varchar(8), major_name varchar(100),
            remark varchar(200), plan_count integer, tuition integer, school_years smallint, min_score integer, min_rank integer, avg_score integer, sample boolean`,
        }, majorRecords, (n) => ctx.opts.progress?.("write", records.length + n, total));
        // the units' majors the file no longer lists
        cm.delete += await deleteCounted(exec, `unit_majors m using enrollment_units t, imp_stage s
          where m.unit_id = t.id and ${joinOn("t", "s", KEY)}
            and not exists (select 1 from imp_stage_m x where ${joinOn("x", "s", KEY)} and x.major_name = m.major_name and x.remark = m.remark)`);
        const mcols = ["major_code", "major_name", "remark", "plan_count", "tuition", "school_years", "min_score", "min_rank", "avg_score", "sample"];
        const mu = await upsert(exec, {
          // a major takes its unit's province, year and subject type (the foreign key holds them equal)
          table: "unit_majors", stage: "imp_stage_m", columns: ["unit_id", "province_code", "year", "subject_type", ...mcols], key: ["unit_id", "major_name", "remark"],
          update: mcols.filter((c) => c !== "major_name" && c !== "remark"),
          from: `imp_stage_m s join enrollment_units e on ${joinOn("e", "s", KEY)}`, select: ["e.id", "e.province_code", "e.year", "e.subject_type", ...mcols.map((c) => `s.${c}`)],
        });
        cm.insert += mu.insert;
        cm.update += mu.update;
        cm.unchanged += majorRecords.length - mu.insert - mu.update;
        majorsChanged = mu.insert + mu.update;
      }
      const changed = cu.insert + cu.update + cu.delete + cm.delete + majorsChanged > 0;
      const refresh = new Map<string, Scope>();
      for (const s of purged) refresh.set(`${s.provinceCode}/${s.year}/${s.subjectType}`, s);
      for (const s of scopes.values()) refresh.set(`${s.provinceCode}/${s.year}/${s.subjectType}`, { provinceCode: s.provinceCode, year: s.year, subjectType: s.subjectType });
      return { refresh: changed ? [...refresh.values()] : [] };
    },
  };
}

