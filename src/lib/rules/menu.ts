// Menu and permission rules of portal.md §3–§4 and protocol.md "Menu".

export interface MenuItem {
  name: string;
  path: string;
  icon?: string;
  children: MenuItem[];
  [extra: string]: unknown;
}

/** Server menu node (protocol.md): `source` is the icon; children may be missing or null. */
export interface ServerMenuNode {
  id?: string | number;
  code?: string;
  name: string;
  path: string;
  source?: string;
  children?: ServerMenuNode[] | null;
}

/** Normalises a server menu: children always an array; a top-level item without children gets an `/index` suffix. */
export function normaliseMenu(nodes: ServerMenuNode[], topLevel = true): MenuItem[] {
  return nodes.map((node) => {
    const children = normaliseMenu(node.children ?? [], false);
    const bare = node.path.replace(/\/$/, "");
    const path = topLevel && children.length === 0 && !bare.endsWith("/index") ? `${bare}/index` : node.path;
    return { name: node.name, path, icon: node.source, children };
  });
}

/** Merges a newly loaded menu into the all-menu, dropping items whose name or path is already present. */
export function mergeMenus(allMenu: MenuItem[], incoming: MenuItem[]): MenuItem[] {
  const merged = [...allMenu];
  for (const item of incoming) {
    const duplicate = merged.some((existing) => existing.name === item.name || existing.path === item.path);
    if (!duplicate) merged.push(item);
  }
  return merged;
}

export interface ButtonNode {
  code?: string;
  children?: ButtonNode[] | null;
}

/** Permission map from the server's button tree: the code of every leaf maps to true. */
export function permissionMap(tree: ButtonNode[]): Record<string, true> {
  const map: Record<string, true> = {};
  const visit = (node: ButtonNode) => {
    if (node.children && node.children.length > 0) node.children.forEach(visit);
    else if (node.code) map[node.code] = true;
  };
  tree.forEach(visit);
  return map;
}
