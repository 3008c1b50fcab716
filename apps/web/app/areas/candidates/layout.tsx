/**
 * The `candidates` layout (spec §2): anonymous visitors go to the candidates' login (/), users of another
 * strategy to their home, and a candidate whose registration is unconfirmed or incomplete to /candidates/register/.
 * Its frame is the candidate shell: the side menu (left out of the registration wizard), the job search, the avatar
 * menu whose Sair posts to `/candidates/sign_out` (auth/signOut.ts), which ends the session and goes to `/`.
 *
 * Every page of the area is a document without scripts (renderingModes.ts, declared in routes.ts), and a
 * link from a hydrated area (a recruiter previewing, the public site's way in) loads them from the server.
 */
import { CandidateShell } from "@seleta/domain/candidate-widgets";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { requestServices } from "../../services/requestServices.server";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { loadAsDocument } from "../loadAsDocument";
import type { Route } from "./+types/layout";
import { requireCandidate } from "./guard";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await requireCandidate(request, requestServices({ request, context })) };
}

export const clientLoader = loadAsDocument;

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidatesLayout() {
  const { me } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();

  return (
    <CandidateShell
      brand={root?.brand ?? "default"}
      logoSrc={root?.business.logoUrl}
      user={{ name: me.name, photoUrl: me.avatar_url }}
      pathname={pathname}
    >
      <Outlet />
    </CandidateShell>
  );
}
