/**
 * The candidates' guard (spec §2, the domain's `guardArea`): resolves to the signed-in candidate, or redirects where
 * the table sends this visitor. The layout runs it, and so does each page's own load function, which a client
 * navigation may run beside the layout's.
 */
import { requireSession } from "../session";

export const requireCandidate = requireSession({ strategy: "candidates" });
