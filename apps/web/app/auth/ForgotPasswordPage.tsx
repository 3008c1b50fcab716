/**
 * The forgotten password, one page for every strategy (spec §2 "forgot password and token forms"): without `?token`
 * it asks the e-mail and the API mails a link back to this page (the same answer whether or not the e-mail has an
 * account); with `?token=…` (that link, or the one a sign-up with a taken e-mail mails its owner) it asks the new
 * password twice, which the API checks for strength, then says it is done with the way to sign in. A spent or
 * expired link says so and offers a new one.
 */
import { requestPasswordReset, resetPassword } from "@seleta/api-client";
import type { AuthStrategy } from "@seleta/domain";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@seleta/domain/wire";
import { Button, EmailField, Form, Link, PasswordField } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useHttp } from "../services/ServicesProvider";
import { AuthFrame } from "./AuthFrame";
import * as css from "./auth.css";
import { authErrorMessageId, authErrorValues } from "./authErrors";
import { isLinkRefusal, linkErrorMessageId } from "./linkErrors";

export type ForgotPasswordPageProps = {
  readonly strategy: AuthStrategy;
  /** The strategy's sign-in: the way back, and where a new password is used. */
  readonly signInHref: string;
  /** This page without a token: where a spent link asks for a new one. */
  readonly forgotHref: string;
};

export function ForgotPasswordPage(props: ForgotPasswordPageProps) {
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? <ResetForm token={token} {...props} /> : <RequestForm {...props} />;
}

function RequestForm({ strategy, signInHref }: ForgotPasswordPageProps) {
  const intl = useIntl();
  const http = useHttp();
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(http, strategy, email) });

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
      title={intl.formatMessage({ id: "auth.forgot.title" })}
      lead={intl.formatMessage({ id: "auth.forgot.lead" })}
    >
      <Form
        onSubmit={handleSubmit}
        summary={failure ?? undefined}
        validationErrors={failure ? { email: failure } : undefined}
        aria-label={intl.formatMessage({ id: "auth.forgot.title" })}
      >
        {/* The same words whether or not the e-mail has an account: the page discovers no accounts. */}
        <div role="status">
          {request.isSuccess ? <p className={css.status}>{intl.formatMessage({ id: "auth.forgot.sent" })}</p> : null}
        </div>
        <div className={css.fields}>
          <EmailField name="email" label={intl.formatMessage({ id: "auth.field.email" })} isRequired autoFocus />
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={request.isPending}>
              {intl.formatMessage({ id: "auth.forgot.submit" })}
            </Button>
          </div>
          <Link href={signInHref}>{intl.formatMessage({ id: "auth.backToLogin" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}

function ResetForm({ token, strategy, signInHref, forgotHref }: ForgotPasswordPageProps & { token: string }) {
  const intl = useIntl();
  const http = useHttp();
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<{ message: string; link: boolean } | null>(null);
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(http, strategy, { token, password: newPassword }),
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
      <AuthFrame title={intl.formatMessage({ id: "auth.reset.title" })}>
        <p className={css.status} role="status">
          {intl.formatMessage({ id: "auth.reset.done" })}
        </p>
        <div className={css.actions}>
          <Link href={signInHref}>{intl.formatMessage({ id: "auth.reset.toSignIn" })}</Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={intl.formatMessage({ id: "auth.reset.title" })}
      lead={intl.formatMessage({ id: "auth.reset.lead" })}
    >
      <Form
        onSubmit={handleSubmit}
        summary={failure?.message}
        validationErrors={failure && !failure.link ? { password: failure.message } : undefined}
        aria-label={intl.formatMessage({ id: "auth.reset.title" })}
      >
        <div className={css.fields}>
          <PasswordField
            name="password"
            label={intl.formatMessage({ id: "auth.field.newPassword" })}
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
            label={intl.formatMessage({ id: "auth.field.confirmPassword" })}
            autoComplete="new-password"
            isRequired
            validate={(value) =>
              value && value !== password ? intl.formatMessage({ id: "auth.reset.mismatch" }) : null
            }
          />
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={reset.isPending}>
              {intl.formatMessage({ id: "auth.reset.submit" })}
            </Button>
          </div>
          <Link href={forgotHref}>{intl.formatMessage({ id: "auth.reset.again" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
