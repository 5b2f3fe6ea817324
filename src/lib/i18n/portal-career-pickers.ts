// Registers the strings of the target pickers (目标百科, 选院校/专业/职业, 职业列表); imported by src/islands/career/pickers.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/career-pickers.json";
import en from "./portal/en/career-pickers.json";

addPortalStrings({ zh, en });
