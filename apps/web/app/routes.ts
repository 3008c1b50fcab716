/**
 * Every route of the app, one module per audience (`areas/<area>/routes.ts`): each area owns its paths, its layout
 * (shell), its guard (`areas/session.ts`) and its rendering mode (renderingModes.ts), which it declares by wrapping
 * its routes in `documentPages(...)` or `hydratedPages(...)`; the lists below name each area under its mode, and the
 * types refuse an area listed under the wrong one. A new route goes in its area's list and takes the area's mode.
 * Unknown paths fall to the public area's catch-all (its 404 page).
 */
import type { RouteConfig } from "@react-router/dev/routes";
import { administratorRoutes } from "./areas/administrator/routes";
import { candidateRoutes } from "./areas/candidates/routes";
import { clientContactRoutes } from "./areas/clientContacts/routes";
import { publicRoutes } from "./areas/public/routes";
import { recruiterRoutes } from "./areas/recruiters/routes";
import { shortlistRoutes } from "./areas/shortlist/routes";
import { tokenRoutes } from "./areas/tokens/routes";
import type { RoutesOf } from "./renderingModes";

/**
 * Sent as HTML and CSS, no script of the app: the public site, the pages opened from a mail, the candidate area and
 * a shortlist's link.
 */
const documents: RoutesOf<"document">[] = [publicRoutes, tokenRoutes, candidateRoutes, shortlistRoutes];

/** The app, hydrated after the server's render: the recruiters', the administrator's and the client contacts' areas. */
const hydrated: RoutesOf<"hydrated">[] = [recruiterRoutes, administratorRoutes, clientContactRoutes];

export default [...documents.flat(), ...hydrated.flat()] satisfies RouteConfig;
