// A result's one-line summary, worded for whoever reads it: the student reads "你的职业兴趣代码是 …", their parent
// "孩子的 …", school staff the student's name (or 该生 / "this student"). It is composed from the result's own parts
// (code, ranking, dimension names, wellbeing bands, best combination) every time a report is read, never taken from
// the sentence stored with the result: reports stored before this wording followed the reader read right too.
import type { AssessmentCode } from "./catalog";
import type { Bi } from "./types";
import { SCHOOL_SUBJECTS } from "./banks/subjects";
import type { Gad7Band, Who5Band } from "./instruments";

/** Who reads a student's result: the student, their parent, or school staff (who know the student by name). */
export type SummaryReader = { role: "self" } | { role: "parent" } | { role: "staff"; name?: string | null };
export const SELF: SummaryReader = { role: "self" };

/** The reader by the account's role: the student themself, a parent, or anyone of the school (named `studentName`). */
export const summaryReader = (role: string, studentName: string | null | undefined): SummaryReader =>
  role === "student" ? SELF : role === "parent" ? { role: "parent" } : { role: "staff", name: studentName };

/** The parts of a (stored) result a summary is made from; every field is checked, a stored result is only JSON. */
export interface SummarySource {
  code?: unknown;
  summary?: unknown;
  scores?: unknown;
  ranking?: unknown;
  wellbeing?: unknown;
  combinations?: unknown;
}

/** The student as the reader names them: in Chinese, and in English as a sentence's first word and as an object. */
interface Named { zh: string; whose: string; whom: string }

function namedFor(reader: SummaryReader): Named {
  if (reader.role === "self") return { zh: "你", whose: "Your", whom: "you" };
  if (reader.role === "parent") return { zh: "孩子", whose: "Your child's", whom: "your child" };
  const name = reader.name?.trim();
  return name ? { zh: name, whose: `${name}'s`, whom: name } : { zh: "该生", whose: "This student's", whom: "this student" };
}

const WHO5_WORDS: Record<Who5Band, Bi> = { good: { zh: "幸福感良好", en: "wellbeing good" }, low: { zh: "幸福感偏低", en: "wellbeing low" }, veryLow: { zh: "幸福感很低", en: "wellbeing very low" } };
const GAD7_WORDS: Record<Gad7Band, Bi> = { minimal: { zh: "几乎没有焦虑", en: "minimal anxiety" }, mild: { zh: "轻度焦虑", en: "mild anxiety" }, moderate: { zh: "中度焦虑", en: "moderate anxiety" }, severe: { zh: "重度焦虑", en: "severe anxiety" } };

const isBi = (v: unknown): v is Bi => typeof v === "object" && v !== null && typeof (v as Bi).zh === "string" && typeof (v as Bi).en === "string";
const join = (parts: Bi[], zhSep = "、", enSep = ", "): Bi => ({ zh: parts.map((p) => p.zh).join(zhSep), en: parts.map((p) => p.en).join(enSep) });

/** The names of the first `count` ranked dimensions, from the result's own scores; null when any is missing. */
function topNames(result: SummarySource, count: number): Bi | null {
  if (!Array.isArray(result.ranking) || !Array.isArray(result.scores) || result.ranking.length < count) return null;
  const scores = result.scores as Array<{ dimension?: unknown; name?: unknown }>;
  const names = (result.ranking as unknown[]).slice(0, count).map((id) => scores.find((s) => s.dimension === id)?.name);
  return names.every(isBi) ? join(names) : null;
}

/** The sentence for one kind of result, or null when the result lacks what it needs. */
function compose(code: AssessmentCode, result: SummarySource, who: Named): Bi | null {
  const resultCode = typeof result.code === "string" ? result.code : null;
  switch (code) {
    case "zyxq": {
      const names = topNames(result, 3);
      return names && resultCode ? { zh: `${who.zh}的职业兴趣代码是 ${resultCode}：${names.zh}。`, en: `${who.whose} interest code is ${resultCode}: ${names.en}.` } : null;
    }
    case "rglx": {
      const names = topNames(result, 4);
      return names && resultCode ? { zh: `${who.zh}的性格类型是 ${resultCode}：${names.zh}。`, en: `${who.whose} personality type is ${resultCode}: ${names.en}.` } : null;
    }
    case "dyzn": {
      const top = topNames(result, 3);
      return top && { zh: `${who.zh}最突出的三项智能：${top.zh}。`, en: `${who.whose} three strongest intelligences: ${top.en}.` };
    }
    case "zyjzg": {
      const top = topNames(result, 3);
      return top && { zh: `${who.zh}最看重的三项职业价值：${top.zh}。`, en: `The three work values that matter most to ${who.whom}: ${top.en}.` };
    }
    case "major": {
      const top = topNames(result, 3);
      return top && { zh: `${who.zh}最感兴趣的三个学习方向：${top.zh}。`, en: `The three study directions that interest ${who.whom} most: ${top.en}.` };
    }
    case "xkys": {
      const top = topNames(result, 3);
      return top && { zh: `${who.zh}的优势学科：${top.zh}。`, en: `${who.whose} strongest subjects: ${top.en}.` };
    }
    case "psychology": {
      // about the last two weeks, not addressed to anyone: the same for every reader
      const w = result.wellbeing as { who5?: { band?: string; percent?: number }; gad7?: { band?: string; raw?: number } } | undefined;
      const who5 = (WHO5_WORDS as Record<string, Bi | undefined>)[w?.who5?.band ?? ""], gad7 = (GAD7_WORDS as Record<string, Bi | undefined>)[w?.gad7?.band ?? ""];
      if (!who5 || !gad7 || typeof w?.who5?.percent !== "number" || typeof w?.gad7?.raw !== "number") return null;
      return {
        zh: `过去两周：${who5.zh}（WHO-5 ${w.who5.percent}/100），${gad7.zh}（GAD-7 ${w.gad7.raw}/21）。`,
        en: `Last two weeks: ${who5.en} (WHO-5 ${w.who5.percent}/100), ${gad7.en} (GAD-7 ${w.gad7.raw}/21).`,
      };
    }
    case "chooseSubjects": {
      const c = result.combinations as { model?: unknown; options?: Array<{ subjects?: unknown; label?: unknown }> } | undefined;
      const best = c?.options?.[0];
      if (typeof c?.model !== "string" || typeof best?.label !== "string" || !Array.isArray(best.subjects)) return null;
      const en = (best.subjects as unknown[]).map((s) => SCHOOL_SUBJECTS.find((x) => x.zh === s)?.en);
      if (!en.every((s): s is string => Boolean(s))) return null;
      return { zh: `最适合${who.zh}的组合：${best.label}（${c.model}）。`, en: `The combination that suits ${who.whom} best: ${en.join(" + ")} (${c.model}).` };
    }
  }
}

/**
 * A result's summary for its reader. A result too old or too damaged to compose from keeps its stored sentence for the
 * student; anyone else reads only its code, so no reader but the student is ever told "你".
 */
export function summaryFor(code: AssessmentCode, result: SummarySource, reader: SummaryReader): Bi {
  const composed = compose(code, result, namedFor(reader));
  if (composed) return composed;
  if (reader.role === "self" && isBi(result.summary)) return result.summary;
  const shown = typeof result.code === "string" && result.code ? result.code : "—";
  return { zh: `结果：${shown}`, en: `Result: ${shown}` };
}
