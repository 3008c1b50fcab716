/**
 * `/client_contacts/forgot_password` (spec §2), and the page the client contacts' reset mail links to
 * (`?token=…`): auth/ForgotPasswordPage.tsx with the client contacts' strategy, its forms plain forms posting to this
 * route's action (auth/forgotPassword.server.ts), as the recruiters' page.
 */
import { AUTH_REDIRECTS, CLIENT_PORTAL_FORGOT_PASSWORD } from "@seleta/domain";
import { authMeta } from "../../auth/AuthFrame";
import { ForgotPasswordRoutePage } from "../../auth/ForgotPasswordPage";
import { forgotPasswordAction, forgotPasswordSignInPageData } from "../../auth/forgotPassword.server";
import { forgotPasswordClientLoader } from "../../auth/forgotPasswordInApp";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/forgotPassword";

export function loader({ request }: Route.LoaderArgs) {
  return forgotPasswordSignInPageData(request);
}

export const clientLoader = forgotPasswordClientLoader;

export function action(args: Route.ActionArgs) {
  return forgotPasswordAction("client_contacts", CLIENT_PORTAL_FORGOT_PASSWORD, args);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactForgotPassword() {
  return (
    <ForgotPasswordRoutePage
      signInHref={AUTH_REDIRECTS.client_contacts.login}
      forgotHref={CLIENT_PORTAL_FORGOT_PASSWORD}
    />
  );
}
