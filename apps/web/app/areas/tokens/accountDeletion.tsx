/**
 * `/account_deletion/{token}`: the page the account-deletion mail's link opens. The token is the only credential.
 * Opening the link changes nothing (mail scanners follow links); the candidate confirms with a POST (a form posted to the page's
 * action: the page is a document, with no script), which erases their account through the API.
 */
import { confirmAccountDeletion, isApiError } from "@seleta/api-client";
import { Button, ButtonLink, Card } from "@seleta/ui";
import { FormattedMessage } from "react-intl";
import { Form } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import { loadAsDocument } from "../loadAsDocument";
import type { Route } from "./+types/accountDeletion";
import * as styles from "./prospectingUnsubscribe.css";

type Outcome = { done: true } | { done: false; problem: "invalid" | "expired" };

/** A server loader, so the page renders on the server as it is (a `clientLoader` alone would wait for a script). */
export function loader(): null {
  return null;
}

export const clientLoader = loadAsDocument;

export async function action({ request, context, params }: Route.ActionArgs): Promise<Outcome> {
  try {
    await confirmAccountDeletion(requestServices({ request, context }).http, params.token);
    return { done: true };
  } catch (error) {
    if (isApiError(error) && error.status === 410 && error.code === "token_expired") {
      return { done: false, problem: "expired" };
    }
    if (isApiError(error) && (error.status === 400 || error.status === 410)) return { done: false, problem: "invalid" };
    throw error;
  }
}

export default function AccountDeletion({ actionData }: Route.ComponentProps) {
  return (
    <main className={styles.page}>
      <Card as="section" title={<FormattedMessage id="candidatePrivacy.confirm.title" />} headingLevel={2}>
        {actionData ? (
          <div className={styles.form}>
            <p role="status" className={styles.text}>
              <FormattedMessage
                id={
                  actionData.done
                    ? "candidatePrivacy.confirm.done"
                    : actionData.problem === "expired"
                      ? "candidatePrivacy.confirm.expired"
                      : "candidatePrivacy.confirm.invalid"
                }
              />
            </p>
            <ButtonLink href="/" variant="outline">
              <FormattedMessage id="candidatePrivacy.confirm.home" />
            </ButtonLink>
          </div>
        ) : (
          <Form method="post" className={styles.form}>
            <p className={styles.text}>
              <FormattedMessage id="candidatePrivacy.confirm.question" />
            </p>
            <Button type="submit" tone="danger">
              <FormattedMessage id="candidatePrivacy.confirm.submit" />
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
