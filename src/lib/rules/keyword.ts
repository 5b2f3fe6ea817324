// Search words as the server's keyword fields accept them: letters of any script, digits, spaces and · ( ) （ ） - _ . 、
// , ， / only, at most 50 characters. Any other character becomes a space rather than vanishing: a symbol typed between
// two words ("计算机+数学") separates them, and gluing them together would search for a word nobody typed.
import { KEYWORD_CHARACTERS } from "@/contracts/fields";

const KEYWORD_MAX = 50;
/** any one character a keyword may not hold */
const OUTSIDE_KEYWORD = new RegExp(`[^${KEYWORD_CHARACTERS}]`, "gu");

export function cleanKeyword(text: string | null | undefined): string {
  return (text ?? "")
    .replace(OUTSIDE_KEYWORD, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, KEYWORD_MAX)
    .trim();
}
