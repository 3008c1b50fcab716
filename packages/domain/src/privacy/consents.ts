/**
 * LGPD consents a candidate gives per purpose (Lei 13.709/2018, art. 8: consent is specific to a purpose, given
 * freely and revocable at any time). The texts a candidate reads and their version live here only: a recorded
 * choice names the version the candidate saw, so a new wording is a new version and the old choices still say
 * what they answered.
 *
 * `application` (processing the data for one application) is recorded with the application itself; the two
 * purposes below are the candidate's to change at any time on their settings page.
 */
import type { Locale } from "../catalogues/catalogue";

export const CONSENT_PURPOSES = ["talent_pool", "marketing_emails"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Bumped whenever a text below changes in meaning (a typo fix does not). */
export const CONSENT_TEXT_VERSION = "2026-11-01";

export type ConsentText = { readonly title: string; readonly body: string };

export const CONSENT_TEXTS: Readonly<Record<ConsentPurpose, Readonly<Record<Locale, ConsentText>>>> = {
  talent_pool: {
    "pt-BR": {
      title: "Banco de talentos",
      body: "Autorizo que meus dados fiquem no banco de talentos para que eu seja considerado em outras vagas, além daquelas a que me candidatei.",
    },
    en: {
      title: "Talent pool",
      body: "I agree that my data stays in the talent pool so that I am considered for other openings, besides those I applied to.",
    },
  },
  marketing_emails: {
    "pt-BR": {
      title: "E-mails de novidades",
      body: "Aceito receber por e-mail novidades, vagas e conteúdos da empresa.",
    },
    en: {
      title: "News e-mails",
      body: "I agree to receive news, openings and content from the firm by e-mail.",
    },
  },
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === "string" && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** One recorded choice: every change is a new one, so history is the list and the current state its latest. */
export type ConsentRecord = {
  readonly purpose: ConsentPurpose;
  readonly granted: boolean;
  readonly textVersion: string;
  readonly recordedAt: string;
};

/**
 * The current choice per purpose: the latest record of each (by time, then by order given), or `null` for a
 * purpose never answered — which counts as not given (consent is never presumed).
 */
export function currentConsents(
  records: readonly ConsentRecord[],
): Readonly<Record<ConsentPurpose, ConsentRecord | null>> {
  const current: Record<ConsentPurpose, ConsentRecord | null> = { talent_pool: null, marketing_emails: null };
  for (const record of records) {
    const known = current[record.purpose];
    if (!known || Date.parse(record.recordedAt) >= Date.parse(known.recordedAt)) current[record.purpose] = record;
  }
  return current;
}
