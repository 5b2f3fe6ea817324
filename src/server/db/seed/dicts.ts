// SpringBlade's dictionary (dict/dictionary?code=…): each list is a parent row (parentId 0, dictKey -1, its name) and
// its values. Besides the lists SpringBlade's own screens ask for (sex, yes_no, menu_category), the portal's values that
// a SpringBlade console shows: account roles and account states (users.authority, users.status).
import type { Db } from "../client";
import { dicts } from "../schema";

const LISTS: { code: string; name: string; values: [string, string][] }[] = [
  { code: "sex", name: "性别", values: [["1", "男"], ["2", "女"], ["3", "未知"]] },
  { code: "yes_no", name: "是否", values: [["0", "否"], ["1", "是"]] },
  { code: "menu_category", name: "菜单类型", values: [["1", "菜单"], ["2", "按钮"]] },
  { code: "authority", name: "账号角色", values: [["student", "学生"], ["parent", "家长"], ["teacher", "班主任"], ["admin", "学校管理员"]] },
  { code: "user_status", name: "账号状态", values: [["0", "待审核"], ["1", "正常"], ["2", "停用"], ["3", "未通过"]] },
];

export async function seedDicts(db: Db): Promise<void> {
  const rows = LISTS.flatMap((list, i) => {
    const parentId = 100 * (i + 1);
    return [
      { id: parentId, parentId: 0, code: list.code, dictKey: "-1", dictValue: list.name, sort: i + 1 },
      ...list.values.map(([dictKey, dictValue], j) => ({ id: parentId + j + 1, parentId, code: list.code, dictKey, dictValue, sort: j + 1 })),
    ];
  });
  await db.insert(dicts).values(rows).onConflictDoNothing();
}
