// Imported for its side effect by every portal island, so the HTTP layer and session wiring exist before any
// island (they hydrate in no fixed order) makes its first call. The page's route comes from PortalLayout's <body>.
import { startPortal } from "./runtime";

if (typeof document !== "undefined") startPortal(document.body.dataset.route ?? location.pathname);
