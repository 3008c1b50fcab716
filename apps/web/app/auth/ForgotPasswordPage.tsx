/**
 * The forgotten password, one page for every strategy (spec §2 "forgot password and token forms"): without `?token`
 * it asks the e-mail and the API mails a link back to this page (the same answer whether or not the e-mail has an
 * account); with `?token=…` (that link, or the one a sign-up with a taken e-mail mails its owner) it asks the new
 * password twice, which the API checks for strength, then says it is done with the way to sign in. A spent or
 * expired link says so and offers a new one.
 *
 * Plain forms that post to the page's route (auth/forgotPassword.server.ts): they work in a document without scripts
 * (the candidates') and in a hydrated page alike (the recruiters'), where the browser sends them as a document too.
 */
import { PASSWORD_MAX_LENGTH } from "@seleta/domain/wire";
import { EmailField, Link, TextField } from "@seleta/ui";
import { useIntl } from "react-intl";
import { useActionData, useLoaderData } from "react-router";
import { AuthForm, AuthFrame } from "./AuthFrame";
import * as css from "./auth.css";
import { sayAuthMessage } from "./authMessage";
import type { ForgotPasswordRefusal, ForgotPasswordView } from "./forgotPasswordForm";

export type ForgotPasswordPageProps = {
  /** The form the URL asks for (the route's loader). */
  readonly view: ForgotPasswordView;
  /** The last form sent, refused (the route's action). */
  readonly refusal?: Omit<ForgotPasswordRefusal, "httpStatus"> | undefined;
  /** The strategy's sign-in: the way back, and where a new password is used. */
  readonly signInHref: string;
  /** This page without a token: where the request posts and where a spent link asks for a new one. */
  readonly forgotHref: string;
};

export function ForgotPasswordPage({ view, refusal, signInHref, forgotHref }: ForgotPasswordPageProps) {
  const intl = useIntl();
  const problem = refusal ? ({ tone: "danger", text: sayAuthMessage(intl, refusal.problem) } as const) : undefined;
  const field = (name: "email" | "password" | "confirmation") => {
    const message = sayAuthMessage(intl, refusal?.errors[name]);
    return { name, isInvalid: message !== undefined, errorMessage: message };
  };

  if (view.form === "done") {
    return (
      <AuthFrame
        title={intl.formatMessage({ id: "auth.reset.title" })}
        status={{ tone: "success", text: intl.formatMessage({ id: "auth.reset.done" }) }}
      >
        <div className={css.actions}>
          <Link href={signInHref}>{intl.formatMessage({ id: "auth.reset.toSignIn" })}</Link>
        </div>
      </AuthFrame>
    );
  }

  if (view.form === "request") {
    // The same words whether or not the e-mail has an account: the page discovers no accounts.
    const sent = view.sent
      ? ({ tone: "success", text: intl.formatMessage({ id: "auth.forgot.sent" }) } as const)
      : undefined;
    return (
      <AuthFrame
        title={intl.formatMessage({ id: "auth.forgot.title" })}
        lead={intl.formatMessage({ id: "auth.forgot.lead" })}
        status={problem ?? sent}
      >
        <AuthForm
          action={forgotHref}
          label={intl.formatMessage({ id: "auth.forgot.title" })}
          submitLabel={intl.formatMessage({ id: "auth.forgot.submit" })}
          footer={<Link href={signInHref}>{intl.formatMessage({ id: "auth.backToLogin" })}</Link>}
        >
          <EmailField
            {...field("email")}
            label={intl.formatMessage({ id: "auth.field.email" })}
            defaultValue={refusal?.values.email ?? ""}
            isRequired
          />
        </AuthForm>
      </AuthFrame>
    );
  }

  const again = <Link href={forgotHref}>{intl.formatMessage({ id: "auth.reset.again" })}</Link>;
  // A spent, expired or unknown link needs no password: only the way to a new one.
  if (refusal?.linkRefused) {
    return (
      <AuthFrame title={intl.formatMessage({ id: "auth.reset.title" })} status={problem}>
        <div className={css.actions}>{again}</div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={intl.formatMessage({ id: "auth.reset.title" })}
      lead={intl.formatMessage({ id: "auth.reset.lead" })}
      status={problem}
    >
      <AuthForm
        action={`${forgotHref}?token=${encodeURIComponent(view.token)}`}
        label={intl.formatMessage({ id: "auth.reset.title" })}
        submitLabel={intl.formatMessage({ id: "auth.reset.submit" })}
        footer={again}
      >
        <TextField
          {...field("password")}
          type="password"
          label={intl.formatMessage({ id: "auth.field.newPassword" })}
          autoComplete="new-password"
          isRequired
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <TextField
          {...field("confirmation")}
          type="password"
          label={intl.formatMessage({ id: "auth.field.confirmPassword" })}
          autoComplete="new-password"
          isRequired
        />
      </AuthForm>
    </AuthFrame>
  );
}

/**
 * The page as a route draws it, for every strategy's route module: the form its loader's data asks for
 * (`forgotPasswordLoaderData`), and the refusal its action returned (`forgotPasswordAction`).
 */
export function ForgotPasswordRoutePage({ signInHref, forgotHref }: Omit<ForgotPasswordPageProps, "view" | "refusal">) {
  const { view } = useLoaderData<{ view: ForgotPasswordView }>();
  const refused = useActionData<{ refusal?: ForgotPasswordPageProps["refusal"] } | undefined>();
  return <ForgotPasswordPage view={view} refusal={refused?.refusal} signInHref={signInHref} forgotHref={forgotHref} />;
}
