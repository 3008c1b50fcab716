/**
 * `/business`, the recruiters' sign-in (spec §2: their login redirect). Rendered on the server like every public
 * page; the form works in the browser. After signing in the recruiter returns to the page they asked for
 * (`?redirect=`), or their home; a recruiter already signed in goes straight there.
 */
import { sessionMutations } from "@seleta/api-client";
import { afterLoginPath } from "@seleta/domain";
import { Button, EmailField, Form, Link, PasswordField } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { AuthFrame, authMeta } from "../../../auth/AuthFrame";
import * as css from "../../../auth/auth.css";
import { authErrorMessageId, retryMinutes } from "../../../auth/authErrors";
import { SIGN_IN_PAGE_SETS } from "../../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../../i18n/messages";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
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
  const http = useHttp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = afterLoginPath("recruiters", params.get("redirect"));
  const [failure, setFailure] = useState<string | null>(null);

  // Signing in fills the session query (the layout's guard reads it): no second round trip after the redirect.
  const signIn = useMutation(sessionMutations.signIn(http, "recruiters"));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(null);
    signIn.mutate(
      { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") },
      {
        onSuccess: () => navigate(home, { replace: true }),
        onError: (error) =>
          setFailure(intl.formatMessage({ id: authErrorMessageId(error, "signIn") }, { minutes: retryMinutes(error) })),
      },
    );
  };

  return (
    <AuthFrame
      title={intl.formatMessage({ id: "auth.login.title" })}
      lead={intl.formatMessage({ id: "auth.login.lead" })}
    >
      <Form
        onSubmit={handleSubmit}
        summary={failure ?? undefined}
        // The refusal shows at the top and under the password: what the person retypes.
        validationErrors={failure ? { password: failure } : undefined}
        aria-label={intl.formatMessage({ id: "auth.login.title" })}
      >
        {params.get("oauth_error") ? (
          <p className={css.problem} role="alert">
            {intl.formatMessage({ id: "auth.error.oauth" })}
          </p>
        ) : null}
        <div className={css.fields}>
          <EmailField name="email" label={intl.formatMessage({ id: "auth.field.email" })} isRequired autoFocus />
          <PasswordField name="password" label={intl.formatMessage({ id: "auth.field.password" })} isRequired />
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={signIn.isPending}>
              {intl.formatMessage({ id: "auth.login.submit" })}
            </Button>
          </div>
          <Link href="/recruiters/forgot_password">{intl.formatMessage({ id: "auth.login.forgot" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
