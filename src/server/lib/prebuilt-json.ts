// JSON answers assembled from parts serialized once and cached, for the busiest calls (the college list): a page of
// cards is the same for every caller but for a field or two (the caller's favourite mark, their province's line), so
// each card is serialized when it is cached and a request only joins bytes. Serializing and encoding ~8 KB per answer
// was the largest single cost of the call. The bytes are exactly what JSON.stringify of the whole answer gives
// (tests/unit/server/prebuilt-json.test.ts).

/** An object's JSON without its closing brace, so that fields can follow (the object must have at least one field). */
export function openObject(value: object): Buffer {
  const json = JSON.stringify(value);
  if (!json.startsWith("{") || json === "{}") throw new Error("openObject: an object with at least one field");
  return Buffer.from(json.slice(0, -1));
}

/** `,"name":<json of value>`: a field appended to an open object. */
export function fieldBytes(name: string, value: unknown): Buffer {
  return Buffer.from(`,${JSON.stringify(name)}:${JSON.stringify(value)}`);
}

export const CLOSE_OBJECT = Buffer.from("}");
const COMMA = Buffer.from(",");
const OPEN_ARRAY = Buffer.from("[");
const CLOSE_ARRAY = Buffer.from("]");

/** An array's JSON from the parts of each item. */
export function arrayParts(items: readonly (readonly Buffer[])[]): Buffer[] {
  const parts: Buffer[] = [OPEN_ARRAY];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...item);
  });
  parts.push(CLOSE_ARRAY);
  return parts;
}
