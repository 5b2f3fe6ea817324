// Every API test calls the app through the contract-checking client (tests/api/helpers.ts: Client, or rawRequest for
// what Client cannot send or read), so no successful answer escapes its call's schema. A direct app.request would.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../../api");

describe("the API tests", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "helpers.ts");
  it("are there to read", () => expect(files.length).toBeGreaterThan(30));
  it("never call app.request themselves", () => {
    const direct = files.flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("\n")
      .flatMap((line, i) => (/\bapp\.request\(/.test(line) ? [`${f}:${i + 1}`] : [])));
    expect(direct).toEqual([]);
  });
});
