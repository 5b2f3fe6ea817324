import { prepareDatabase } from "./db/bootstrap";
import { approveAccount, clientCommand, clientLines, pendingAccounts, setTenantDomain, sm2KeyText } from "./admin";

const [cmd, ...args] = process.argv.slice(2);
const [account, tenantId] = args;
const database = await prepareDatabase({ log: false });
let code = 0;
const report = (r: { ok: boolean; msg: string }) => {
  console.log(r.msg);
  code = r.ok ? 0 : 1;
};
if (cmd === "approve" && account) {
  report(await approveAccount(database, account, tenantId));
} else if (cmd === "pending") {
  for (const p of await pendingAccounts(database)) console.log(`${p.tenantId}\t${p.account}\t${p.userName}\t${p.oauthId}\t${p.createdAt.toISOString()}`);
} else if (cmd === "clients") {
  for (const line of await clientLines(database)) console.log(line);
} else if (cmd === "client" && args.length >= 2) {
  report(await clientCommand(database, args[0]!, args[1]!, args.slice(2)));
} else if (cmd === "sm2-key") {
  console.log(await sm2KeyText(database));
} else if (cmd === "tenant-domain" && args.length >= 1) {
  report(await setTenantDomain(database, args[0]!, args[1] ?? ""));
} else {
  console.log([
    "usage: npm run admin -- approve <account> [tenantId]",
    "       npm run admin -- pending",
    "       npm run admin -- clients                         list the OAuth clients",
    "       npm run admin -- client <id> on|off [key=value …] switch a client on or off (and change it)",
    "       npm run admin -- client <id> set key=value …      change a client",
    "       npm run admin -- client <id> add secret=… [key=value …]",
    "         keys: secret=…  grants=password,captcha,refresh_token,social  access=<s>  refresh=<s>  transport=plain|sm2|either  captcha=4..6",
    "       npm run admin -- sm2-key                          the SM2 public key Saber and Sword are built with",
    "       npm run admin -- tenant-domain <tenantId> <address>  where a tenant's front end is served (tenant/info?domain=)",
  ].join("\n"));
  code = 2;
}
await database.close();
process.exit(code);
