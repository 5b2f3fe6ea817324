// The college list's answer at the byte level: each page of cards is serialized once for every caller (cached like
// reference data: 60 s, cleared by imports) and the answer is put together from those bytes with the caller's own
// fields (favourite mark, their province's line), giving the same bytes ok() would.
import type { Db } from "../db/client";
import type { LineProvince } from "../../contracts/yuanxiao";
import { dbKey, referenceCache } from "./cache";
import { arrayParts, CLOSE_OBJECT, fieldBytes, openObject } from "./prebuilt-json";
import { containsSample } from "./r";
import { brief } from "./ref";
import type { CollegeRow } from "../queries/colleges";

/** a page of the college list: its colleges' codes, total, each card serialized without the caller's fields, and whether a card is sample */
export interface CardPage { codes: string[]; n: number; cards: Buffer[]; sample: boolean }

const listCache = referenceCache<CardPage>();

/** The page `key` names (the request's filters and page), loaded once and serialized once for every caller. */
export function cachedCardPage(db: Db, key: string, load: () => Promise<{ rows: CollegeRow[]; n: number }>): Promise<CardPage> {
  return listCache.getOrLoad(`${dbKey(db)}:${key}`, async () => {
    const { rows, n } = await load();
    const briefs = rows.map((r) => brief(r));
    // a card sits at depth 2 of the answer (data.records[i]), where ok() looks for sample records
    return { codes: rows.map((r) => r.code), n, cards: briefs.map(openObject), sample: briefs.some((card) => containsSample(card, 2)) };
  });
}

/** The cards' province and each college's newest line there (one query for the page). */
export type CardLines = {
  province: NonNullable<LineProvince>;
  /** whether the province (data.lineProvince, depth 1 of the answer) holds sample data */
  provinceSample: boolean;
  /** each college's `,"provinceLine":…` field, serialized once */
  json: Map<string, Buffer>;
  /** the colleges whose line (data.records[i].provinceLine, depth 3) holds sample data */
  sample: Set<string>;
};
/** a page's lines for a province and subject choice: derived from reference data only, so cached like it (60 s, cleared by imports) */
export const cardLinesCache = referenceCache<CardLines>();

const RECORDS_FIELD = Buffer.from(`{"records":`);
const FAVOURITE = fieldBytes("isFavorite", true);
const NOT_FAVOURITE = fieldBytes("isFavorite", false);
const NO_LINE = fieldBytes("provinceLine", null);

/** The list's data as parts for okPrebuilt: each cached card, the caller's favourite mark and line, then the page's fields. */
export function cardPageParts(cards: CardPage, favourites: Set<string>, lines: CardLines | null, paging: { total: number; size: number; current: number; pages: number }) {
  const records = arrayParts(cards.codes.map((code, i) => [cards.cards[i]!, favourites.has(code) ? FAVOURITE : NOT_FAVOURITE, ...(lines ? [lines.json.get(code) ?? NO_LINE] : []), CLOSE_OBJECT]));
  const pageFields = [fieldBytes("total", paging.total), fieldBytes("size", paging.size), fieldBytes("current", paging.current), fieldBytes("pages", paging.pages), fieldBytes("lineProvince", lines?.province ?? null)];
  const sample = cards.sample || (lines != null && (lines.provinceSample || cards.codes.some((code) => lines.sample.has(code))));
  return { parts: [RECORDS_FIELD, ...records, ...pageFields, CLOSE_OBJECT], sample };
}
