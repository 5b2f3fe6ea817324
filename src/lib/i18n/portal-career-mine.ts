// Registers the strings of the student's own career record (/career/mine/*, /career/course/testing|report).
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/career-mine.json";
import en from "./portal/en/career-mine.json";

addPortalStrings({ zh, en });
