// Checks on guide sources that the MDX compiler would only report at render time, or not at all.

/** Capitalised JSX tags used in an MDX body (e.g. "Steps", "FactTable"). */
export function jsxComponentsUsed(source: string): string[] {
  const body = source.replace(/^---[\s\S]*?\n---/, "").replace(/```[\s\S]*?```/g, "");
  return [...new Set([...body.matchAll(/<([A-Z][A-Za-z0-9]*)[\s/>]/g)].map((match) => match[1]!))];
}

/** Names an MDX file imports itself (default and named imports). */
export function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/^import\s+(.+?)\s+from\s+["'][^"']+["'];?\s*$/gms)) {
    const clause = match[1]!;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    names.push(...named.split(",").map((part) => part.trim().split(/\s+as\s+/).pop()!.trim()).filter(Boolean));
    const defaultName = clause.replace(/\{[^}]*\}/, "").replace(/,/g, " ").trim().split(/\s+/)[0];
    if (defaultName && /^[A-Za-z_$]/.test(defaultName) && defaultName !== "*") names.push(defaultName);
  }
  return names;
}

/** Components a guide uses that are neither provided to every guide nor imported by the file. */
export function unknownComponents(source: string, provided: readonly string[]): string[] {
  const known = new Set([...provided, ...importedNames(source)]);
  return jsxComponentsUsed(source).filter((name) => !known.has(name));
}
