import { BRANDS } from "@seleta/brand-themes";
import { redirect } from "react-router";
import { requestContext } from "../../request";
import type { Route } from "./+types/landing";
import { contentPageServices } from "./content/contentPage.server";
import { Home, loadHome } from "./content/home";
import { HOMEPAGE_LAYOUT } from "./homepageLayout";
import { publicPageMeta } from "./site/pageMeta";

/** The landing is the home: its navbar lies over the hero. */
export const handle = HOMEPAGE_LAYOUT;

/**
 * Spec §2/§9: `/` is the landing page on brand hosts (the home); every other host goes to /home, with the query
 * string: `/` is also the candidates' sign-in, and its `?redirect=` (the way back to the page that sent them, as an
 * Apply button's job application) must survive the trip.
 */
export async function loader(args: Route.LoaderArgs) {
  const { isBrandHost, brand } = requestContext(args.request);
  if (!isBrandHost) throw redirect(`/home${new URL(args.request.url).search}`);
  return loadHome(contentPageServices(args), BRANDS[brand].name);
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: "", description: data?.description ?? "", path: "/" });

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <Home data={loaderData} />;
}
