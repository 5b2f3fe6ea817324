// Registers the share-link and virtual-tour strings; imported by the islands that show them.
import { addPortalStrings } from "./portal";
import zh from "./portal/zh/share.json";
import en from "./portal/en/share.json";

addPortalStrings({ zh, en });
