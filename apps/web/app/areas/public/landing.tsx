import { redirect } from "react-router";
import { requestContext } from "../../request";
import type { Route } from "./+types/landing";
import { Home } from "./content/home";

/**
 * Spec §2/§9: `/` is the landing page on brand hosts; every other host goes to /home, with the query string: `/` is
 * also the candidates' sign-in, and its `?redirect=` (the way back to the page that sent them, as an Apply button's
 * job application) must survive the trip.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { isBrandHost } = requestContext(request);
  if (!isBrandHost) throw redirect(`/home${new URL(request.url).search}`);
  return null;
}

export default function Landing() {
  return <Home />;
}
