// Registers the strings of the admission-probability screens; imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/probability.json";
import en from "./portal/en/probability.json";

addPortalStrings({ zh, en });
