/**
 * Signing candidates in for the journeys, through the API as the recruiters' helper does. Each context gets a
 * session of its own: candidate journeys sign out, and erase or change their account.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from "@playwright/test";
import { signIn } from "./recruiters";

/** The demo candidate with a complete registration (README "Demo accounts"). */
export const DEMO_CANDIDATE = "candidate@seleta.test";

/** A fresh browser context signed in as the candidate `email` (pt-BR, like the config's default). */
export async function signedInCandidateContext(
  browser: Browser,
  origin: string,
  email: string = DEMO_CANDIDATE,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    locale: "pt-BR",
    ...options,
    storageState: await signIn(origin, email, "candidates"),
  });
}
