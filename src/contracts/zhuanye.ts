// Answer shapes of /api/common/zhuanye (the portal's /api/common/zhaunye): professions, the major catalogue's trees
// and details. The server documents them in /api/openapi.json and the API tests parse every answer with them.
import { z } from "zod";
import { int4, treeOf } from "./fields";

export interface CatalogueNode { code: string; name: string; children: CatalogueNode[] }
/** a node of a catalogue tree (大类 → 中类 → 职业, 门类 → 专业类 → 专业): leaves have no children */
export const catalogueNodeSchema = treeOf({ code: z.string(), name: z.string() }, 4) as z.ZodType<CatalogueNode>;

const professionFields = { code: z.string(), parentCode: z.string(), level: int4(), name: z.string(), description: z.string(), hits: int4() };
const majorLink = z.object({ code: z.string(), name: z.string(), level: z.string() });
export const professionListItemSchema = z.object({ ...professionFields, id: z.string(), isFavorite: z.boolean(), majors: z.array(majorLink) });
export const professionDetailSchema = z.object({ ...professionFields, isFavorite: z.boolean(), majors: z.array(majorLink) });
export const majorDetailSchema = z.object({
  code: z.string(), level: z.string(), nodeType: int4(), parentCode: z.string(), name: z.string(), flag: z.string(), degree: z.string(),
  years: z.string(), remark: z.string(), introduction: z.string(), hits: int4(), isFavorite: z.boolean(),
  professions: z.array(z.object({ code: z.string(), name: z.string() })),
  colleges: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
});
