import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/landing.tsx"),
  route("home", "routes/home.tsx"),
  // The brands' own logos as files: favicon, and the logo_url of the demo's configurations.
  route("brands/:brand/logo.svg", "routes/brandLogo.ts"),
  // Spec §2: the unsubscribe link of a prospecting mail (public).
  route("prospecting/unsubscribe/:id", "routes/prospectingUnsubscribe.tsx"),
  // Spec §2's catch-all: anything unknown answers 404 inside the brand's layout.
  route("*", "routes/notFound.tsx"),
] satisfies RouteConfig;
