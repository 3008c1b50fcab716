/**
 * The sign-in screen of the hydrated areas' strategies (spec §2: the recruiters' `/business`, the client contacts'
 * `/client_contacts/`): e-mail and password sent through the API's `POST /{strategy}/sessions`, which fills the
 * session query (the area's guard reads it, no second round trip), then the page the visitor asked for
 * (`?redirect=`, when it is one of the strategy's) or the strategy's home. A refusal says why in the visitor's
 * language (auth/authErrors.ts) and never which of the e-mail or the password was wrong: the API answers an unknown
 * e-mail and a wrong password alike, so the screen discovers no accounts.
 */
import { sessionMutations } from "@seleta/api-client";
import { afterLoginPath } from "@seleta/domain";
import { Button, EmailField, Form, Link, PasswordField } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { useHttp } from "../services/ServicesProvider";
import { AuthFrame } from "./AuthFrame";
import * as css from "./auth.css";
import { authErrorMessageId, retryMinutes } from "./authErrors";

export type SignInScreenProps = {
  /** The strategy signed into: the session's kind, and where the visitor goes afterwards. */
  readonly strategy: "recruiters" | "client_contacts";
  readonly title: string;
  readonly lead: string;
  /** The strategy's forgotten password page. */
  readonly forgotHref: string;
};

export function SignInScreen({ strategy, title, lead, forgotHref }: SignInScreenProps) {
  const intl = useIntl();
  const http = useHttp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterLoginPath(strategy, params.get("redirect"));
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useMutation(sessionMutations.signIn(http, strategy));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(null);
    signIn.mutate(
      { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") },
      {
        onSuccess: () => navigate(next, { replace: true }),
        onError: (error) =>
          setFailure(intl.formatMessage({ id: authErrorMessageId(error, "signIn") }, { minutes: retryMinutes(error) })),
      },
    );
  };

  return (
    <AuthFrame title={title} lead={lead}>
      <Form
        onSubmit={handleSubmit}
        summary={failure ?? undefined}
        // The refusal shows at the top and under the password: what the person retypes.
        validationErrors={failure ? { password: failure } : undefined}
        aria-label={title}
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
          <Link href={forgotHref}>{intl.formatMessage({ id: "auth.login.forgot" })}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
