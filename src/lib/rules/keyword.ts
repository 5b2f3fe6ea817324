// Search words as the server's keyword fields accept them (letters, digits, spaces and · ( ) （ ） - _ . 、 , ， /;
// at most 50 characters): anything else is dropped. The college query splits words instead (rules/colleges.ts).
export function cleanKeyword(text: string | null | undefined): string {
  return (text ?? "").replace(/[^\p{L}\p{N}\s·()（）\-_.、,，/]/gu, "").trim().slice(0, 50);
}
