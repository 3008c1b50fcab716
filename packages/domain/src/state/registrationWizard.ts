import { defineMessages } from "../i18n/messageSet";

/** Spec §2, the wizard's stages, in order, and the step (of three) each belongs to. */
export const REGISTRATION_STAGES = [
  { key: "info", step: 1 },
  { key: "additionalInfo", step: 1 },
  { key: "category", step: 2 },
  { key: "experiences", step: 2 },
  { key: "salary", step: 3 },
  { key: "presentation", step: 3 },
] as const;
export type RegistrationStage = (typeof REGISTRATION_STAGES)[number]["key"];

/** Spec §9: the candidate wizard has 3 steps. */
export const REGISTRATION_STEPS = 3;

export const registrationStageMessages = defineMessages("registration.stage", {
  info: { "pt-BR": "Informações", en: "Info" },
  additionalInfo: { "pt-BR": "Informações adicionais", en: "Additional info" },
  category: { "pt-BR": "Área de atuação", en: "Category" },
  experiences: { "pt-BR": "Experiências", en: "Experiences" },
  salary: { "pt-BR": "Pretensão salarial", en: "Salary" },
  presentation: { "pt-BR": "Apresentação", en: "Presentation" },
} satisfies Record<RegistrationStage, unknown>);

export const wizardActionMessages = defineMessages("wizard", {
  back: { "pt-BR": "Voltar", en: "Back" },
  next: { "pt-BR": "Próximo", en: "Next" },
  save: { "pt-BR": "Salvar", en: "Save" },
});

function sectionsCompleted(completed: readonly RegistrationStage[]): number {
  return [1, 2, 3].filter((step) =>
    REGISTRATION_STAGES.filter((s) => s.step === step).every((s) => completed.includes(s.key)),
  ).length;
}

/** Spec §2: the step counter starts at 1 and grows with each completed section, up to 3. */
export function registrationStep(completed: readonly RegistrationStage[]): number {
  return Math.min(REGISTRATION_STEPS, 1 + sectionsCompleted(completed));
}

/** Spec §2: progress percent is step / 3 × 100. */
export function registrationPercent(step: number): number {
  return (step / REGISTRATION_STEPS) * 100;
}
