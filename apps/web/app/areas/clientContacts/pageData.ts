/**
 * A portal page's loader: the client contacts' guard (a page's loader runs beside the layout's), then the page's
 * queries, an API refusal becoming the route's error with its status (a 403 for projects without `is_admin`, a 404
 * for another company's job).
 */
import type { AppServices } from "../../services/services";
import { pageData } from "../pageData";
import { clientContactSession } from "./guard";

export async function loadPortalPage<T>(
  request: Request,
  services: AppServices,
  load: (services: AppServices) => Promise<T>,
): Promise<T> {
  const me = await clientContactSession(request, services);
  // Only the home is open to an anonymous visitor (as its sign-in); the guard sent anyone else to it.
  if (!me) throw new Response(null, { status: 401 });
  return pageData(load(services));
}
