// Registers the strings of the 升学路径 pages (/career/initiate, /career/path/*); imported by their islands.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/career-path.json";
import en from "./portal/en/career-path.json";

addPortalStrings({ zh, en });

type Suffix<K> = K extends `career.path.${infer R}` ? R : never;
/** The keys of this area without their `career.path.` prefix (kept out of the shared PortalKey union, so the area merges without touching it). */
export type PathKey = Suffix<keyof typeof zh>;
