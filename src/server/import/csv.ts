/** Minimal RFC 4180 CSV parser: quoted fields, "" escapes, CRLF/LF, BOM. Returns rows with their 1-based line numbers. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1, fields: string[] = [], field = "", quoted = false, rowLine = 1, any = false;
  const endRow = () => {
    fields.push(field);
    if (any || fields.length > 1 || field !== "") out.push({ line: rowLine, fields });
    fields = []; field = ""; any = false;
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') { quoted = true; any = true; }
    else if (ch === ",") { fields.push(field); field = ""; any = true; }
    else if (ch === "\r") { /* skip */ }
    else if (ch === "\n") { endRow(); line++; rowLine = line; }
    else { field += ch; any = true; }
  }
  if (field !== "" || fields.length > 0) endRow();
  return out;
}
