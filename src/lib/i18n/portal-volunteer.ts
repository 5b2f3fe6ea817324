// Registers the strings of the volunteer (志愿) form screens; imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/volunteer.json";
import en from "./portal/en/volunteer.json";

addPortalStrings({ zh, en });
