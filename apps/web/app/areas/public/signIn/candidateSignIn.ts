/**
 * The candidates' sign-in on the home (spec §2: `/` is the candidates' login): which URL asks for it, the form's
 * fields, and what each refusal of the API says (ids of i18n/lang/candidateSignIn). Pure, so the rules are tested
 * without a server.
 */
import { sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import {
  CANDIDATE_SIGN_IN_PROVIDERS,
  type CandidateSignInProvider as CandidateProvider,
} from "@seleta/domain/site-widgets";
import type { FormRefusal } from "../../../forms/formRefusal";

export type { CandidateProvider };

/**
 * Whether the home's URL asks for the sign-in (a guard's or an Apply button's `?redirect=`, or `?login`), and the
 * way back it carries when that is a path of this site.
 */
export function signInRequest(url: URL): { returnTo: string | undefined } | null {
  const asked = url.searchParams.has("redirect") || url.searchParams.has("login");
  return asked ? { returnTo: sameSiteReturnPath(url.searchParams.get("redirect")) } : null;
}

/** The providers the business configures for candidates, in a fixed order (its configuration holds no secret). */
export function candidateProviders(configured: Readonly<Record<string, { enabled: boolean }>>): CandidateProvider[] {
  return CANDIDATE_SIGN_IN_PROVIDERS.filter((provider) => configured[provider]?.enabled === true);
}

/**
 * Where a provider's link starts a candidate's sign-in: the API's redirect to the provider, with the way back. A link
 * rather than the panel's form: the provider is another origin, which the page's CSP lets no form redirect to.
 */
export function candidateProviderHref(provider: CandidateProvider, returnTo: string | undefined): string {
  const query = returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : "";
  return `/api/v1/candidates/auth/${provider}${query}`;
}

/** The API's answer refusing a sign-in: its status, its code and, for a locked account, the seconds to wait. */
export type SignInAnswer = { status: number; code: string; retryAfterSeconds?: number | undefined };

/** Why a sign-in came back: one of the panel's messages (ids of i18n/lang/candidateSignIn) and its values. */
export type SignInProblem = { readonly id: string; readonly values?: Record<string, number> };

/** A refused sign-in, drawn again: the e-mail typed (never the password), why, and the page's HTTP status. */
export type SignInRefusal = FormRefusal<{ readonly email: string }, SignInProblem>;

/** The message id of a refusal, and its values (minutes to wait for a locked account). */
export function signInRefusalMessage(refusal: SignInAnswer): SignInProblem {
  if (refusal.code === "account_locked") {
    return {
      id: "candidateSignIn.error.locked",
      values: { minutes: Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60)) },
    };
  }
  if (refusal.status === 429) return { id: "candidateSignIn.error.tooMany" };
  if (refusal.status === 401 || refusal.code === "validation_failed") return { id: "candidateSignIn.error.invalid" };
  if (refusal.status === 503) return { id: "candidateSignIn.error.busy" };
  return { id: "candidateSignIn.error.generic" };
}

/** The panel again after the API refused a sign-in: no field is marked (the e-mail or the password may be wrong). */
export function signInRefusal(answer: SignInAnswer, email: string): SignInRefusal {
  return {
    values: { email },
    errors: {},
    problem: signInRefusalMessage(answer),
    httpStatus: Math.max(answer.status, 400),
  };
}

/** The message of a provider sign-in that came back refused (`?oauth_error=` from the API's callback). */
export function oauthErrorMessageId(code: string | null): string | null {
  if (!code) return null;
  if (code === "email_unverified") return "candidateSignIn.error.oauthEmail";
  return code === "provider_disabled" ? "candidateSignIn.error.provider" : "candidateSignIn.error.oauth";
}

/**
 * The home's caching: the public page's, unless its loader or action said otherwise (a sign-in panel, which reads
 * the visitor's session and draws their refusal, is `private, no-store`).
 */
export function homeHeaders(
  { loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers },
  publicHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const own = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own, Vary: "Cookie" } : { ...publicHeaders };
}
