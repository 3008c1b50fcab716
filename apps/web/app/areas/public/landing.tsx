import { redirect } from "react-router";
import { requestContext } from "../../request";
import type { Route } from "./+types/landing";
import { Home } from "./content/home";
import { HOMEPAGE_LAYOUT } from "./homepageLayout";

/** The landing is the home: its navbar lies over the hero. */
export const handle = HOMEPAGE_LAYOUT;

/** Spec §2/§9: `/` is the landing page on brand hosts; every other host goes to /home. */
export function loader({ request }: Route.LoaderArgs) {
  const { isBrandHost } = requestContext(request);
  if (!isBrandHost) throw redirect("/home");
  return null;
}

export default function Landing() {
  return <Home />;
}
