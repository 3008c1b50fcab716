/**
 * The `candidates` layout (spec §2): anonymous visitors go to the candidates' login (/), users of another
 * strategy to their home, and a candidate whose registration is unconfirmed or incomplete to /candidates/register/.
 */
import { Outlet } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { requireSession } from "../session";
import type { Route } from "./+types/layout";

const requireCandidate = requireSession({ strategy: "candidates" });

// The guard runs on the server for the first request and in the browser for later navigations.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await requireCandidate(request, requestServices({ request, context })) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { me: await requireCandidate(request, appServices()) };
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidatesLayout() {
  return <Outlet />;
}
