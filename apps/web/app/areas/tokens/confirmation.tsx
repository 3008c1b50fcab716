/**
 * `/confirmations/{token}` (spec §2): the confirmation mail's link. The token is the only credential: one press
 * confirms the e-mail (a POST: mail scanners follow links, they do not press buttons), the API signs the candidate
 * in, and the registration goes on in the wizard with the page to return to (`?redirect=`, a path of this site).
 * A spent, expired or unknown link says so and offers a new mail (the same answer for any e-mail).
 *
 * A document (renderingModes.ts), between the sign-up's and the wizard's: the button posts the page's form to this
 * route's action, which confirms through the API as the visitor, passes the new session's cookies on and redirects
 * (303) to the wizard; a refusal draws the page again with why, and the new link's form posts to the same action.
 */
import { confirmEmail, resendConfirmation } from "@seleta/api-client";
import { candidateNextPath, candidateSignInPath, sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { Button, EmailField, Link } from "@seleta/ui";
import { useIntl } from "react-intl";
import { data } from "react-router";
import { AuthForm, AuthFrame, authMeta } from "../../auth/AuthFrame";
import * as css from "../../auth/auth.css";
import { authErrorMessageId } from "../../auth/authErrors";
import { isLinkRefusal, linkErrorMessageId } from "../../auth/linkErrors";
import { refusalStatus } from "../../forms/formRefusal";
import { requestServices } from "../../services/requestServices.server";
import { redirectWithCookies, visitorHttpClient } from "../../services/visitorApi.server";
import { loadAsDocument } from "../loadAsDocument";
import type { Route } from "./+types/confirmation";
import { postedConfirmation, RESEND_INTENT } from "./confirmationForm";

/** What the page draws after a form: the confirmation refused for another reason, or the new link's form. */
type Outcome =
  | { readonly kind: "refused"; readonly problem: string }
  | {
      readonly kind: "newLink";
      /** Why the link failed (a message id), said again above the form. */
      readonly problem: string | undefined;
      readonly email: string;
      readonly sent: boolean;
      /** Why the new mail was refused (a message id). */
      readonly failure?: string;
    };

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { formAction: `${url.pathname}${url.search}`, returnTo: sameSiteReturnPath(url.searchParams.get("redirect")) };
}

export const clientLoader = loadAsDocument;

export async function action({ request, context, params }: Route.ActionArgs) {
  const returnTo = sameSiteReturnPath(new URL(request.url).searchParams.get("redirect"));
  const posted = postedConfirmation(await request.formData());
  if (posted.intent === "resend") {
    const { email, problem } = posted;
    try {
      await resendConfirmation(requestServices({ request, context }).http, email, returnTo);
    } catch (error) {
      const failure = authErrorMessageId(error, "forgot");
      return data<Outcome>({ kind: "newLink", problem, email, sent: false, failure }, { status: refusalStatus(error) });
    }
    return data<Outcome>({ kind: "newLink", problem, email, sent: true });
  }
  const cookies: string[] = [];
  try {
    await confirmEmail(visitorHttpClient(request, context, cookies), params.token);
  } catch (error) {
    const problem = linkErrorMessageId(error, "reset");
    const outcome: Outcome = isLinkRefusal(error)
      ? { kind: "newLink", problem, email: "", sent: false }
      : { kind: "refused", problem };
    return data<Outcome>(outcome, { status: refusalStatus(error) });
  }
  // The whole next page with the new session's cookies, and no page of the signed-out visitor kept.
  return redirectWithCookies(candidateNextPath({ confirmed: true, completed_register: false }, returnTo), cookies);
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id: `candidateAuth.${id}` });
  const { formAction, returnTo } = loaderData;

  if (actionData?.kind === "newLink") {
    return <NewLink outcome={actionData} formAction={formAction} returnTo={returnTo} />;
  }
  const problem = actionData?.kind === "refused" ? intl.formatMessage({ id: actionData.problem }) : undefined;
  return (
    <AuthFrame
      title={say("confirm.title")}
      lead={say("confirm.lead")}
      status={problem ? { tone: "danger", text: problem } : undefined}
    >
      <form method="post" action={formAction} aria-label={say("confirm.title")}>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth>
              {say("confirm.submit")}
            </Button>
          </div>
        </div>
      </form>
    </AuthFrame>
  );
}

/** A spent or expired link: why, and a new mail for the e-mail given. */
function NewLink({
  outcome,
  formAction,
  returnTo,
}: {
  outcome: Extract<Outcome, { kind: "newLink" }>;
  formAction: string;
  returnTo: string | undefined;
}) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id: `candidateAuth.${id}` });
  const failure = outcome.failure ? intl.formatMessage({ id: outcome.failure }) : undefined;
  // The same words whether or not the e-mail has a registration to confirm.
  const status = outcome.sent
    ? { tone: "success" as const, text: say("confirm.againSent") }
    : failure
      ? { tone: "danger" as const, text: failure }
      : undefined;
  return (
    <AuthFrame title={say("confirm.againTitle")} status={status}>
      {outcome.problem ? (
        <p className={css.problem} role={status ? undefined : "alert"}>
          {intl.formatMessage({ id: outcome.problem })}
        </p>
      ) : null}
      <AuthForm
        action={formAction}
        label={say("confirm.againTitle")}
        submitLabel={say("confirm.againSubmit")}
        footer={<Link href={candidateSignInPath(returnTo)}>{say("backToSignIn")}</Link>}
      >
        <input type="hidden" name="intent" value={RESEND_INTENT} />
        {outcome.problem ? <input type="hidden" name="problem" value={outcome.problem} /> : null}
        <EmailField
          name="email"
          label={say("field.email")}
          isRequired
          defaultValue={outcome.email}
          isInvalid={failure !== undefined}
          errorMessage={failure}
        />
      </AuthForm>
    </AuthFrame>
  );
}
