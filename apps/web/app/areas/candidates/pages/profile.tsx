import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import type { Route } from "./+types/profile";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

/** `/candidates/profile`: the candidate's professional profile: role, moment, remote work, mobility, links, presentation, references. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("profile", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="profile" />;
}
