/**
 * `/client_contacts/forgot_password` (spec §2), and the page the client contacts' reset mail links to
 * (`?token=…`): auth/ForgotPasswordPage.tsx with the client contacts' strategy, its forms plain forms posting to this
 * route's action (auth/forgotPassword.server.ts), as the recruiters' page.
 */
import { AUTH_REDIRECTS, CLIENT_PORTAL_FORGOT_PASSWORD } from "@seleta/domain";
import { useActionData, useLoaderData } from "react-router";
import { authMeta } from "../../auth/AuthFrame";
import { ForgotPasswordPage } from "../../auth/ForgotPasswordPage";
import { forgotPasswordAction, forgotPasswordLoaderData } from "../../auth/forgotPassword.server";
import { SIGN_IN_PAGE_SETS } from "../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../i18n/messages";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/forgotPassword";

/** The sign-in pages' texts are a set of their own (i18n/messageSets.ts). */
const messageSets = SIGN_IN_PAGE_SETS;

export function loader({ request }: Route.LoaderArgs) {
  return { ...forgotPasswordLoaderData(request), messageSets };
}

// The page's data is the server's (the token's check); its texts load beside it on a later navigation.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadMessageSets(documentLocale(), messageSets)]);
  return data;
}

export function action(args: Route.ActionArgs) {
  return forgotPasswordAction("client_contacts", CLIENT_PORTAL_FORGOT_PASSWORD, args);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactForgotPassword() {
  const { view } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <ForgotPasswordPage
      view={view}
      refusal={refused?.refusal}
      signInHref={AUTH_REDIRECTS.client_contacts.login}
      forgotHref={CLIENT_PORTAL_FORGOT_PASSWORD}
    />
  );
}
