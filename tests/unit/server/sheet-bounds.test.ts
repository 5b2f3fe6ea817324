// The bounds a spreadsheet or CSV meets before it is parsed (issue 23, item 1), and the worker that parses it.
import { describe, expect, it } from "vitest";
import { badBytesIn, checkCsv, checkWorkbook, firstBadUtf8Line, LimitError, scanXml, zipDirectory } from "../../../src/server/import/sheet-bounds";
import { LIMITS, readInWorker } from "../../../src/server/import/sheet-reader";
import { hugeCellWorkbook, sheetXml, workbook } from "../../api/xlsx-zip";

const limits = LIMITS.draft;

describe("the zip's directory", () => {
  it("gives the unpacked size: 20 MB in 22 KB is refused before anything is inflated", () => {
    expect(() => zipDirectory(hugeCellWorkbook(20), limits)).toThrow(/解压后超过上限 4 MB/);
  });
  it("that understates an entry is caught while inflating, which stops at the stated size", () => {
    const lying = hugeCellWorkbook(20, 2000);
    expect(() => zipDirectory(lying, limits)).not.toThrow();
    expect(() => checkWorkbook(lying, limits)).toThrow(/目录所列/);
  });
  it("of something that is not a zip is refused in words", () => {
    expect(() => zipDirectory(Buffer.from("PK but not a zip at all, just some text"), limits)).toThrow(LimitError);
  });
});

describe("the sheet's XML", () => {
  it("is scanned for rows, columns, cells and the longest text", () => {
    expect(() => scanXml(sheetXml(Array.from({ length: 2001 }, () => ["x"])), limits, true)).toThrow(/超过 2000 行/);
    expect(() => scanXml(sheetXml([Array.from({ length: 51 }, () => "x")]), limits, true)).toThrow(/超过 50 列/);
    expect(() => scanXml(sheetXml([["x"]]).replace('r="A1"', 'r="A999999"'), limits, true)).toThrow(/超过 2000 行/);
    expect(() => scanXml(sheetXml([["张".repeat(32_768)]]), limits, true)).toThrow(/32767 个字符/);
    // entities count as one character each: a cell of 20,000 ampersands is within Excel's limit
    expect(() => scanXml(sheetXml([["&".repeat(20_000)]]), limits, true)).not.toThrow();
    expect(() => scanXml(sheetXml([["a", "b"], ["c", "d"]]), limits, true)).not.toThrow();
  });
});

describe("a CSV", () => {
  it("is bounded in bytes, rows and columns, and a byte that is not UTF-8 is named by its line", () => {
    expect(() => checkCsv(Buffer.from("a\n".repeat(11)), { bytes: 100, rows: 10, fieldsPerRow: 5 })).toThrow(/超过 10 行/);
    expect(() => checkCsv(Buffer.from("a,b,c,d,e,f\n"), { bytes: 100, rows: 10, fieldsPerRow: 5 })).toThrow(/第 1 行超过 5 列/);
    expect(() => checkCsv(Buffer.alloc(101, 0x61), { bytes: 100, rows: 10, fieldsPerRow: 5 })).toThrow(/超过上限/);
    // one quoted field of 8 MB took the parser 5 s on a busy machine: a field is held to a cell's limit first
    expect(() => checkCsv(Buffer.from(`a,b\n1,"${"x".repeat(40_000)}"\n`), LIMITS.dataCsv)).toThrow(/第 2 行有字段超过 32767 个字符/);
    expect(firstBadUtf8Line(Buffer.concat([Buffer.from("一\n二\n"), Buffer.from([0xff]), Buffer.from("\n")]))).toBe(3);
    expect(firstBadUtf8Line(Buffer.from("全是 UTF-8\n"))).toBeNull();
  });
  it("cells with NUL, other controls or U+FFFD are named by their column; a tab is fine", () => {
    expect(badBytesIn(["a", "b\u0000"])).toMatch(/第 2 列/);
    expect(badBytesIn(["\ufffd"])).toMatch(/第 1 列/);
    expect(badBytesIn(["a\tb", "中文"])).toBeNull();
  });
});

describe("the worker", () => {
  it("reads a workbook within the limits", async () => {
    expect(await readInWorker({ kind: "xlsx", bytes: workbook(sheetXml([["姓名", "账号"], ["张三", "zs01"]])), limits })).toEqual({ rows: [["姓名", "账号"], ["张三", "zs01"]] });
  });
  it("hands a long CSV back whole, in order, in slices", async () => {
    const text = Array.from({ length: 12_345 }, (_, i) => `${i},行${i}`).join("\n");
    const answer = await readInWorker({ kind: "csv", bytes: Buffer.from(text), limits: LIMITS.dataCsv, parse: true });
    const rows = "csv" in answer ? answer.csv! : [];
    expect(rows).toHaveLength(12_345);
    expect(rows[12_344]).toEqual({ line: 12_345, fields: ["12344", "行12344"] });
  });
  it("is ended past its time limit, and the file refused naming the limit", async () => {
    const answer = await readInWorker({ kind: "xlsx", bytes: workbook(sheetXml([["a"]])), limits }, 0.001);
    expect(answer).toEqual({ refused: expect.stringContaining("秒的时间上限") });
  });
  it("refuses a hostile workbook at once, without starting", async () => {
    const bytes = hugeCellWorkbook(20);
    const t0 = performance.now();
    expect(await readInWorker({ kind: "xlsx", bytes, limits })).toEqual({ refused: expect.stringContaining("解压后超过上限") });
    expect(performance.now() - t0).toBeLessThan(100);
  });
});
