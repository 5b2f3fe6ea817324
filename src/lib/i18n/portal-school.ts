// Registers the school screens' strings; imported by every island in src/islands/school.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/school.json";
import en from "./portal/en/school.json";

addPortalStrings({ zh, en });
