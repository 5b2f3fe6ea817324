// Registers the colleges screens' strings; imported by every island in src/islands/colleges.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/colleges.json";
import en from "./portal/en/colleges.json";

addPortalStrings({ zh, en });
