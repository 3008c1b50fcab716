/**
 * `/candidates/forgot_password` (spec §2): the forgotten password's page (auth/ForgotPasswordPage.tsx), a guest page
 * and a document without scripts (renderingModes.ts): its forms post to this route's action.
 */
import { CANDIDATE_FORGOT_PATH, candidateSignInPath } from "@seleta/domain/candidate-portal";
import { authMeta } from "../../../auth/AuthFrame";
import { ForgotPasswordRoutePage } from "../../../auth/ForgotPasswordPage";
import { forgotPasswordAction, forgotPasswordLoaderData } from "../../../auth/forgotPassword.server";
import { requestServices } from "../../../services/requestServices.server";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { loadAsDocument } from "../../loadAsDocument";
import { guestOnly } from "../../session";
import type { Route } from "./+types/forgotPassword";

/** A guest page: a candidate already signed in goes home. */
const leaveIfSignedIn = guestOnly("candidates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await leaveIfSignedIn(request, requestServices({ request, context }));
  return forgotPasswordLoaderData(request);
}

export const clientLoader = loadAsDocument;

export function action(args: Route.ActionArgs) {
  return forgotPasswordAction("candidates", CANDIDATE_FORGOT_PATH, args);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateForgotPassword() {
  return <ForgotPasswordRoutePage signInHref={candidateSignInPath(undefined)} forgotHref={CANDIDATE_FORGOT_PATH} />;
}
