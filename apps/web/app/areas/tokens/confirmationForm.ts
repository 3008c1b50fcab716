/**
 * The confirmation page's two forms, as its action reads them: the confirmation itself (the one button), and the
 * request for a new link after a refusal, which carries the e-mail and, to keep saying it, why the link failed.
 */
import { linkRefusalMessageId } from "../../auth/linkErrors";

export const RESEND_INTENT = "resend";

export type PostedConfirmation =
  | { readonly intent: "confirm" }
  | { readonly intent: "resend"; readonly email: string; readonly problem: string | undefined };

export function postedConfirmation(form: FormData): PostedConfirmation {
  if (form.get("intent") !== RESEND_INTENT) return { intent: "confirm" };
  const email = form.get("email");
  return {
    intent: "resend",
    email: typeof email === "string" ? email.trim() : "",
    problem: linkRefusalMessageId(form.get("problem")),
  };
}
