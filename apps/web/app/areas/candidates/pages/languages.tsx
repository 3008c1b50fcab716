import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import type { Route } from "./+types/languages";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

/** `/candidates/languages`: the candidate's languages, each with one of the six levels. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("languages", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="languages" />;
}
