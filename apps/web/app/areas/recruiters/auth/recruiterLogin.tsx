/**
 * `/business`, the recruiters' sign-in (spec §2: their login redirect). Rendered on the server like every public
 * page; the form works in the browser (auth/SignInScreen.tsx). After signing in the recruiter returns to the page
 * they asked for (`?redirect=`), or their home; a recruiter already signed in goes straight there.
 */
import { useIntl } from "react-intl";
import { redirect } from "react-router";
import { authMeta } from "../../../auth/AuthFrame";
import { SignInScreen } from "../../../auth/SignInScreen";
import { SIGN_IN_PAGE_SETS } from "../../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../../i18n/messages";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";
import { appServices } from "../../../services/services";
import { guestOnly } from "../../session";
import type { Route } from "./+types/recruiterLogin";

/** A login page: whoever is already signed in goes on (the page asked for, or their home), on the server too. */
const leaveIfSignedIn = guestOnly("recruiters");

/** Spec §9: on a host that is not a brand's, `/business` (like `/`) leads to /home. */
function homeUnlessBrandHost(request: Request): void {
  if (!requestContext(request).isBrandHost) throw redirect("/home");
}

/** The sign-in pages' texts are a set of their own (i18n/messageSets.ts): no recruiter's page loads them. */
const messageSets = SIGN_IN_PAGE_SETS;

export async function loader({ request, context }: Route.LoaderArgs) {
  homeUnlessBrandHost(request);
  await leaveIfSignedIn(request, requestServices({ request, context }));
  return { messageSets };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  homeUnlessBrandHost(request);
  await Promise.all([leaveIfSignedIn(request, appServices()), loadMessageSets(documentLocale(), messageSets)]);
  return { messageSets };
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export default function RecruiterLogin() {
  const intl = useIntl();
  return (
    <SignInScreen
      strategy="recruiters"
      title={intl.formatMessage({ id: "auth.login.title" })}
      lead={intl.formatMessage({ id: "auth.login.lead" })}
      forgotHref="/recruiters/forgot_password"
    />
  );
}
