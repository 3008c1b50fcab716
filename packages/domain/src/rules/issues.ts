import type { z } from "zod";
import type { Locale } from "../catalogues/catalogue";
import { formatMessage, type Message } from "../i18n/messageSet";
import { V, validationMessages } from "./messages";

const byId = new Map<string, Message>(Object.values<Message>(validationMessages.messages).map((m) => [m.id, m]));

type Issue = z.core.$ZodIssue;

function limitOf(issue: Issue): number | undefined {
  if (issue.code === "too_small") return Number(issue.minimum);
  if (issue.code === "too_big") return Number(issue.maximum);
  return undefined;
}

/** Zod's own issues (no message of ours) get the spec's generic messages. */
function genericMessage(issue: Issue): Message {
  if (issue.code === "too_small" && issue.origin === "string") return issue.minimum === 1 ? V.required : V.minLength;
  if (issue.code === "too_big" && issue.origin === "string") return V.maxLength;
  if (issue.code === "too_small" && issue.origin === "array" && issue.minimum === 1) return V.required;
  if (issue.code === "too_small" && issue.origin === "number") return V.minValue;
  if (issue.code === "too_big" && issue.origin === "number") return V.maxValue;
  // Spec §5: "otherwise 'Erro Preencha corretamente.'"
  return V.invalid;
}

/** One issue as text in the user's language; `{n}` is the issue's limit or its `params.n`. */
export function issueMessage(issue: Issue, locale: Locale): string {
  const message = byId.get(issue.message) ?? genericMessage(issue);
  const params = issue.code === "custom" ? (issue.params ?? {}) : {};
  return formatMessage(message, locale, { n: limitOf(issue) ?? "", ...params });
}

/** A form's or a request's errors by field path (`emergency_contact.phone`); the first issue of a field wins. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issueMessage(issue, locale);
  }
  return errors;
}

/** Spec §5/§8: the summary shown above an invalid form. */
export function formErrorSummary(locale: Locale): string {
  return V.formSummary[locale];
}
