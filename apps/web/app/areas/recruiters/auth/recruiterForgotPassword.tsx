/**
 * `/recruiters/forgot_password` (spec §2 "forgot password and token forms"): auth/ForgotPasswordPage.tsx. A hydrated
 * page whose forms are plain forms posting to this route's action, as the candidates' document page does.
 */
import { AUTH_REDIRECTS } from "@seleta/domain";
import { authMeta } from "../../../auth/AuthFrame";
import { ForgotPasswordRoutePage } from "../../../auth/ForgotPasswordPage";
import { forgotPasswordAction, forgotPasswordSignInPageData } from "../../../auth/forgotPassword.server";
import { forgotPasswordClientLoader } from "../../../auth/forgotPasswordInApp";
import type { Route } from "./+types/recruiterForgotPassword";

const RECRUITER_FORGOT_PATH = "/recruiters/forgot_password";

export function loader({ request }: Route.LoaderArgs) {
  return forgotPasswordSignInPageData(request);
}

export const clientLoader = forgotPasswordClientLoader;

export function action(args: Route.ActionArgs) {
  return forgotPasswordAction("recruiters", RECRUITER_FORGOT_PATH, args);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export default function RecruiterForgotPassword() {
  return <ForgotPasswordRoutePage signInHref={AUTH_REDIRECTS.recruiters.login} forgotHref={RECRUITER_FORGOT_PATH} />;
}
