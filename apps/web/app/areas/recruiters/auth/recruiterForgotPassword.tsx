/** `/recruiters/forgot_password` (spec §2 "forgot password and token forms"): auth/ForgotPasswordPage.tsx. */
import { AUTH_REDIRECTS } from "@seleta/domain";
import { authMeta } from "../../../auth/AuthFrame";
import { ForgotPasswordPage } from "../../../auth/ForgotPasswordPage";
import type { Route } from "./+types/recruiterForgotPassword";

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export default function RecruiterForgotPassword() {
  return (
    <ForgotPasswordPage
      strategy="recruiters"
      signInHref={AUTH_REDIRECTS.recruiters.login}
      forgotHref="/recruiters/forgot_password"
    />
  );
}
