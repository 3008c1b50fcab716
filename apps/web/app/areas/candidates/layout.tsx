/**
 * The `candidates` layout (spec §2): anonymous visitors go to the candidates' login (/), users of another
 * strategy to their home, and a candidate whose registration is unconfirmed or incomplete to /candidates/register/.
 * Its frame is the candidate shell: the side menu (left out of the registration wizard), the job search, the avatar
 * menu whose Sair posts to `/candidates/sign_out` (auth/signOut.ts), which ends the session and goes to `/`.
 */
import { CandidateShell } from "@seleta/domain/candidate-widgets";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import { documentLocale, loadMessageSets, type MessageSetName } from "../../i18n/messages";
import type { loader as rootLoader } from "../../root";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/layout";
import { requireCandidate } from "./guard";

/** Every page of the area shows the area's own texts, which no other area loads (i18n/messages.ts). */
const CANDIDATE_AREA_MESSAGES: MessageSetName[] = ["candidates"];

// The guard runs on the server for the first request and in the browser for later navigations.
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    me: await requireCandidate(request, requestServices({ request, context })),
    messageSets: CANDIDATE_AREA_MESSAGES,
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [me] = await Promise.all([
    requireCandidate(request, appServices()),
    loadMessageSets(documentLocale(), CANDIDATE_AREA_MESSAGES),
  ]);
  return { me, messageSets: CANDIDATE_AREA_MESSAGES };
}

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
