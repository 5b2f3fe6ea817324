// Typed call of the admission-probability pages (portal.md §7 CeGL/getLqgl). Shapes come from the server's contract
// (types only: no schema code ships). `quiet`: a refusal (400 "field: problem") is shown beside the field it names,
// never as a toast.
import { post } from "@/lib/http/client";
import type { ProbabilityAnswer, ProbabilityRequest } from "@/contracts/cegl";

export type { ProbabilityAnswer, ProbabilityRequest, UnitProbability } from "@/contracts/cegl";

/**
 * CeGL/getLqgl: the units near the student's rank with their stated probabilities, bands and predicted min ranks (or
 * one unit with its history, given unitKey). data is null when the province has no admission data (msg says why).
 */
export const fetchProbability = (body: ProbabilityRequest) => post<ProbabilityAnswer | null>("/common/CeGL/getLqgl", body, { quiet: true });
