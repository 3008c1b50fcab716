/**
 * The Big-Five traits and their names, apart from the questionnaire's items and scoring (`bigFive.ts`): the candidate
 * record's structures (`entities/recruiter/candidateStructures.ts`) name the traits, and every entity page loads the
 * registry, which must not carry the 50 items with it.
 */
import type { LocalizedText } from "../catalogues/catalogue";

export const BIG_FIVE_TRAITS = [
  "extraversion",
  "agreeableness",
  "conscientiousness",
  "neuroticism",
  "openness",
] as const;
export type BigFiveTrait = (typeof BIG_FIVE_TRAITS)[number];

/** Each trait's name as a candidate and a recruiter read it (neuroticism in plain words). */
export const BIG_FIVE_TRAIT_LABELS: Readonly<Record<BigFiveTrait, LocalizedText>> = {
  openness: { "pt-BR": "Abertura a experiências", en: "Openness to experience" },
  conscientiousness: { "pt-BR": "Conscienciosidade", en: "Conscientiousness" },
  extraversion: { "pt-BR": "Extroversão", en: "Extraversion" },
  agreeableness: { "pt-BR": "Amabilidade", en: "Agreeableness" },
  neuroticism: { "pt-BR": "Sensibilidade emocional", en: "Emotional sensitivity" },
};
