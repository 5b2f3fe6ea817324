// Registers the strings every data-tool screen shares (filters, sources, charts, value names, range messages);
// imported by the islands of src/islands/{lines,plans,probability} and their shared pieces.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/data-tools.json";
import en from "./portal/en/data-tools.json";

addPortalStrings({ zh, en });
