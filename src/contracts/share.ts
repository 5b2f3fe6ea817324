// /api/common/share: read-only share links. The owner (a student or parent) makes, lists and revokes them; anyone with
// the link reads one (no login, rate-limited by address). What is shared is a snapshot without personal data.
import { z } from "zod";
import { SHARE_ID_PATTERN } from "../domain/share";
import { pageOf, pagingInput } from "./common";

export const SHARE_KINDS = ["contrast"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

const shareId = z.string({ error: "id 必填" }).trim().regex(SHARE_ID_PATTERN, { error: "id 应为分享链接中的 22 位编号" });
const collegeCode = z.string({ error: "codes 应为院校代码" }).trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" });

/** A college comparison list: two to four colleges, and the province whose score lines were shown. */
export const createShareBody = z.object({
  kind: z.enum(SHARE_KINDS, { error: "kind 应为 contrast（院校对比）" }),
  codes: z.array(collegeCode, { error: "codes 应为院校代码的列表" }).min(2, { error: "codes 至少要有2所院校" }).max(4, { error: "codes 最多4所院校" })
    .refine((list) => new Set(list).size === list.length, { error: "codes 不能有重复的院校" }),
  province: z.string().trim().regex(/^(\d{2})?$/, { error: "province 应为2位省份代码" }).optional(),
  /** true: the viewer sees the owner's name; otherwise nothing says who shared it */
  showName: z.boolean({ error: "showName 应为 true 或 false" }).default(false),
});
export type CreateShareBody = z.input<typeof createShareBody>;

export const shareIdBody = z.object({ id: shareId });
export const shareIdQuery = z.object({ id: shareId });

export const shareListQuery = z.object({ ...pagingInput });

/** One of the owner's links, as their list shows it. */
export const shareSchema = z.object({
  id: z.string(),
  kind: z.enum(SHARE_KINDS),
  /** what it shares, in short (the college names of a comparison) */
  summary: z.string(),
  showName: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(["active", "expired", "revoked"]),
});
export type Share = z.infer<typeof shareSchema>;
export const sharePageSchema = pageOf(shareSchema);

/** A college as a shared comparison shows it: public reference facts only. */
export const sharedCollegeSchema = z.object({
  collegeCode: z.string(), name: z.string(), nameEn: z.string(), provinceCode: z.string(), provinceName: z.string(), cityName: z.string(), level: z.string(), category: z.string(),
  natureType: z.string(), belong: z.string(), feature: z.string(), logoUrl: z.string(), sample: z.boolean(),
});
export type SharedCollege = z.infer<typeof sharedCollegeSchema>;

/** What a viewer of a working link gets: the content, when it stops working, and a name only if the owner chose so. */
export const sharedViewSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  expiresAt: z.string(),
  ownerName: z.string().nullable(),
  contrast: z.object({ province: z.string(), colleges: z.array(sharedCollegeSchema) }),
});
export type SharedView = z.infer<typeof sharedViewSchema>;

/** a link just made: its id and when it stops working */
export const shareCreatedSchema = z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string() });
