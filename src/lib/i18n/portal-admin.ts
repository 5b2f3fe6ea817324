// Registers the strings of the school-administration screens; imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/admin.json";
import en from "./portal/en/admin.json";

addPortalStrings({ zh, en });
