// Registers the account dialogs' strings; imported by every island in src/islands/account.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/account.json";
import en from "./portal/en/account.json";

addPortalStrings({ zh, en });
