import { BRANDS } from "@seleta/brand-themes";
import { data, redirect } from "react-router";
import { requestContext } from "../../request";
import type { Route } from "./+types/landing";
import { contentPageServices } from "./content/contentPage.server";
import { Home, loadHome } from "./content/home";
import { HOMEPAGE_LAYOUT } from "./homepageLayout";
import { PUBLIC_PAGE_HEADERS } from "./layout";
import { homeHeaders } from "./signIn/candidateSignIn";
import { candidateSignInAction, SIGN_IN_PAGE_HEADERS, signInPanel } from "./signIn/candidateSignIn.server";
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
  const [home, signIn] = await Promise.all([
    loadHome(contentPageServices(args), BRANDS[brand].name),
    signInPanel(args.request, args.context),
  ]);
  return data({ ...home, signIn }, signIn ? { headers: SIGN_IN_PAGE_HEADERS } : undefined);
}

/** The candidates' sign-in panel's forms (candidateSignIn.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return candidateSignInAction(request, context);
}

export function headers(args: Route.HeadersArgs) {
  return homeHeaders(args, PUBLIC_PAGE_HEADERS);
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, { title: "", description: data?.description ?? "", path: "/" });

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  const panel = actionData?.signIn ?? loaderData.signIn;
  // The landing is the layout's index route: a form posting to `/` names it with `?index`.
  return <Home data={loaderData} signIn={panel ? { panel, action: "/?index" } : null} />;
}
