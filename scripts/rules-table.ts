// Prints the README's table of province volunteer rules for a form year (default 2026): npx tsx scripts/rules-table.ts [year]
import { rulesTable } from "../src/domain/volunteer/rules-table";

console.log(rulesTable(Number(process.argv[2] ?? 2026)));
