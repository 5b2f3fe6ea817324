// The form as the editor (FillSubmit) holds it: the draft being edited, what it keeps of the saved plan, and the
// conversions between the plan the server sends and the rows on screen (each row with an id of its own, so that a
// reordered or removed entry keeps its focus and its open parts).
import type { EntrySource } from "@/contracts/volunteer";
import type { Plan, PlanComment } from "@/lib/api/volunteer";
import { isPlanType, type PlanType } from "@/domain/provinces";
import type { Row } from "../EntryList";

export interface Draft {
  name: string;
  province: string;
  year: number;
  batch: string;
  rows: Row[];
  eligiblePlans: PlanType[];
  status: "draft" | "final";
}

/** What the screen keeps of a saved plan besides its entries. */
export interface Meta {
  id: string;
  version: number;
  editable: boolean;
  parentCanEdit: boolean;
  updatedAt: string;
  updatedBy: { role: string; name: string };
  comments: PlanComment[];
  versions: Plan["versions"];
  versionsTotal: number;
}

let nextRow = 1;
export const toRows = (entries: readonly { unitKey: string; majors: readonly string[]; adjust: boolean; from?: EntrySource }[]): Row[] =>
  entries.map((e) => ({ id: `r${nextRow++}`, unitKey: e.unitKey, majors: [...e.majors], adjust: e.adjust, ...(e.from ? { from: e.from } : {}) }));
export const entriesOf = (rows: readonly Row[]) => rows.map(({ unitKey, majors, adjust, from }) => ({ unitKey, majors, adjust, ...(from ? { from } : {}) }));
export const draftOf = (plan: Plan): Draft => ({
  name: plan.name, province: plan.province, year: plan.year, batch: plan.batch, rows: toRows(plan.entries), eligiblePlans: plan.eligiblePlans.filter(isPlanType), status: plan.status,
});
export const metaOf = (plan: Plan): Meta => ({
  id: plan.id, version: plan.version, editable: plan.editable, parentCanEdit: plan.parentCanEdit, updatedAt: plan.updatedAt, updatedBy: plan.updatedBy,
  comments: plan.comments, versions: plan.versions, versionsTotal: plan.versionsTotal,
});
