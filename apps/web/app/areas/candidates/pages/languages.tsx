import { requestServices } from "../../../services/requestServices.server";
import { appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import type { Route } from "./+types/languages";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadCandidateProfile } from "./profileData";

/** `/candidates/languages`: the candidate's languages, each with one of the six levels. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCandidateProfile(requestServices({ request, context }));
}

export async function clientLoader() {
  return loadCandidateProfile(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="languages" />;
}
