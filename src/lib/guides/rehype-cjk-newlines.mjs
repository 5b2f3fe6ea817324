// Markdown turns a line break inside a paragraph into a space, which shows as a stray gap between Chinese
// characters. This rehype plugin drops line breaks that sit between two CJK characters (or CJK punctuation).
const CJK = "\\u2e80-\\u2fff\\u3000-\\u303f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef";
const BREAK_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t]*\\r?\\n[ \\t]*(?=[${CJK}])`, "g");

/** Joins CJK text across line breaks; text nodes only, never inside <pre> or <code>. */
export function joinCjkLines(text) {
  return text.replace(BREAK_BETWEEN_CJK, "$1");
}

export default function rehypeCjkNewlines() {
  const visit = (node) => {
    if (node.type === "element" && (node.tagName === "pre" || node.tagName === "code")) return;
    if (node.type === "text" && typeof node.value === "string") node.value = joinCjkLines(node.value);
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  return (tree) => visit(tree);
}
