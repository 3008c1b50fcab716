/**
 * The `candidates` layout (spec §2): anonymous visitors go to the candidates' login (/), users of another
 * strategy to their home, and a candidate whose registration is unconfirmed or incomplete to /candidates/register/.
 */
import { Outlet } from "react-router";
import { appServices } from "../../services/services";
import { requireSession } from "../session";
import type { Route } from "./+types/layout";

const requireCandidate = requireSession({ strategy: "candidates" });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { me: await requireCandidate(request, appServices()) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

export default function CandidatesLayout() {
  return <Outlet />;
}
