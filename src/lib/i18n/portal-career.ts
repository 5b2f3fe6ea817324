// Registers the strings of the career section (/career/*); imported by its islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/career.json";
import en from "./portal/en/career.json";

addPortalStrings({ zh, en });
