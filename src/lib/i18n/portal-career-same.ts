// Registers the strings of the career 同分去向 pages (/career/same-*); imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/career-same.json";
import en from "./portal/en/career-same.json";

addPortalStrings({ zh, en });
