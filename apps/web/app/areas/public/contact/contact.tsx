/**
 * Spec §2/§5, the brand's contact form: `/contact` and `/home/contact` (one page, two routes; canonical `/contact`).
 * A document without scripts (renderingModes.ts): the form posts to this route's `action`, which sends the message to
 * the API in-process as the page's visitor (their address counts for the rate limit, their page's Origin for the
 * cross-site check) and then:
 * - on success, redirects (303) to the same page with `?sent=1`: a reload shows the thank-you and sends nothing;
 * - on refusal, draws the page again with what was typed, each field's message and the summary (or the 429's).
 */
import { sendContactMessage } from "@seleta/api-client";
import { ContactForm } from "@seleta/domain/site-widgets";
import { CONTACT_HONEYPOT_FIELD } from "@seleta/domain/wire";
import { createIntl } from "react-intl";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { serverMessages } from "../../../i18n/serverMessages";
import { requestContext } from "../../../request";
import { requestServices } from "../../../services/requestServices.server";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/contact";
import * as styles from "./contact.css";
import { contactFormStatus, contactPagePath, contactRefusal, postedContactForm } from "./contactForm";

/** The page's texts in the visitor's language, from the server's messages (the page holds no script to format them). */
function pageTexts(request: Request) {
  const { locale } = requestContext(request);
  const intl = createIntl({ locale, messages: serverMessages[locale] ?? {} });
  return {
    title: intl.formatMessage({ id: "contact.title" }),
    lead: intl.formatMessage({ id: "contact.lead" }),
    description: intl.formatMessage({ id: "contact.description" }),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...pageTexts(request), page: contactPagePath(url.pathname), sent: url.searchParams.get("sent") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const page = contactPagePath(new URL(request.url).pathname);
  const { values, honeypot } = postedContactForm(await request.formData());
  try {
    await sendContactMessage(requestServices({ request, context }).http, {
      ...values,
      page,
      ...(honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {}),
    });
  } catch (error) {
    const { httpStatus, ...refusal } = contactRefusal(error, values);
    return data(refusal, { status: httpStatus });
  }
  throw redirect(`${page}?sent=1`, 303);
}

export function meta({ matches, data: page }: Route.MetaArgs) {
  return publicPageMeta(matches, {
    title: page?.title ?? "",
    description: page?.description ?? "",
    path: "/contact",
  });
}

export default function Contact() {
  const { title, lead, page, sent } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const summary = refused ? contactFormStatus(refused.problem) : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <ContactForm
        action={page}
        honeypotName={CONTACT_HONEYPOT_FIELD}
        values={refused?.values}
        errors={refused?.errors}
        status={summary?.status ?? (sent ? "sent" : "editing")}
        notice={summary?.notice}
      />
    </main>
  );
}
