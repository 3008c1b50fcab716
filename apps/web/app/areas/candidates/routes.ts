/**
 * The candidate area (spec §2 "Candidate area"): `/candidates` is the candidates' landing and home, open to
 * everyone; every other page sits in the layout behind the candidates' guard (sign-in, confirmed e-mail and a
 * completed registration).
 */
import { index, layout, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";

export const candidateRoutes: RouteConfigEntry[] = [
  ...prefix("candidates", [
    index("areas/candidates/landing.tsx"),
    layout("areas/candidates/layout.tsx", { id: "candidates/layout" }, [
      route("overview", "areas/candidates/overview.tsx"),
    ]),
  ]),
];
