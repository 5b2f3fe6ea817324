// A server refusal as a person reads it. The API names the field for programs ("参数校验失败：phone: 手机号格式不正确",
// "classId: 这名学生不在你的班级"); a person is shown what is wrong, in a sentence, with the form's own word for the field.

const PREFIX = /^参数校验失败[：:]\s*/;
/** "field: what" or "field.sub: what", as describeZod and refusal() on the server write them */
const PART = /^([A-Za-z][\w-]*)(?:\.[\w-]+)*: ([\s\S]*)$/;
const ENDS_IN_PUNCTUATION = /[。！？.!?；;）)]$/;

/**
 * "参数校验失败：phone: 手机号格式不正确; sex: 必填" → "手机号格式不正确；请填写性别。" (with labels { sex: "性别" }).
 * A field named inside its own message ("account 至少2个字符") takes the label too. A message that names no field is
 * returned as it is.
 */
export function readableRefusal(message: string, labels: Readonly<Record<string, string>> = {}): string {
  const body = message.replace(PREFIX, "").trim();
  if (!PART.test(body)) return body;
  const sentences = body.split(/;\s+/).map((part) => {
    const m = PART.exec(part.trim());
    if (!m) return part.trim();
    const [, field, what] = m as unknown as [string, string, string];
    const label = labels[field];
    if (what.trim() === "必填") return `请填写${label ?? field}`;
    const named = label ? what.replace(new RegExp(`(^|[^A-Za-z])${field}(?![A-Za-z])`, "g"), `$1${label}`) : what;
    // "备注 长度不能超过200个字符" → "备注长度不能超过200个字符": no space between Chinese words
    return named.replace(/([\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff\d])/g, "$1").trim();
  });
  const text = sentences.filter(Boolean).join("；");
  return ENDS_IN_PUNCTUATION.test(text) ? text : `${text}。`;
}
