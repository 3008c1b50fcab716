/**
 * A candidate's way into a new account (spec §2): sign-up carrying the page to return to after the confirmation,
 * the confirmation mail asked for again. Both answer one message whatever the e-mail (no account discovery).
 */
import type { resendConfirmationAnswerSchema, signUpAnswerSchema, WireOf } from "@seleta/domain/wire";
import type { CandidateSignUp } from "./auth";
import type { HttpClient } from "./http";

/** `POST /candidates` with the way back (a path of this site) the confirmation link should carry. */
export async function signUpCandidateReturningTo(
  http: HttpClient,
  candidate: CandidateSignUp,
  returnTo: string | undefined,
): Promise<string> {
  const body = await http.post<WireOf<typeof signUpAnswerSchema>>(
    "/candidates",
    { candidate, ...(returnTo ? { return_to: returnTo } : {}) },
    { signedIn: false },
  );
  return body.message;
}

/** `POST /confirmations`: a new confirmation link for an e-mail still to confirm; the same answer for any e-mail. */
export async function resendConfirmation(
  http: HttpClient,
  email: string,
  returnTo: string | undefined,
): Promise<string> {
  const body = await http.post<WireOf<typeof resendConfirmationAnswerSchema>>(
    "/confirmations",
    { email, ...(returnTo ? { return_to: returnTo } : {}) },
    { signedIn: false },
  );
  return body.message;
}
