/**
 * Every route of the app, one module per audience (`areas/<area>/routes.ts`): each area owns its paths, its layout
 * (shell) and its guard (`areas/session.ts`). Unknown paths fall to the public area's catch-all (its 404 page).
 */
import type { RouteConfig } from "@react-router/dev/routes";
import { administratorRoutes } from "./areas/administrator/routes";
import { candidateRoutes } from "./areas/candidates/routes";
import { clientContactRoutes } from "./areas/clientContacts/routes";
import { publicRoutes } from "./areas/public/routes";
import { recruiterRoutes } from "./areas/recruiters/routes";
import { tokenRoutes } from "./areas/tokens/routes";

export default [
  ...publicRoutes,
  ...tokenRoutes,
  ...recruiterRoutes,
  ...administratorRoutes,
  ...candidateRoutes,
  ...clientContactRoutes,
] satisfies RouteConfig;
