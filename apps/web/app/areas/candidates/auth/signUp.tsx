/**
 * `/candidates/register/SignUp`: the candidate's sign-up (spec §2). Name, e-mail, password (the API says why a
 * password is too easy to guess) and the acceptance of the terms and the privacy policy; then one answer, "we sent
 * you a message", whether the e-mail is new or already has an account (no account discovery: its owner gets a mail).
 * The page to return to (`?redirect=`, a path of this site) travels in the confirmation link.
 */
import { isApiError, signUpCandidateReturningTo } from "@seleta/api-client";
import { candidateSignInPath, sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@seleta/domain/wire";
import { Button, Checkbox, EmailField, Form, Link, PasswordField, TextField } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { AuthFrame, authMeta } from "../../../auth/AuthFrame";
import * as css from "../../../auth/auth.css";
import { authErrorMessageId, authErrorValues } from "../../../auth/authErrors";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { guestOnly } from "../../session";
import type { Route } from "./+types/signUp";

/** A guest page: a candidate already signed in goes on (the page asked for, or their home). */
const leaveIfSignedIn = guestOnly("candidates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await leaveIfSignedIn(request, requestServices({ request, context }));
  return null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await leaveIfSignedIn(request, appServices());
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

type Refusal = { summary: string; fields: Record<string, string> };

export default function SignUp() {
  const intl = useIntl();
  const http = useHttp();
  const [params] = useSearchParams();
  const returnTo = sameSiteReturnPath(params.get("redirect"));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const signUp = useMutation({
    mutationFn: (candidate: { name: string; email: string; password: string }) =>
      signUpCandidateReturningTo(http, candidate, returnTo),
  });
  const say = (id: string) => intl.formatMessage({ id: `candidateAuth.${id}` });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    signUp.mutate(
      { name: value("name").trim(), email: value("email").trim(), password: value("password") },
      {
        onError: (error) => {
          const summary = intl.formatMessage({ id: authErrorMessageId(error, "reset") }, authErrorValues(error));
          const fields: Record<string, string> = {};
          if (isApiError(error)) {
            for (const name of ["name", "email", "password"]) {
              const message = error.fieldMessage(name) ?? error.fieldMessage(`candidate.${name}`);
              if (message) fields[name] = name === "password" ? summary : message;
            }
          }
          setRefusal({ summary, fields });
        },
      },
    );
  };

  if (signUp.isSuccess) {
    return (
      <AuthFrame title={say("signUp.sentTitle")}>
        <p className={css.status} role="status">
          {say("signUp.sent")}
        </p>
        <div className={css.actions}>
          <Link href={candidateSignInPath(returnTo)}>{say("signUp.toSignIn")}</Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={say("signUp.title")} lead={say("signUp.lead")}>
      <Form
        onSubmit={handleSubmit}
        summary={refusal?.summary}
        validationErrors={refusal?.fields}
        aria-label={say("signUp.title")}
      >
        <div className={css.fields}>
          <TextField name="name" label={say("field.name")} autoComplete="name" isRequired maxLength={160} autoFocus />
          <EmailField name="email" label={say("field.email")} isRequired />
          <PasswordField
            name="password"
            label={say("field.password")}
            description={say("field.passwordHint")}
            autoComplete="new-password"
            isRequired
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
          />
          <Checkbox name="terms" value="accepted" isRequired requiredMessage={say("signUp.termsRequired")}>
            {say("signUp.terms")}
          </Checkbox>
          <p className={css.lead}>
            <Link href="/termos_de_uso">{say("signUp.termsLink")}</Link>
            {" · "}
            <Link href="/politica_de_privacidade">{say("signUp.privacyLink")}</Link>
          </p>
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={signUp.isPending}>
              {say("signUp.submit")}
            </Button>
          </div>
          <Link href={candidateSignInPath(returnTo)}>{say("signUp.haveAccount")}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
