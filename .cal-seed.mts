import { setup } from "./tests/api/helpers";
const t = await setup();
await t.close();
console.log("seeded");
