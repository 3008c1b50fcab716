import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import type { Route } from "./+types/info";
import { CandidateSectionPage } from "./CandidateSectionPage";
import { loadProfileSection, saveProfileSection } from "./profileSection.server";

/** `/candidates/info`: the candidate's personal data, contacts, documents, diversity and emergency contact (Seus Dados). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileSection({ request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection("info", { request, context });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function Page() {
  return <CandidateSectionPage page="info" />;
}
