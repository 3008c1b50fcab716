import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { loadAsDocument, SERVER_ONLY_PAGE } from "../../serverOnly";
import type { Route } from "./+types/pretensions";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

export const handle = SERVER_ONLY_PAGE;

/** `/candidates/pretensions`: the candidate's salary expectations per hiring regime and the regimes they accept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export const clientLoader = loadAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("pretensions", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="pretensions" />;
}
