// Search words as the server's keyword fields accept them: letters of any script, digits, spaces and · ( ) （ ） - _ . 、
// , ， / only, at most 50 characters. Any other character becomes a space rather than vanishing: a symbol typed between
// two words ("计算机+数学") separates them, and gluing them together would search for a word nobody typed.
const KEYWORD_MAX = 50;

export function cleanKeyword(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/[^\p{L}\p{N}\s·()（）\-_.、,，/]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, KEYWORD_MAX)
    .trim();
}
