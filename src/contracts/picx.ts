// /api/common/PiCX: 批次线 (batch lines) of a province, keyed by year. Each line says what kind of batch it is (from the
// admission_batches taxonomy) and where the figure came from.
import { z } from "zod";
import { int4 } from "./fields";
import { scopeInput, sourceSchema } from "./common";

export const batchLinesRequest = z.object(scopeInput);
export type BatchLinesRequest = z.input<typeof batchLinesRequest>;

export const BATCH_KINDS = ["early", "regular", "vocational", "line"] as const;

export const batchLineSchema = z.object({
  subjectType: z.string(),
  batch: z.string(),
  /** early 提前批 · regular 本科 · vocational 专科 · line a control line that is not an admission batch (特殊类型招生控制线) */
  kind: z.enum(BATCH_KINDS),
  level: z.enum(["本科", "专科"]),
  /** the batch's order in the province's admission (earlier batches first) */
  sort: int4(),
  score: int4(),
  sample: z.boolean(),
  source: sourceSchema,
});
export type BatchLine = z.infer<typeof batchLineSchema>;

/** `{ "2025": [lines …], "2024": [...] }`, newest year first; within a year by subject type, then batch order. */
export const batchLinesAnswer = z.record(z.string(), z.array(batchLineSchema));
export type BatchLinesAnswer = z.infer<typeof batchLinesAnswer>;
