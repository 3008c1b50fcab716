import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import type { Route } from "./+types/pretensions";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

/** `/candidates/pretensions`: the candidate's salary expectations per hiring regime and the regimes they accept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("pretensions", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="pretensions" />;
}
