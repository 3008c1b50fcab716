import type { Locale } from "../catalogues/catalogue";
import { defineMessages } from "../i18n/messageSet";
import { fieldErrors } from "../rules/issues";
import { V } from "../rules/messages";
import { emptySignature, type Signature, type SignatureInput, signatureSchema } from "../rules/signature";
import { type Effects, NO_EFFECTS } from "./effects";

export const signatureMessages = defineMessages("signature", {
  dialogTitle: { "pt-BR": "Adicione sua assinatura de e-mail", en: "Add Your E-mail Signature" },
  cancel: { "pt-BR": "Cancelar", en: "Cancel" },
  save: { "pt-BR": "Salvar", en: "Save" },
  namePlaceholder: { "pt-BR": "Nome", en: "Name" },
  titlePlaceholder: { "pt-BR": "Cargo", en: "Title" },
  phonePlaceholder: { "pt-BR": "Telefone", en: "Phone" },
  emailPlaceholder: { "pt-BR": "E-mail", en: "E-mail" },
  saved: { "pt-BR": "Assinatura adicionada com sucesso!", en: "Signature added with success!" },
  saveFailed: {
    "pt-BR": "Ops, houve um erro, tente novamente mais tarde",
    en: "Oops, something went wrong, please try again later",
  },
});
const M = signatureMessages.messages;

/** Spec §9 timings: Cancel clears the form after 500 ms; a successful save leaves after 1 s. */
export const SIGNATURE_CANCEL_DELAY_MS = 500;
export const SIGNATURE_SAVE_REDIRECT_MS = 1000;
export const RECRUITER_PROFILE_PATH = "/recruiters/profile";

export type SignatureFormMode = "dialog" | "page";
type Values = { -readonly [K in keyof SignatureInput]: SignatureInput[K] | null };

export type SignatureFormState = {
  readonly mode: SignatureFormMode;
  readonly open: boolean;
  readonly values: Values;
  readonly errors: Readonly<Record<string, string>>;
  readonly status: "editing" | "saving" | "saved";
  readonly effects: Effects<SignatureFormAction>;
};

export type SignatureFormAction =
  | { readonly type: "opened"; readonly values?: Partial<Values> }
  | { readonly type: "fieldChanged"; readonly field: keyof Values; readonly value: string | number | null }
  | { readonly type: "savePressed"; readonly locale: Locale }
  | { readonly type: "saveSucceeded" }
  | { readonly type: "saveFailed" }
  | { readonly type: "cancelPressed" }
  | { readonly type: "clearDue" }
  | { readonly type: "leaveDue" };

export function initialSignatureFormState(mode: SignatureFormMode, values: Partial<Values> = {}): SignatureFormState {
  return {
    mode,
    open: mode === "page",
    values: { ...emptySignature, ...values },
    errors: {},
    status: "editing",
    effects: NO_EFFECTS,
  };
}

/**
 * Spec §2/§4, the signature editor: Save validates then saves; the 'saved' event closes the dialog and the user
 * lands on the recruiter profile after 1 s. Cancel closes (or leaves) and clears the form after 0.5 s.
 */
export function signatureFormReducer(state: SignatureFormState, action: SignatureFormAction): SignatureFormState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "opened":
      return { ...initialSignatureFormState(state.mode, action.values), open: true };
    case "fieldChanged": {
      const { [action.field]: _, ...errors } = state.errors;
      return { ...quiet, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case "savePressed": {
      if (state.status === "saving") return quiet;
      const result = signatureSchema.safeParse(state.values);
      if (!result.success) {
        return {
          ...quiet,
          errors: fieldErrors(result.error, action.locale),
          effects: [{ type: "toast", tone: "error", message: V.formSummary }],
        };
      }
      const signature: Signature = result.data;
      return {
        ...quiet,
        errors: {},
        status: "saving",
        effects: [{ type: "call", handler: "save", payload: signature }],
      };
    }
    case "saveSucceeded":
      return {
        ...quiet,
        status: "saved",
        open: state.mode === "page",
        effects: [
          { type: "toast", tone: "success", message: M.saved },
          {
            type: "schedule",
            key: "signature.leave",
            delayMs: SIGNATURE_SAVE_REDIRECT_MS,
            action: { type: "leaveDue" },
          },
        ],
      };
    case "saveFailed":
      return { ...quiet, status: "editing", effects: [{ type: "toast", tone: "error", message: M.saveFailed }] };
    case "cancelPressed":
      return {
        ...quiet,
        open: state.mode === "page",
        effects: [
          {
            type: "schedule",
            key: "signature.clear",
            delayMs: SIGNATURE_CANCEL_DELAY_MS,
            action: { type: "clearDue" },
          },
          ...(state.mode === "page" ? [{ type: "navigate", to: RECRUITER_PROFILE_PATH } as const] : []),
        ],
      };
    case "clearDue":
      return { ...quiet, values: { ...emptySignature }, errors: {}, status: "editing" };
    case "leaveDue":
      return { ...quiet, effects: [{ type: "navigate", to: RECRUITER_PROFILE_PATH }] };
  }
}
