/**
 * The visitor's decision on the terms and cookies (LGPD: consent first), remembered per browser in one first-party
 * cookie that holds the terms version decided on and the analytics choice: `seleta_consent=2026-11-01:all`.
 *
 * - No cookie is set before the visitor chooses; the banner shows until the cookie names the CURRENT terms version,
 *   so publishing new terms (a new `TERMS_VERSION`) asks everyone again.
 * - Analytics load only with `all` for the current version: a decision on older terms counts for nothing.
 * - The cookie is read on the server, which draws the banner or not: nothing appears or moves after the page arrives.
 */
import { CONSENT_CHOICES, type ConsentChoice } from "@seleta/domain/site-widgets";

/** The version of the terms of use and privacy policy in force: change it when their text changes materially. */
export const TERMS_VERSION = "2026-11-01";

export const CONSENT_COOKIE = "seleta_consent";

/** A year: LGPD does not fix a term; a year is the usual one before asking again. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export type Consent = {
  /** The visitor decided on the current terms: no banner. */
  decided: boolean;
  /** The visitor accepted analytics cookies for the current terms. */
  analytics: boolean;
};

const UNDECIDED: Consent = { decided: false, analytics: false };

function isChoice(value: unknown): value is ConsentChoice {
  return CONSENT_CHOICES.some((choice) => choice === value);
}

/** The recorded decision in a Cookie header, or `null` when there is none (or it is malformed). */
export function parseConsentCookie(
  cookieHeader: string | null | undefined,
): { version: string; choice: ConsentChoice } | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    const [version, choice, ...extra] = rest.join("=").split(":");
    if (!version || extra.length > 0 || !isChoice(choice)) return null;
    return { version, choice };
  }
  return null;
}

/** What the page does with the visitor's decision, for the terms in force (`version`). */
export function consentOf(cookieHeader: string | null | undefined, version = TERMS_VERSION): Consent {
  const recorded = parseConsentCookie(cookieHeader);
  if (!recorded || recorded.version !== version) return UNDECIDED;
  return { decided: true, analytics: recorded.choice === "all" };
}

/** The `Set-Cookie` value that records a decision: first-party, the whole site, a year, `Secure` on https. */
export function consentCookie(choice: ConsentChoice, options: { secure: boolean; version?: string }): string {
  const value = `${options.version ?? TERMS_VERSION}:${choice}`;
  const secure = options.secure ? "; Secure" : "";
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * Where to send the visitor back after a form: a path of this site only, never an address a form could point
 * elsewhere (`//evil.example`, `/\evil.example`, `https://…`, control characters). Anything else is `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) {
    return fallback;
  }
  const base = "http://same.invalid";
  if (!URL.canParse(value, base)) return fallback;
  const url = new URL(value, base);
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
