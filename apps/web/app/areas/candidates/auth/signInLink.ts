/** The candidates' sign-in (the home's panel, spec §2: `/` is their login), keeping the page to return to. */
export function signInHref(returnTo: string | undefined): string {
  return returnTo ? `/?redirect=${encodeURIComponent(returnTo)}` : "/?login";
}
