import { Button, EmailField, TextArea, TextField } from "@seleta/ui";
import { validationMessages } from "../../../rules/messages";
import { useMessage } from "../../useMessage";
import * as styles from "./ContactForm.css";
import { contactFormMessages } from "./messages";

const M = contactFormMessages.messages;

export const CONTACT_FORM_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];
export type ContactFormValues = Readonly<Record<ContactFormField, string>>;
export type ContactFormErrors = Readonly<Partial<Record<ContactFormField, string>>>;

/**
 * - `editing`: nothing sent yet.
 * - `invalid`: the server refused some fields (`errors`).
 * - `rateLimited`: too many messages (the server's `notice`, or the widget's own words).
 * - `failed`: the message could not be sent (the server or the network failed).
 * - `sent`: the message went; the form gives way to a thank-you.
 */
export type ContactFormStatus = "editing" | "invalid" | "rateLimited" | "failed" | "sent";

export type ContactFormProps = {
  /** Where the form posts: the page's own path (its route's action). */
  action: string;
  /** The honeypot's field name (`CONTACT_HONEYPOT_FIELD` of the wire). */
  honeypotName: string;
  /** What was typed: a refused form shows it again, whole. */
  values?: Partial<ContactFormValues>;
  errors?: ContactFormErrors;
  status?: ContactFormStatus;
  /** The server's words for a refusal (a 429's message), shown instead of the widget's own. */
  notice?: string;
};

const SUMMARY_ID = "contact-form-summary";

/**
 * Spec §5, a brand's public contact form, drawn on the server and sent without any script: a plain `<form
 * method="post">` to its page, checked by the server alone (`noValidate`: the browser's own bubbles would speak the
 * browser's language, not the spec's). A refusal shows what was typed in every field, each field's message beside
 * it (`aria-invalid`, `aria-describedby`) and a summary at the top that takes the focus as the page opens.
 */
export function ContactForm({
  action,
  honeypotName,
  values = {},
  errors = {},
  status = "editing",
  notice,
}: ContactFormProps) {
  const message = useMessage();

  if (status === "sent") {
    return (
      <div className={styles.sent}>
        {/* biome-ignore lint/a11y/noAutofocus: the page opens on the outcome of what the visitor just did. */}
        <p role="status" tabIndex={-1} autoFocus className={styles.success}>
          {message(M.sent)}
        </p>
        <a className={styles.link} href={action}>
          {message(M.sendAnother)}
        </a>
      </div>
    );
  }

  const summary =
    status === "invalid"
      ? message(validationMessages.messages.formSummary)
      : status === "rateLimited"
        ? (notice ?? message(M.rateLimited))
        : status === "failed"
          ? (notice ?? message(M.failed))
          : undefined;
  const field = (name: ContactFormField) => ({
    name,
    defaultValue: values[name] ?? "",
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });
  const optional = (label: string) => `${label} (${message(M.optional).toLowerCase()})`;

  return (
    <form
      method="post"
      action={action}
      noValidate
      className={styles.form}
      aria-describedby={summary ? SUMMARY_ID : undefined}
    >
      {summary ? (
        // biome-ignore lint/a11y/noAutofocus: the page opens on the reason its form came back.
        <p id={SUMMARY_ID} role="alert" tabIndex={-1} autoFocus className={styles.problem}>
          {summary}
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField {...field("name")} label={optional(message(M.name))} autoComplete="name" />
        <EmailField {...field("email")} label={message(M.email)} description={message(M.emailHelp)} isRequired />
      </div>
      <div className={styles.pair}>
        <TextField {...field("phone")} label={optional(message(M.phone))} type="tel" autoComplete="tel" />
        <TextField {...field("subject")} label={message(M.subject)} isRequired />
      </div>
      <TextArea {...field("message")} label={message(M.message)} rows={8} isRequired />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {message(M.honeypot)}
          <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg">
          {message(M.submit)}
        </Button>
      </div>
    </form>
  );
}
