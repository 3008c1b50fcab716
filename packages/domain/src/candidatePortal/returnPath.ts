import { CANDIDATE_REGISTER_PATH } from "../permissions/navigation";

/** How long a way back may be: longer ones are dropped rather than cut (a cut path is another page). */
export const RETURN_PATH_MAX_LENGTH = 500;

/**
 * The way back a sign-in, sign-up or confirmation carries (`?redirect=`), when it is a path of this site: it starts
 * with one `/` (never `//host` or `/\host`, which browsers read as another site, nor `https://…`), holds no control
 * character or backslash, and fits. Anything else is dropped: the visitor then goes to their home.
 * What is kept is written in printable ASCII (spaces and other characters percent-encoded as UTF-8), so it is always
 * a valid `Location` header: a header cannot carry a character beyond U+00FF, and an answer that failed on one would
 * fail after the session was made. Encoding what is already encoded changes nothing.
 */
export function sameSiteReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let ascii: string;
  try {
    ascii = value.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
  } catch {
    // A lone surrogate is no character at all: no page has it in its path.
    return undefined;
  }
  return ascii.length > RETURN_PATH_MAX_LENGTH ? undefined : ascii;
}

/**
 * Where a candidate goes once signed in or confirmed (spec §2): an unconfirmed or incomplete registration goes to the
 * wizard, carrying the way back for afterwards; a complete one goes back at once, else to the candidates' home.
 */
export function candidateNextPath(
  candidate: { readonly confirmed: boolean; readonly completed_register: boolean },
  returnPath: string | null | undefined,
): string {
  const back = sameSiteReturnPath(returnPath);
  if (!candidate.confirmed || !candidate.completed_register) {
    return back ? `${CANDIDATE_REGISTER_PATH}?redirect=${encodeURIComponent(back)}` : CANDIDATE_REGISTER_PATH;
  }
  return back ?? "/candidates";
}

/** The candidates' sign-up page. */
export const CANDIDATE_SIGN_UP_PATH = "/candidates/register/SignUp";

/** The candidates' forgotten password page (and, with `?token=`, the reset). */
export const CANDIDATE_FORGOT_PATH = "/candidates/forgot_password";

/** The candidates' sign-in (the home's panel: spec §2 makes `/` their login), keeping the page to return to. */
export function candidateSignInPath(returnTo?: string | undefined): string {
  const back = sameSiteReturnPath(returnTo);
  return back ? `/?redirect=${encodeURIComponent(back)}` : "/?login";
}

/** The sign-up page, keeping the page to return to. */
export function candidateSignUpPath(returnTo?: string | undefined): string {
  const back = sameSiteReturnPath(returnTo);
  return back ? `${CANDIDATE_SIGN_UP_PATH}?redirect=${encodeURIComponent(back)}` : CANDIDATE_SIGN_UP_PATH;
}
