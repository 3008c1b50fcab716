import { defineMessages } from "../i18n/messageSet";
import { type Effects, NO_EFFECTS } from "./effects";

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

export type RegistrationWizardState = {
  readonly stage: number;
  readonly completed: readonly RegistrationStage[];
  /** Spec §2: starts at 1 and grows with each completed section. */
  readonly step: number;
  readonly saving: boolean;
  readonly effects: Effects<RegistrationWizardAction>;
};

export type RegistrationWizardAction =
  | { readonly type: "nextPressed" }
  | { readonly type: "backPressed" }
  | { readonly type: "stageSelected"; readonly stage: RegistrationStage }
  | { readonly type: "savePressed" }
  | { readonly type: "saveFinished"; readonly ok: boolean };

export const initialRegistrationWizardState: RegistrationWizardState = {
  stage: 0,
  completed: [],
  step: 1,
  saving: false,
  effects: NO_EFFECTS,
};

const LAST = REGISTRATION_STAGES.length - 1;

function sectionsCompleted(completed: readonly RegistrationStage[]): number {
  return [1, 2, 3].filter((step) =>
    REGISTRATION_STAGES.filter((s) => s.step === step).every((s) => completed.includes(s.key)),
  ).length;
}

/** Spec §2: the step counter starts at 1 and grows with each completed section, up to 3. */
export function registrationStep(completed: readonly RegistrationStage[]): number {
  return Math.min(REGISTRATION_STEPS, 1 + sectionsCompleted(completed));
}

function complete(state: RegistrationWizardState): RegistrationWizardState {
  const key = REGISTRATION_STAGES[state.stage]?.key;
  if (!key || state.completed.includes(key)) return state;
  const completed = [...state.completed, key];
  return { ...state, completed, step: registrationStep(completed) };
}

/** Spec §2: progress percent is step / 3 × 100. */
export function registrationPercent(state: RegistrationWizardState): number {
  return (state.step / REGISTRATION_STEPS) * 100;
}

/** Spec §2 bottom bar: the first tab has no back; the last uses save instead of next. */
export function registrationActions(state: RegistrationWizardState) {
  return { back: state.stage > 0, next: state.stage < LAST, save: state.stage === LAST };
}

export function currentStage(state: RegistrationWizardState): RegistrationStage {
  return REGISTRATION_STAGES[state.stage]?.key ?? "info";
}

export function registrationWizardReducer(
  state: RegistrationWizardState,
  action: RegistrationWizardAction,
): RegistrationWizardState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "nextPressed":
      return state.stage < LAST ? { ...complete(quiet), stage: state.stage + 1 } : quiet;
    case "backPressed":
      return state.stage > 0 ? { ...quiet, stage: state.stage - 1 } : quiet;
    case "stageSelected": {
      const index = REGISTRATION_STAGES.findIndex((s) => s.key === action.stage);
      // A stage opens once everything before it is done: the wizard does not skip ahead.
      const reachable = REGISTRATION_STAGES.slice(0, index).every((s) => state.completed.includes(s.key));
      return index >= 0 && reachable ? { ...quiet, stage: index } : quiet;
    }
    case "savePressed":
      return state.stage === LAST && !state.saving
        ? { ...quiet, saving: true, effects: [{ type: "call", handler: "save" }] }
        : quiet;
    case "saveFinished":
      return action.ok ? { ...complete({ ...quiet, saving: false }) } : { ...quiet, saving: false };
  }
}
