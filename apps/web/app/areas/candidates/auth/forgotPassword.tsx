/** `/candidates/forgot_password` (spec §2): the forgotten password's page (auth/ForgotPasswordPage.tsx), a guest page. */
import { CANDIDATE_FORGOT_PATH, candidateSignInPath } from "@seleta/domain/candidate-portal";
import { authMeta } from "../../../auth/AuthFrame";
import { ForgotPasswordPage } from "../../../auth/ForgotPasswordPage";
import { requestServices } from "../../../services/requestServices.server";
import { appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { guestOnly } from "../../session";
import type { Route } from "./+types/forgotPassword";

/** A guest page: a candidate already signed in goes home. */
const leaveIfSignedIn = guestOnly("candidates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await leaveIfSignedIn(request, requestServices({ request, context }));
  return null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await leaveIfSignedIn(request, appServices());
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateForgotPassword() {
  return (
    <ForgotPasswordPage
      strategy="candidates"
      signInHref={candidateSignInPath(undefined)}
      forgotHref={CANDIDATE_FORGOT_PATH}
    />
  );
}
