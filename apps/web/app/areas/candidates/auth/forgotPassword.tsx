/**
 * `/candidates/forgot_password` (spec §2): without `?token` it asks the e-mail and the API mails a link back to this
 * page (the same answer whether or not the e-mail has an account); with `?token=…` (that link, or the one a sign-up
 * with a taken e-mail mails its owner) it asks the new password twice, which the API checks for strength. A spent or
 * expired link says so and offers a new one.
 */
import { requestPasswordReset, resetPassword } from "@seleta/api-client";
import { CANDIDATE_FORGOT_PATH, candidateSignInPath } from "@seleta/domain/candidate-portal";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@seleta/domain/wire";
import { Button, EmailField, Form, Link, PasswordField } from "@seleta/ui";
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
import type { Route } from "./+types/forgotPassword";
import { isLinkRefusal, linkErrorMessageId } from "./linkErrors";

/** A guest page: a candidate already signed in goes home. */
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

export default function CandidateForgotPassword() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? <ResetForm token={token} /> : <RequestForm />;
}

function RequestForm() {
  const intl = useIntl();
  const http = useHttp();
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(http, "candidates", email) });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    request.mutate(email, {
      onError: (error) => setFailure(intl.formatMessage({ id: authErrorMessageId(error, "forgot") })),
    });
  };

  return (
    <AuthFrame
      title={intl.formatMessage({ id: "candidateAuth.forgot.title" })}
      lead={intl.formatMessage({ id: "candidateAuth.forgot.lead" })}
    >
      <Form
        onSubmit={handleSubmit}
        summary={failure ?? undefined}
        validationErrors={failure ? { email: failure } : undefined}
        aria-label={intl.formatMessage({ id: "candidateAuth.forgot.title" })}
      >
        {/* The same words whether or not the e-mail has an account: the page discovers no accounts. */}
        <div role="status">
          {request.isSuccess ? (
            <p className={css.status}>{intl.formatMessage({ id: "candidateAuth.forgot.sent" })}</p>
          ) : null}
        </div>
        <div className={css.fields}>
          <EmailField
            name="email"
            label={intl.formatMessage({ id: "candidateAuth.field.email" })}
            isRequired
            autoFocus
          />
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={request.isPending}>
              {intl.formatMessage({ id: "candidateAuth.forgot.submit" })}
            </Button>
          </div>
          <Link href={candidateSignInPath(undefined)}>{intl.formatMessage({ id: "candidateAuth.backToSignIn" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}

function ResetForm({ token }: { token: string }) {
  const intl = useIntl();
  const http = useHttp();
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<{ message: string; link: boolean } | null>(null);
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(http, "candidates", { token, password: newPassword }),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    reset.mutate(password, {
      onError: (error) =>
        setFailure({
          message: intl.formatMessage({ id: linkErrorMessageId(error, "reset") }, authErrorValues(error)),
          link: isLinkRefusal(error),
        }),
    });
  };

  if (reset.isSuccess) {
    return (
      <AuthFrame title={intl.formatMessage({ id: "candidateAuth.reset.title" })}>
        <p className={css.status} role="status">
          {intl.formatMessage({ id: "candidateAuth.reset.done" })}
        </p>
        <div className={css.actions}>
          <Link href={candidateSignInPath(undefined)}>
            {intl.formatMessage({ id: "candidateAuth.reset.toSignIn" })}
          </Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={intl.formatMessage({ id: "candidateAuth.reset.title" })}
      lead={intl.formatMessage({ id: "candidateAuth.reset.lead" })}
    >
      <Form
        onSubmit={handleSubmit}
        summary={failure?.message}
        validationErrors={failure && !failure.link ? { password: failure.message } : undefined}
        aria-label={intl.formatMessage({ id: "candidateAuth.reset.title" })}
      >
        <div className={css.fields}>
          <PasswordField
            name="password"
            label={intl.formatMessage({ id: "candidateAuth.field.newPassword" })}
            autoComplete="new-password"
            isRequired
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={setPassword}
            autoFocus
          />
          <PasswordField
            name="confirmation"
            label={intl.formatMessage({ id: "candidateAuth.field.confirmPassword" })}
            autoComplete="new-password"
            isRequired
            validate={(value) =>
              value && value !== password ? intl.formatMessage({ id: "candidateAuth.reset.mismatch" }) : null
            }
          />
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={reset.isPending}>
              {intl.formatMessage({ id: "candidateAuth.reset.submit" })}
            </Button>
          </div>
          <Link href={CANDIDATE_FORGOT_PATH}>{intl.formatMessage({ id: "candidateAuth.reset.again" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
