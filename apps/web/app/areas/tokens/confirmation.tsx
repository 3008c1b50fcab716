/**
 * `/confirmations/{token}` (spec §2): the confirmation mail's link. The token is the only credential: one press
 * confirms the e-mail (a POST: mail scanners follow links, they do not press buttons), the API signs the candidate
 * in, and the registration goes on in the wizard with the page to return to (`?redirect=`, a path of this site).
 * A spent, expired or unknown link says so and offers a new mail (the same answer for any e-mail).
 */
import { confirmEmail, resendConfirmation } from "@seleta/api-client";
import { candidateNextPath, candidateSignInPath, sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { Button, EmailField, Form, Link } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { AuthFrame, authMeta } from "../../auth/AuthFrame";
import * as css from "../../auth/auth.css";
import { authErrorMessageId } from "../../auth/authErrors";
import { isLinkRefusal, linkErrorMessageId } from "../../auth/linkErrors";
import { useHttp } from "../../services/ServicesProvider";
import type { Route } from "./+types/confirmation";

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export default function Confirmation({ params }: Route.ComponentProps) {
  const intl = useIntl();
  const http = useHttp();
  const [search] = useSearchParams();
  const returnTo = sameSiteReturnPath(search.get("redirect"));
  const [refusal, setRefusal] = useState<{ message: string; link: boolean } | null>(null);
  const confirm = useMutation({
    mutationFn: () => confirmEmail(http, params.token),
    // A whole page load: the new session's cookies count from the first request, with no cache of the signed-out tab.
    onSuccess: () =>
      window.location.assign(candidateNextPath({ confirmed: true, completed_register: false }, returnTo)),
    onError: (error) =>
      setRefusal({
        message: intl.formatMessage({ id: linkErrorMessageId(error, "reset") }),
        link: isLinkRefusal(error),
      }),
  });
  const say = (id: string) => intl.formatMessage({ id: `candidateAuth.${id}` });

  if (refusal?.link) return <NewLink problem={refusal.message} returnTo={returnTo} />;
  return (
    <AuthFrame title={say("confirm.title")} lead={say("confirm.lead")}>
      {refusal ? (
        <p className={css.problem} role="alert">
          {refusal.message}
        </p>
      ) : null}
      <div className={css.actions}>
        <div className={css.submit}>
          <Button fullWidth isLoading={confirm.isPending || confirm.isSuccess} onPress={() => confirm.mutate()}>
            {say("confirm.submit")}
          </Button>
        </div>
      </div>
    </AuthFrame>
  );
}

/** A spent or expired link: why, and a new mail for the e-mail given. */
function NewLink({ problem, returnTo }: { problem: string; returnTo: string | undefined }) {
  const intl = useIntl();
  const http = useHttp();
  const [failure, setFailure] = useState<string | null>(null);
  const resend = useMutation({ mutationFn: (email: string) => resendConfirmation(http, email, returnTo) });
  const say = (id: string) => intl.formatMessage({ id: `candidateAuth.${id}` });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    resend.mutate(email, {
      onError: (error) => setFailure(intl.formatMessage({ id: authErrorMessageId(error, "forgot") })),
    });
  };

  return (
    <AuthFrame title={say("confirm.againTitle")}>
      <p className={css.problem} role="alert">
        {problem}
      </p>
      <Form
        onSubmit={handleSubmit}
        summary={failure ?? undefined}
        validationErrors={failure ? { email: failure } : undefined}
        aria-label={say("confirm.againTitle")}
      >
        {/* The same words whether or not the e-mail has a registration to confirm. */}
        <div role="status">{resend.isSuccess ? <p className={css.status}>{say("confirm.againSent")}</p> : null}</div>
        <div className={css.fields}>
          <EmailField name="email" label={say("field.email")} isRequired />
        </div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth isLoading={resend.isPending}>
              {say("confirm.againSubmit")}
            </Button>
          </div>
          <Link href={candidateSignInPath(returnTo)}>{say("backToSignIn")}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
