/**
 * Spec §2 public route /prospecting/unsubscribe/{id}: the page a prospecting mail's unsubscribe link opens. It
 * says whose address and which business (masked by the API) and asks for one click; the unsubscribe itself is a
 * POST (a form posted to the page's action: the page is a document, with no script), never the GET of the link: mail scanners follow links.
 */
import { Button, Card } from "@seleta/ui";
import { FormattedMessage } from "react-intl";
import { data, Form } from "react-router";
import { defaultApiOrigin } from "../../business/businessConfig.server";
import { loadAsDocument } from "../loadAsDocument";
import type { Route } from "./+types/prospectingUnsubscribe";
import * as styles from "./prospectingUnsubscribe.css";

type Unsubscribe = { email: string; business: { name: string }; unsubscribed: boolean };

/** The API's answer about the link, or null for a link it does not know (the page answers 404). */
async function unsubscribeApi(method: "GET" | "POST", id: string): Promise<Unsubscribe | null> {
  const response = await fetch(`${defaultApiOrigin()}/api/v1/prospecting/unsubscribe/${encodeURIComponent(id)}`, {
    method,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The unsubscribe API answered ${response.status}`);
  return ((await response.json()) as { unsubscribe: Unsubscribe }).unsubscribe;
}

export async function loader({ params }: Route.LoaderArgs) {
  const info = await unsubscribeApi("GET", params.id);
  if (!info) throw data(null, { status: 404 });
  return { info };
}

export const clientLoader = loadAsDocument;

export async function action({ params }: Route.ActionArgs) {
  const info = await unsubscribeApi("POST", params.id);
  if (!info) throw data(null, { status: 404 });
  return { info };
}

export default function ProspectingUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const info = actionData?.info ?? loaderData.info;
  const values = { email: <strong>{info.email}</strong>, business: <strong>{info.business.name}</strong> };
  return (
    <main className={styles.page}>
      <Card as="section" title={<FormattedMessage id="unsubscribe.title" />} headingLevel={2}>
        {info.unsubscribed ? (
          <p role="status" className={styles.text}>
            <FormattedMessage id="unsubscribe.done" values={values} />
          </p>
        ) : (
          <Form method="post" className={styles.form}>
            <p className={styles.text}>
              <FormattedMessage id="unsubscribe.question" values={values} />
            </p>
            <Button type="submit">
              <FormattedMessage id="unsubscribe.confirm" />
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
