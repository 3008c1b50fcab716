import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import type { Route } from "./+types/experience";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

/** `/candidates/experience`: the candidate's current and past experiences. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("experience", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="experience" />;
}
