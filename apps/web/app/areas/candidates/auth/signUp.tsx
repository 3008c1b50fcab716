/**
 * `/candidates/register/SignUp`: the candidate's sign-up (spec §2). Name, e-mail, password (the API says why a
 * password is too easy to guess) and the acceptance of the terms and the privacy policy; then one answer, "we sent
 * you a message", whether the e-mail is new or already has an account (no account discovery: its owner gets a mail).
 * The page to return to (`?redirect=`, a path of this site) travels in the confirmation link.
 *
 * A guest page and a document without scripts (renderingModes.ts) in the sign-in screens' frame: the form posts to
 * this route's action, which signs up through the API in-process as the visitor, then redirects (303) to
 * `?sent=1` (a reload sends nothing again), or draws the form again with what was typed (not the password) and why.
 */
import { signUpCandidateReturningTo } from "@seleta/api-client";
import { candidateSignInPath, sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { PASSWORD_MAX_LENGTH } from "@seleta/domain/wire";
import { EmailField, Link, NativeCheckbox, TextField } from "@seleta/ui";
import { useIntl } from "react-intl";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { AuthForm, AuthFrame, authMeta } from "../../../auth/AuthFrame";
import * as css from "../../../auth/auth.css";
import { sayAuthMessage } from "../../../auth/authMessage";
import { requestServices } from "../../../services/requestServices.server";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { loadAsDocument } from "../../loadAsDocument";
import { guestOnly } from "../../session";
import type { Route } from "./+types/signUp";
import {
  postedSignUp,
  SIGN_UP_SENT,
  type SignUpField,
  signUpRefusal,
  TERMS_ACCEPTED,
  termsRefusal,
} from "./signUpForm";

const SIGN_UP_PATH = "/candidates/register/SignUp";

/** A guest page: a candidate already signed in goes on (the page asked for, or their home). */
const leaveIfSignedIn = guestOnly("candidates");

/** This page with the way back and, after a sign-up, its outcome flag. */
function signUpPagePath(returnTo: string | undefined, sent = false): string {
  const query = new URLSearchParams();
  if (sent) query.set(SIGN_UP_SENT, "1");
  if (returnTo) query.set("redirect", returnTo);
  const search = query.toString();
  return search ? `${SIGN_UP_PATH}?${search}` : SIGN_UP_PATH;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await leaveIfSignedIn(request, requestServices({ request, context }));
  const params = new URL(request.url).searchParams;
  return { returnTo: sameSiteReturnPath(params.get("redirect")), sent: params.get(SIGN_UP_SENT) === "1" };
}

export const clientLoader = loadAsDocument;

export async function action({ request, context }: Route.ActionArgs) {
  const returnTo = sameSiteReturnPath(new URL(request.url).searchParams.get("redirect"));
  const { values, password } = postedSignUp(await request.formData());
  const refusedHere = termsRefusal(values);
  if (refusedHere) {
    const { httpStatus, ...refusal } = refusedHere;
    return data({ refusal }, { status: httpStatus });
  }
  try {
    await signUpCandidateReturningTo(
      requestServices({ request, context }).http,
      { name: values.name, email: values.email, password },
      returnTo,
    );
  } catch (error) {
    const { httpStatus, ...refusal } = signUpRefusal(error, values);
    return data({ refusal }, { status: httpStatus });
  }
  throw redirect(signUpPagePath(returnTo, true), 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function SignUp() {
  const intl = useIntl();
  const { returnTo, sent } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>()?.refusal;
  const say = (id: string) => intl.formatMessage({ id: `candidateAuth.${id}` });

  if (sent) {
    return (
      <AuthFrame title={say("signUp.sentTitle")} status={{ tone: "success", text: say("signUp.sent") }}>
        <div className={css.actions}>
          <Link href={candidateSignInPath(returnTo)}>{say("signUp.toSignIn")}</Link>
        </div>
      </AuthFrame>
    );
  }

  const fieldError = (name: SignUpField) => sayAuthMessage(intl, refusal?.errors[name]);
  const field = (name: Exclude<SignUpField, "terms">) => ({
    name,
    isInvalid: fieldError(name) !== undefined,
    errorMessage: fieldError(name),
  });
  return (
    <AuthFrame
      title={say("signUp.title")}
      lead={say("signUp.lead")}
      status={refusal ? { tone: "danger", text: sayAuthMessage(intl, refusal.problem) } : undefined}
    >
      <AuthForm
        action={signUpPagePath(returnTo)}
        label={say("signUp.title")}
        submitLabel={say("signUp.submit")}
        footer={<Link href={candidateSignInPath(returnTo)}>{say("signUp.haveAccount")}</Link>}
      >
        <TextField
          {...field("name")}
          label={say("field.name")}
          autoComplete="name"
          isRequired
          defaultValue={refusal?.values.name ?? ""}
        />
        <EmailField
          {...field("email")}
          label={say("field.email")}
          isRequired
          defaultValue={refusal?.values.email ?? ""}
        />
        {/* The browser's own password input: no show/hide toggle, which would need a script. */}
        <TextField
          {...field("password")}
          type="password"
          label={say("field.password")}
          description={say("field.passwordHint")}
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <NativeCheckbox
          name="terms"
          value={TERMS_ACCEPTED}
          label={say("signUp.terms")}
          isRequired
          defaultChecked={refusal?.values.termsAccepted ?? false}
          errorMessage={fieldError("terms")}
        />
        <p className={css.lead}>
          <Link href="/termos_de_uso">{say("signUp.termsLink")}</Link>
          {" · "}
          <Link href="/politica_de_privacidade">{say("signUp.privacyLink")}</Link>
        </p>
      </AuthForm>
    </AuthFrame>
  );
}
