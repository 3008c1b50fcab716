/** The public site (spec §2 "Public routes"): landing pages and the brands' files; no account needed. */
import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

export const publicRoutes: RouteConfigEntry[] = [
  index("areas/public/landing.tsx"),
  route("home", "areas/public/home.tsx"),
  // The brands' own logos as files: favicon, and the logo_url of the demo's configurations.
  route("brands/:brand/logo.svg", "areas/public/brandLogo.ts"),
];

/** Spec §2's catch-all: anything unknown answers 404 inside the brand's layout. Last of all routes. */
export const notFoundRoute: RouteConfigEntry = route("*", "areas/public/notFound.tsx");
