/**
 * `/recruiters/forgot_password` (spec §2 "forgot password and token forms"): without `?token` it asks the e-mail
 * and the API mails a link back to this page; with `?token=…` (that link) it asks the new password twice, then
 * sends the recruiter to sign in with a success toast.
 */
import { requestPasswordReset, resetPassword } from "@seleta/api-client";
import { AUTH_REDIRECTS } from "@seleta/domain";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@seleta/domain/wire";
import { Button, EmailField, Form, Link, PasswordField, showToast } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { AuthFrame, authMeta } from "../../../auth/AuthFrame";
import * as css from "../../../auth/auth.css";
import { authErrorMessageId, authErrorValues } from "../../../auth/authErrors";
import { useHttp, useToasts } from "../../../services/ServicesProvider";
import type { Route } from "./+types/recruiterForgotPassword";

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export default function RecruiterForgotPassword() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? <ResetForm token={token} /> : <RequestForm />;
}

function RequestForm() {
  const intl = useIntl();
  const http = useHttp();
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(http, "recruiters", email) });

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
          <Link href={AUTH_REDIRECTS.recruiters.login}>{intl.formatMessage({ id: "auth.backToLogin" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}

function ResetForm({ token }: { token: string }) {
  const intl = useIntl();
  const http = useHttp();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(http, "recruiters", { token, password: newPassword }),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    reset.mutate(password, {
      onSuccess: () => {
        showToast(toasts, { title: intl.formatMessage({ id: "auth.reset.done" }), tone: "success" });
        navigate(AUTH_REDIRECTS.recruiters.login, { replace: true });
      },
      onError: (error) =>
        setFailure(intl.formatMessage({ id: authErrorMessageId(error, "reset") }, authErrorValues(error))),
    });
  };

  return (
    <AuthFrame
      title={intl.formatMessage({ id: "auth.reset.title" })}
      lead={intl.formatMessage({ id: "auth.reset.lead" })}
    >
      <Form
        onSubmit={handleSubmit}
        summary={failure ?? undefined}
        validationErrors={failure ? { password: failure } : undefined}
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
          <Link href="/recruiters/forgot_password">{intl.formatMessage({ id: "auth.reset.again" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
