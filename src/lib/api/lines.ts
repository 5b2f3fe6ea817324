// Typed calls of the data-tool screens 批次线, 一分一段 and 同分去向 (portal.md §7 PiCX, YiFYD, TongFQX). Shapes come from
// the server's contracts (types only: no schema code ships). All `quiet`: the screen shows a refusal where the reader
// is looking, never as a toast.
import { post } from "@/lib/http/client";
import { loadOf } from "@/lib/http/loads";
import type { BatchLinesAnswer, BatchLinesRequest } from "@/contracts/picx";
import type { RankAnswer, ScoreAnswer, TablePageAnswer, YearTypes } from "@/contracts/yifyd";
import type { CityAnswer, CollegeAnswer, MajorAnswer, ProfessionAnswer, SameScoreRequest } from "@/contracts/tongfqx";

export type { BatchLine, BatchLinesAnswer } from "@/contracts/picx";
export type { Equivalent, RankAnswer, ScoreAnswer, TablePageAnswer, TableRow, YearTypes } from "@/contracts/yifyd";
export type { Basis, EmptyReason, CityAnswer, CollegeAnswer, MajorAnswer, ProfessionAnswer, SameScoreCity, SameScoreCollege, SameScoreMajor, SameScoreProfession, SameScoreUnit } from "@/contracts/tongfqx";

const quiet = { quiet: true } as const;
const call = <T>(path: string, body: unknown) => post<T>(`/common/${path}`, body, quiet);

interface Scope { province: string; year?: number; subjectType?: string }

/** PiCX/map-province-score: the province's batch lines keyed by year. */
export const fetchBatchLines = (body: BatchLinesRequest) => call<BatchLinesAnswer>("PiCX/map-province-score", body);

/** YiFYD/list-year-1f1d: years with score-rank tables and their subject types. */
export const fetchTableYears = (province: string) => call<YearTypes[]>("YiFYD/list-year-1f1d", { province });

/** YiFYD/list-1f1d-score with score: the score's rank range, shares and 等位分 (null: below the table; msg says why). */
export const lookupScore = (scope: Scope, score: number) => call<ScoreAnswer | null>("YiFYD/list-1f1d-score", { ...scope, score });

/** YiFYD/list-1f1d-score with rank: the score of that rank. */
export const lookupRank = (scope: Scope, rank: number) => call<RankAnswer | null>("YiFYD/list-1f1d-score", { ...scope, rank });

/** YiFYD/list-1f1d-score without score or rank: the table in pages (size ≤ 1000 loads a whole table). */
export const fetchTable = (scope: Scope, current = 1, size = 1000) => call<TablePageAnswer | null>("YiFYD/list-1f1d-score", { ...scope, current, size });

/** TongFQX: units whose published minimum rank was near the student's, by college, major or city (empty: `reason` says why). */
export const fetchSameScoreColleges = (body: SameScoreRequest) => call<CollegeAnswer>("TongFQX/tfqx-college", body);
export const fetchSameScoreMajors = (body: SameScoreRequest) => call<MajorAnswer>("TongFQX/tfqx-major", body);
export const fetchSameScoreCities = (body: SameScoreRequest) => call<CityAnswer>("TongFQX/tfqx-city", body);
export const fetchSameScoreProfessions = (body: SameScoreRequest) => call<ProfessionAnswer>("TongFQX/tfqx-profession", body);

/** What the line screens load (src/lib/http/loads.ts). */
export const lineLoads = {
  batchLines: (body: BatchLinesRequest) =>
    loadOf(["fetchBatchLines", body.province, body.year ?? null, body.subjectType ?? null], () => fetchBatchLines(body)),
  /** the score a rank had in a year's table: a rank entered is held against the lines, which are scores */
  scoreAtRank: (scope: Scope, rank: number) =>
    loadOf(["lookupRank", scope.province, scope.year ?? null, scope.subjectType ?? null, rank], () => lookupRank(scope, rank)),
};
