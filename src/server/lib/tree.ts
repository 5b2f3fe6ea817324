/** Builds a tree from flat rows with id/parentId; children always an array. */
export function buildTree<T extends { id: string; parentId: string }>(rows: T[], root = "0"): (T & { children: unknown[]; hasChildren: boolean })[] {
  const byParent = new Map<string, T[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const make = (parent: string): (T & { children: unknown[]; hasChildren: boolean })[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = make(r.id);
      return { ...r, children, hasChildren: children.length > 0 };
    });
  return make(root);
}
