// Registers the strings of the lines data-tool screens; imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/lines.json";
import en from "./portal/en/lines.json";

addPortalStrings({ zh, en });
