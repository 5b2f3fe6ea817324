// Registers the majors screens' strings; imported by every island in src/islands/majors.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/majors.json";
import en from "./portal/en/majors.json";

addPortalStrings({ zh, en });
