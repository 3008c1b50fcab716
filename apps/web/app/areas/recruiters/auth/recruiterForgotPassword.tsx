/**
 * `/recruiters/forgot_password` (spec §2 "forgot password and token forms"): auth/ForgotPasswordPage.tsx. A hydrated
 * page whose forms are plain forms posting to this route's action, as the candidates' document page does.
 */
import { AUTH_REDIRECTS } from "@seleta/domain";
import { useActionData, useLoaderData } from "react-router";
import { authMeta } from "../../../auth/AuthFrame";
import { ForgotPasswordPage } from "../../../auth/ForgotPasswordPage";
import { forgotPasswordAction, forgotPasswordLoaderData } from "../../../auth/forgotPassword.server";
import { SIGN_IN_PAGE_SETS } from "../../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../../i18n/messages";
import type { Route } from "./+types/recruiterForgotPassword";

const RECRUITER_FORGOT_PATH = "/recruiters/forgot_password";

/** The sign-in pages' texts are a set of their own (i18n/messageSets.ts): no recruiter's page loads them. */
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
  return forgotPasswordAction("recruiters", RECRUITER_FORGOT_PATH, args);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export default function RecruiterForgotPassword() {
  const { view } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <ForgotPasswordPage
      view={view}
      refusal={refused?.refusal}
      signInHref={AUTH_REDIRECTS.recruiters.login}
      forgotHref={RECRUITER_FORGOT_PATH}
    />
  );
}
