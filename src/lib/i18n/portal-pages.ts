// Registers the portal pages' strings; imported by every island in src/islands/pages.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/pages.json";
import en from "./portal/en/pages.json";

addPortalStrings({ zh, en });
