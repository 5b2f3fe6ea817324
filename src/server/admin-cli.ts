import { prepareDatabase } from "./db/bootstrap";
import { approveAccount, pendingAccounts } from "./admin";

const [cmd, account, tenantId] = process.argv.slice(2);
const database = await prepareDatabase({ log: false });
let code = 0;
if (cmd === "approve" && account) {
  const r = await approveAccount(database, account, tenantId);
  console.log(r.msg);
  code = r.ok ? 0 : 1;
} else if (cmd === "pending") {
  for (const p of await pendingAccounts(database)) console.log(`${p.tenantId}\t${p.account}\t${p.userName}\t${p.oauthId}\t${p.createdAt.toISOString()}`);
} else {
  console.log("usage: npm run admin -- approve <account> [tenantId]\n       npm run admin -- pending");
  code = 2;
}
await database.close();
process.exit(code);
