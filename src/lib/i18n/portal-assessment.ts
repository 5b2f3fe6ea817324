// Registers the strings of the assessment screens (/evaluationCollection/*, /evaluationReport/*); imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/assessment.json";
import en from "./portal/en/assessment.json";

addPortalStrings({ zh, en });
