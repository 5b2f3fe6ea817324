// Registers the strings of the plans data-tool screens; imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/plans.json";
import en from "./portal/en/plans.json";

addPortalStrings({ zh, en });
