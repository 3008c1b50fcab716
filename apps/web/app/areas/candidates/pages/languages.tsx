import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { loadAsDocument, SERVER_ONLY_PAGE } from "../../serverOnly";
import type { Route } from "./+types/languages";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

export const handle = SERVER_ONLY_PAGE;

/** `/candidates/languages`: the candidate's languages, each with one of the six levels. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export const clientLoader = loadAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("languages", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="languages" />;
}
