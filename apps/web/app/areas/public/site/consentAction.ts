/**
 * `POST /consent`: the terms banner's form (spec §1/§2, LGPD). Records the visitor's choice in the consent cookie
 * and sends them back (303) to the page they were on: a path of this site only (`safeReturnPath`), never an address
 * taken from the form. A choice on terms older than those in force records nothing: the banner asks again with the
 * current text. The answer is never cached.
 */
import { CONSENT_CHOICES, CONSENT_FIELDS } from "@seleta/domain/site-widgets";
import { redirect } from "react-router";
import type { Route } from "./+types/consentAction";
import { consentCookie, safeReturnPath, TERMS_VERSION } from "./consent";

const NO_STORE = { "Cache-Control": "no-store" };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = CONSENT_CHOICES.find((known) => known === form?.get(CONSENT_FIELDS.choice));
  const returnTo = safeReturnPath(form?.get(CONSENT_FIELDS.returnTo));
  if (!choice) {
    return new Response("Choose “Aceitar todos” or “Somente necessários”.", {
      status: 400,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers(NO_STORE);
  if (form?.get(CONSENT_FIELDS.version) === TERMS_VERSION) {
    headers.append("Set-Cookie", consentCookie(choice, { secure: new URL(request.url).protocol === "https:" }));
  }
  return redirect(returnTo, { status: 303, headers });
}

/** Only the form posts here; a visit goes home. */
export function loader() {
  return redirect("/", { headers: NO_STORE });
}
