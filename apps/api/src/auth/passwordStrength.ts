/**
 * How hard a new password is to guess, by zxcvbn-ts: dictionaries of common passwords (the common list holds the
 * breached-list passwords), words and names in English and Portuguese, keyboard patterns, repeats, dates — and the
 * person's own e-mail and name. The online "pwned" matcher (Have I Been Pwned's range API) is not used: the server
 * does not call out to third parties when someone chooses a password.
 *
 * The dictionaries are megabytes: they are loaded on the first check, once, and only by the API (never bundled
 * into the web app).
 */
import { BRANDS } from "@seleta/brand-themes/brands";
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import type { TranslationKeys, ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";

/**
 * The lowest zxcvbn score a new password may have: 3 ("safely unguessable: moderate protection from offline
 * slow-hash scenario", about 10^8 guesses and up). 2 lets through passwords such as a single word plus a year,
 * which an attacker holding the argon2 hashes would still try early; 4 refuses many passphrases people remember.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of the brands' names: a password built on them is guessed first by anyone attacking these sites. */
const SITE_WORDS = [
  ...new Set(Object.values(BRANDS).flatMap((brand) => brand.name.toLowerCase().split(/\W+/u))),
].filter((word) => word.length >= 3);

type Estimator = {
  factory: ZxcvbnFactory;
  translations: Record<Locale, TranslationKeys>;
};

let estimator: Promise<Estimator> | undefined;

async function loadEstimator(): Promise<Estimator> {
  const [{ ZxcvbnFactory }, common, en, ptBr] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
    import("@zxcvbn-ts/language-pt-br"),
  ]);
  // The factory answers translation keys ("warnings.common"); each check translates them to its caller's language.
  const factory = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: keysOf(en.translations),
  });
  return { factory, translations: { en: en.translations, "pt-BR": ptBr.translations } };
}

/** A translation table whose every text is its own key: feedback then names what to translate. */
function keysOf(translations: TranslationKeys): TranslationKeys {
  const keys = (group: Record<string, string>, prefix: string) =>
    Object.fromEntries(Object.keys(group).map((key) => [key, `${prefix}.${key}`]));
  return {
    warnings: keys(translations.warnings, "warnings"),
    suggestions: keys(translations.suggestions, "suggestions"),
    timeEstimation: translations.timeEstimation,
  } as TranslationKeys;
}

function translate(translations: TranslationKeys, key: string): string {
  const [group, name] = key.split(".") as [keyof TranslationKeys, string];
  const table = translations[group] as Record<string, string> | undefined;
  return table?.[name] ?? key;
}

const WEAK: Record<Locale, { lead: string; guessable: string }> = {
  "pt-BR": { lead: "Senha fraca:", guessable: "é fácil de adivinhar." },
  en: { lead: "Weak password:", guessable: "it is easy to guess." },
};

/** The sentence a refused password gets: why (the estimator's warning) and what to do (its suggestions). */
export function weaknessMessage(result: Pick<ZxcvbnResult, "feedback">, translations: TranslationKeys, locale: Locale) {
  const words = WEAK[locale];
  const warning = result.feedback.warning ? translate(translations, result.feedback.warning) : words.guessable;
  const suggestions = result.feedback.suggestions.map((key) => translate(translations, key));
  return [words.lead, warning, ...suggestions].join(" ");
}

/** The e-mail (whole and its local part's pieces) and the name's words: what a password must not be built on. */
export function personalWords(inputs: readonly string[]): string[] {
  const words = new Set<string>(SITE_WORDS);
  for (const input of inputs) {
    const text = input.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    for (const piece of text.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

/**
 * Why `password` is too weak, in `locale`, or undefined when it is strong enough. `personal` holds what the
 * person told us (e-mail, name): a password built on it is weak.
 */
export async function passwordWeakness(
  password: string,
  personal: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | undefined> {
  estimator ??= loadEstimator();
  const { factory, translations } = await estimator;
  const result = factory.check(password, personalWords(personal));
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  return weaknessMessage(result, translations[locale], locale);
}
