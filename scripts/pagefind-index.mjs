// Builds the pagefind search index from the built HTML (dist/client), one index per <html lang>.
import * as pagefind from "pagefind";
import { fileURLToPath } from "node:url";

const site = fileURLToPath(new URL("../dist/client", import.meta.url));
const started = performance.now();
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`pagefind could not start: ${errors.join("; ")}`);
const added = await index.addDirectory({ path: site });
if (added.errors.length) throw new Error(`pagefind failed to index: ${added.errors.join("; ")}`);
const written = await index.writeFiles({ outputPath: `${site}/pagefind` });
if (written.errors.length) throw new Error(`pagefind failed to write: ${written.errors.join("; ")}`);
await pagefind.close();
console.log(`pagefind: indexed ${added.page_count} pages in ${Math.round(performance.now() - started)} ms`);
