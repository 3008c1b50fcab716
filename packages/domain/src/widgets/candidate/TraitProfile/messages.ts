import { BIG_FIVE_TRAIT_LABELS, BIG_FIVE_TRAITS, type BigFiveTrait } from "../../../assessments/bigFive";
import type { LocalizedText } from "../../../catalogues/catalogue";
import { defineMessages } from "../../../i18n/messageSet";

/** The traits' names, as the candidate's record labels them. */
const traitNames = Object.fromEntries(
  BIG_FIVE_TRAITS.map((trait) => [`trait.${trait}`, BIG_FIVE_TRAIT_LABELS[trait]]),
) as Record<`trait.${BigFiveTrait}`, LocalizedText>;

/**
 * The trait profile's texts: each Big Five trait's name and what a low, average and high score mean, in plain words
 * and without judgement (no trait is good or bad for a career; fit depends on the role and the team). Kept with the
 * widget, out of the model's `.` entry; registered in `widgetMessageSets`.
 */
export const traitProfileMessages = defineMessages("traitProfile", {
  ...traitNames,
  title: { "pt-BR": "Seu perfil de personalidade", en: "Your personality profile" },
  intro: {
    "pt-BR":
      "Não há resultado certo ou errado: cada traço é uma tendência, e o que combina com uma vaga depende da função e da equipe.",
    en: "There is no right or wrong result: each trait is a tendency, and what fits a job depends on the role and the team.",
  },
  answeredAt: { "pt-BR": "Respondido em {date}", en: "Answered on {date}" },
  score: { "pt-BR": "{score} de 100", en: "{score} of 100" },
  "level.low": { "pt-BR": "Baixo", en: "Low" },
  "level.average": { "pt-BR": "Médio", en: "Average" },
  "level.high": { "pt-BR": "Alto", en: "High" },
  "openness.low": {
    "pt-BR": "Você prefere o conhecido e o prático: métodos testados, objetivos concretos.",
    en: "You prefer the familiar and the practical: tried methods, concrete goals.",
  },
  "openness.average": {
    "pt-BR": "Você equilibra ideias novas com o que já funciona.",
    en: "You balance new ideas with what already works.",
  },
  "openness.high": {
    "pt-BR": "Você é curioso, imaginativo e gosta de ideias abstratas e de aprender coisas novas.",
    en: "You are curious, imaginative and enjoy abstract ideas and learning new things.",
  },
  "conscientiousness.low": {
    "pt-BR": "Você é flexível e espontâneo, e prefere improvisar a seguir um plano rígido.",
    en: "You are flexible and spontaneous, and would rather improvise than follow a rigid plan.",
  },
  "conscientiousness.average": {
    "pt-BR": "Você se organiza quando precisa, sem perder a flexibilidade.",
    en: "You get organised when you need to, without losing flexibility.",
  },
  "conscientiousness.high": {
    "pt-BR": "Você é organizado, atento aos detalhes e cumpre o que planeja.",
    en: "You are organised, attentive to detail and follow through on your plans.",
  },
  "extraversion.low": {
    "pt-BR": "Você é reservado, recarrega as energias sozinho e prefere conversas em grupos pequenos.",
    en: "You are reserved, recharge on your own and prefer conversations in small groups.",
  },
  "extraversion.average": {
    "pt-BR": "Você transita bem entre momentos sociais e momentos de concentração.",
    en: "You move easily between social moments and focused time alone.",
  },
  "extraversion.high": {
    "pt-BR": "Você ganha energia com pessoas, puxa conversa e se sente à vontade em evidência.",
    en: "You draw energy from people, start conversations and are at ease in the spotlight.",
  },
  "agreeableness.low": {
    "pt-BR": "Você é direto e questionador, e defende suas posições com firmeza.",
    en: "You are direct and questioning, and stand firmly by your positions.",
  },
  "agreeableness.average": {
    "pt-BR": "Você coopera com os outros e sabe discordar quando é preciso.",
    en: "You cooperate with others and can disagree when it matters.",
  },
  "agreeableness.high": {
    "pt-BR": "Você é empático, atencioso e gosta de ajudar e de manter a harmonia.",
    en: "You are empathetic, considerate and like to help and keep the peace.",
  },
  "neuroticism.low": {
    "pt-BR": "Você tende a se manter calmo e estável sob pressão.",
    en: "You tend to stay calm and steady under pressure.",
  },
  "neuroticism.average": {
    "pt-BR": "Você sente a pressão como a maioria das pessoas e costuma se recuperar bem.",
    en: "You feel pressure as most people do and usually recover well.",
  },
  "neuroticism.high": {
    "pt-BR": "Você sente as emoções com intensidade e percebe cedo quando algo não vai bem.",
    en: "You feel emotions intensely and notice early when something is not going well.",
  },
});
