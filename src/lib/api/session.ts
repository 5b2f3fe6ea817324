// Calls the shell makes for every logged-in page (portal.md §7): menus, buttons, top menu, tenant, server time.
import { get } from "@/lib/http/client";
import type { ButtonNode, ServerMenuNode } from "@/lib/rules/menu";

/** GET /blade-system/menu/routes: the user's menu tree. */
export const fetchMenuRoutes = () => get<ServerMenuNode[]>("/blade-system/menu/routes");

/** GET /blade-system/menu/buttons: the tree whose leaves are the user's buttons. */
export const fetchButtons = () => get<ButtonNode[]>("/blade-system/menu/buttons");

/** GET /blade-user/user/getTopMenu: the top menu. */
export const fetchTopMenu = () => get<ServerMenuNode[]>("/blade-user/user/getTopMenu");

export interface TenantInfo {
  tenantId: string;
  tenantName: string;
  tenantLogo: string;
}

/** GET /blade-user/tenant/info?tenantId=: public name and logo of a tenant, for the login screen. */
export const fetchTenantInfo = (tenantId: string) => get<TenantInfo>("/blade-user/tenant/info", { tenantId }, { auth: false, quiet: true });

/** GET /blade-system/grade/getCurrentTime: "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai. */
export async function fetchServerTime(): Promise<string> {
  const answer = await get<string>("/blade-system/grade/getCurrentTime");
  return answer.data;
}
