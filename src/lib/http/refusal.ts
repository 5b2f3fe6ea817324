// A server refusal as the portal reads it: the inputs it names come as data ({field, problems}, RefusalData in
// envelope.ts), never parsed back out of the message. A person is shown what is wrong, in a sentence, with the form's
// own word for the field.
import { ApiError, type RefusalProblem } from "./envelope";

export interface Refusal {
  code: number | string;
  /** the envelope's msg, as the server wrote it */
  message: string;
  /** the request's input the refusal is about (the first problem's), or null when it names none */
  field: string | null;
  problems: readonly RefusalProblem[];
  /** what the failure carried as data (a 409's newer plan, a 410's reason, or the RefusalData itself) */
  data: unknown;
}

function isProblem(value: unknown): value is RefusalProblem {
  const p = value as Partial<RefusalProblem> | null;
  return p != null && typeof p === "object" && typeof p.field === "string" && typeof p.msg === "string"
    && (p.path === undefined || typeof p.path === "string") && (p.item === undefined || typeof p.item === "string");
}

/** What a failed call was refused for; null for anything that is not a server's answer (a network failure, a bug). */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const listed = (error.data as { problems?: unknown } | null)?.problems;
  const problems = Array.isArray(listed) ? listed.filter(isProblem) : [];
  return { code: error.code, message: error.message, field: problems[0]?.field ?? null, problems, data: error.data };
}

const ENDS_IN_PUNCTUATION = /[。！？.!?；;）)]$/;

/**
 * The refusal in a sentence: each problem's own words, with the form's word for its field ({ sex: "性别" }: "必填"
 * reads "请填写性别"; "account 至少2个字符" reads "账号至少2个字符"). A refusal that names no input is its message.
 */
export function readableRefusal(refusal: Pick<Refusal, "message" | "problems">, labels: Readonly<Record<string, string>> = {}): string {
  if (refusal.problems.length === 0) return refusal.message;
  const sentences = refusal.problems.map(({ field, msg }) => {
    const label = labels[field];
    if (msg.trim() === "必填") return `请填写${label ?? field}`;
    const named = label ? msg.replace(new RegExp(`(^|[^A-Za-z])${field}(?![A-Za-z])`, "g"), `$1${label}`) : msg;
    // "备注 长度不能超过200个字符" → "备注长度不能超过200个字符": no space between Chinese words
    return named.replace(/([\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff\d])/g, "$1").trim();
  });
  const text = sentences.filter(Boolean).join("；");
  return ENDS_IN_PUNCTUATION.test(text) ? text : `${text}。`;
}

/** The input a failure names and its problem in the server's words; for anything but a refusal, `fallback` for the page. */
export function problemOf(error: unknown, fallback: string): { field: string | null; problem: string } {
  const refusal = refusalOf(error);
  if (!refusal) return { field: null, problem: fallback };
  return { field: refusal.field, problem: refusal.problems[0]?.msg ?? (refusal.message || fallback) };
}
