// Issue 23, item 5: `version` 2147483648 in a save answered HTTP 500 (the integer column refused it). Every whole number
// of every contract has a range its column holds: int4 unless the field is a bigint id (bigintId in fields.ts).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bigintId, INT4_MAX, INT4_MIN } from "../../../src/contracts/fields";

type Def = Record<string, any>;

/** Every whole-number schema reachable from `schema`, with the path that reaches it. */
function* integers(schema: any, where: string, seen = new Set<unknown>()): Generator<[string, any]> {
  if (!schema?._zod || seen.has(schema)) return;
  seen.add(schema);
  const def: Def = schema._zod.def;
  switch (def.type) {
    case "number":
      if (schema.isInt || def.checks?.some((c: any) => c._zod?.def?.format === "safeint" || c._zod?.def?.format === "int32")) yield [where, schema];
      return;
    case "object": for (const [k, v] of Object.entries(def.shape as Def)) yield* integers(v, `${where}.${k}`, seen); return;
    case "array": yield* integers(def.element, `${where}[]`, seen); return;
    case "union": for (const [i, o] of (def.options as unknown[]).entries()) yield* integers(o, `${where}|${i}`, seen); return;
    case "intersection": yield* integers(def.left, where, seen); yield* integers(def.right, where, seen); return;
    case "record": yield* integers(def.valueType, `${where}{}`, seen); return;
    case "tuple": for (const [i, o] of (def.items as unknown[]).entries()) yield* integers(o, `${where}[${i}]`, seen); return;
    case "pipe": yield* integers(def.in, where, seen); yield* integers(def.out, where, seen); return;
    case "lazy": yield* integers(def.getter(), where, seen); return;
    default:
      if (def.innerType) yield* integers(def.innerType, where, seen);
  }
}

const dir = path.resolve(import.meta.dirname, "../../../src/contracts");

describe("whole numbers in the contracts", async () => {
  const found: [string, any][] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const module = await import(path.join(dir, file));
    for (const [name, value] of Object.entries(module)) {
      const schema = typeof value === "function" && !(value as any)._zod ? null : value;
      for (const hit of integers(schema, `${file}:${name}`)) found.push(hit);
    }
  }

  it("are found (the walk reaches them)", () => {
    expect(found.length).toBeGreaterThan(150);
  });

  it("each has a range an int4 column holds, or is a bigint id", () => {
    const outside = found.filter(([, s]) => s !== bigintId && !(s.minValue >= INT4_MIN && s.maxValue <= INT4_MAX)).map(([where]) => where);
    expect(outside).toEqual([]);
  });

  it("a bigint id stays within the numbers JSON carries exactly", () => {
    expect(bigintId.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(bigintId.safeParse(2 ** 53).success).toBe(false);
    expect(bigintId.safeParse(0).success).toBe(false);
  });
});
