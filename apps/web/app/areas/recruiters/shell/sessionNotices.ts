/**
 * Pure parts of what the shell does on arrival (spec §4/§8): the personal-Outlook warning's query flag, and whether
 * the Microsoft first-login redirect and the first-signature dialog are due.
 */

/** Spec §8: the API sends a recruiter signed in to a personal Outlook account back with this query flag. */
export const PERSONAL_EMAIL_PARAM = "personal_email";

/** The address's query without `name` ("" when nothing is left), for a `navigate(…, { replace: true })`. */
export function searchWithout(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * Spec §4: "if not yet logged in with Microsoft, a flag is stored and the user is redirected". The flag is kept per
 * recruiter in the tab's sessionStorage and written before the redirect: a recruiter who comes back without linking
 * (refused, cancelled, a personal account) is not sent again in a loop; a new tab asks once more. Where the business
 * has not turned Microsoft on there is nowhere to send anyone, so nothing is asked.
 */
export const microsoftLoginKey = (recruiterId: number) => `seleta.microsoftLogin.${recruiterId}`;

export function microsoftLoginDue(
  me: { readonly logged_in_with_microsoft: boolean },
  alreadyAsked: boolean,
  microsoftSignIn: boolean,
): boolean {
  return microsoftSignIn && !me.logged_in_with_microsoft && !alreadyAsked;
}

/** Spec §4: a recruiter without a signature gets the dialog; once per tab session, so Cancel is respected. */
export const signaturePromptKey = (recruiterId: number) => `seleta.signaturePrompt.${recruiterId}`;

export function signaturePromptDue(me: { readonly signature: string | null }, alreadyShown: boolean): boolean {
  return (me.signature === null || me.signature.trim() === "") && !alreadyShown;
}

/** A sessionStorage flag, tolerant of browsers that refuse storage (then every check says "not yet"). */
export function readFlag(storage: Pick<Storage, "getItem"> | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function writeFlag(storage: Pick<Storage, "setItem"> | undefined, key: string): void {
  try {
    storage?.setItem(key, "1");
  } catch {
    // Nowhere to remember: the worst case is one more prompt in a later visit.
  }
}
