// /api/common/vr: colleges' virtual campus tours (VR校园), as operators imported them (FORMATS.md layout `tours`).
import { z } from "zod";
import { int4, keywordText } from "./fields";
import { pageOf, pagingInput, provinceInput } from "./common";

const keyword = keywordText(50, "keyword ");

export const tourListQuery = z.object({
  ...pagingInput,
  /** a province code or name: colleges in it */
  province: provinceInput.optional(),
  /** part of a college's name, or its code */
  keyword: keyword.optional(),
  /** one college (its own page asks this way) */
  code: z.string().trim().regex(/^\d{5}$/, { error: "code 应为5位院校代码" }).optional(),
});

export const tourSchema = z.object({
  title: z.string(),
  url: z.string(),
  sourceName: z.string(),
  /** YYYY-MM-DD, when the address was last imported */
  updatedOn: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;

/** A college with the tours imported for it. */
export const collegeToursSchema = z.object({
  collegeCode: z.string(), name: z.string(), provinceName: z.string(), cityName: z.string(),
  tours: z.array(tourSchema),
});
export type CollegeTours = z.infer<typeof collegeToursSchema>;

/** The page, and how many tours exist at all (0: none imported yet, which the page explains). */
export const tourPageSchema = pageOf(collegeToursSchema).extend({ imported: int4() });
export type TourPage = z.infer<typeof tourPageSchema>;
