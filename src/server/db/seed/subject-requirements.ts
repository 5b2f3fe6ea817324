// Sample 选科要求 (subject_requirements): for every 本科 college of the seed, the majors its generated programme offers,
// each with a requirement under 3+1+2 and 3+3 in the national guideline's printed form, read by the same rule as an
// imported file (src/domain/course-selection readGuideline). Every row is sample = true and names the sample source.
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { readGuideline, type ExamModel } from "../../../domain/course-selection";
import { bulkInsert } from "./bulk";
import { collegeSeed } from "./colleges";
import { collegeProgram, sampleGuidelineRequirement, seedColleges } from "./generator";

/** The admission year the sample requirements are for (students who entered senior high in 2024); a fixed year, so the
 * sample does not change with the seed date. An imported guideline for a later year is shown instead once held. */
export const SAMPLE_REQUIREMENT_YEAR = 2027;

export function sampleRequirementRows(sourceId: number | null): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const college of seedColleges(collegeSeed)) {
    if (college.level !== "本科") continue;
    for (const major of collegeProgram(college)) {
      const printed = sampleGuidelineRequirement(major.code);
      if (!printed) continue;
      for (const model of ["3+1+2", "3+3"] as ExamModel[]) {
        const first = model === "3+1+2" ? printed.first : "";
        const again = model === "3+1+2" ? printed.again : printed.electives;
        const read = readGuideline(model, first, again);
        if (!read.ok) throw new Error(`sample requirement of ${college.code} ${major.code}: ${read.message}`);
        rows.push({
          college_code: college.code, exam_model: model, year: SAMPLE_REQUIREMENT_YEAR, major_code: major.code, major_name: major.name, includes: "",
          first_subject: read.first, requirement: read.requirement, requirement_text: model === "3+1+2" ? `首选${first}；再选${again}` : again,
          source_id: sourceId, sample: true,
        });
      }
    }
  }
  return rows;
}

/** Writes the sample requirements once (nothing when the table already holds rows, sample or imported). */
export async function seedSampleSubjectRequirements(database: Database): Promise<number> {
  const [held] = await database.rows<{ n: number }>(sql`select count(*)::int as n from subject_requirements`);
  if ((held?.n ?? 0) > 0) return 0;
  const [source] = await database.rows<{ id: number }>(sql`select id from data_sources where kind = 'sample' order by id desc limit 1`);
  const rows = sampleRequirementRows(source?.id ?? null);
  await bulkInsert(database, "subject_requirements", rows);
  return rows.length;
}
