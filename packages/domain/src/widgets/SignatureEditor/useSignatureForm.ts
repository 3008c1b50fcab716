import type { ToastContent } from "@seleta/ui";
import { useEffect } from "react";
import type { Signature } from "../../rules/signature";
import {
  initialSignatureFormState,
  type SignatureFormAction,
  type SignatureFormMode,
  type SignatureFormState,
  signatureFormReducer,
  signatureMessages,
} from "../../state/signatureForm";
import { renderSignatureHtml } from "../signature/renderSignatureHtml";
import { useLocale, useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";

export type SignatureFormValues = SignatureFormState["values"];

/** What Save hands the container: the validated signature and the HTML `PUT /recruiters/` stores (spec §7). */
export type SignatureSaved = { readonly signature: Signature; readonly html: string };

export type SignatureFormOptions = {
  /** The values the form opens with (the recruiter's current signature). */
  readonly defaultValues?: Partial<SignatureFormValues>;
  /** Saves; a rejected promise shows 'Ops, houve um erro, tente novamente mais tarde' and keeps what was typed. */
  readonly onSave: (saved: SignatureSaved) => unknown;
  /** Where the form sends the user (the recruiter profile, spec §2); the container passes its router's navigate. */
  readonly onNavigate: (to: string) => void;
  /** Shows a toast; the container passes its queue's `showToast`. */
  readonly onToast?: (toast: ToastContent) => void;
  /** An https PNG logo per group company id, for the rendered signature (e-mail clients block SVG). */
  readonly logoUrls?: Readonly<Partial<Record<number, string>>>;
};

const asText = (value: unknown): string => (typeof value === "string" ? value : "");

function previewValues(values: SignatureFormValues) {
  return {
    name: asText(values.name),
    title: asText(values.title),
    email: asText(values.email),
    linkedin: asText(values.linkedin),
    mobile_phone: asText(values.mobile_phone),
    phone: asText(values.phone),
  };
}

/** The signature form's reducer with its effects run: timers, toasts, navigation and the save call. */
export function useSignatureForm(mode: SignatureFormMode, options: SignatureFormOptions) {
  const text = useMessage();
  const locale = useLocale();
  const [state, dispatch] = useWidgetReducer<SignatureFormState, SignatureFormAction>(
    signatureFormReducer,
    () => initialSignatureFormState(mode, options.defaultValues),
    {
      onToast: options.onToast,
      onNavigate: (to) => options.onNavigate(to),
      calls: {
        save: (payload) => {
          const signature = payload as Signature;
          const html = renderSignatureHtml(signature, signature.company, {
            locale,
            logoUrl: options.logoUrls?.[signature.company],
          });
          Promise.resolve()
            .then(() => options.onSave({ signature, html }))
            .then(
              () => dispatch({ type: "saveSucceeded" }),
              () => dispatch({ type: "saveFailed" }),
            );
        },
      },
    },
  );
  const placeholders = {
    name: text(signatureMessages.messages.namePlaceholder),
    title: text(signatureMessages.messages.titlePlaceholder),
    phone: text(signatureMessages.messages.phonePlaceholder),
    email: text(signatureMessages.messages.emailPlaceholder),
  };
  const company = typeof state.values.company === "number" ? state.values.company : null;
  // The preview is the very HTML a save stores, with the spec's placeholders where a value is still empty.
  const previewHtml = renderSignatureHtml(previewValues(state.values), company, {
    locale,
    placeholders,
    logoUrl: company == null ? undefined : options.logoUrls?.[company],
  });

  return { state, dispatch, locale, placeholders, previewHtml };
}

/** Opens the form (fresh values) whenever `isOpen` turns true. */
export function useOpenOnProp(
  isOpen: boolean,
  dispatch: (action: SignatureFormAction) => void,
  values?: Partial<SignatureFormValues>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of `isOpen` opens the form again.
  useEffect(() => {
    if (isOpen) dispatch({ type: "opened", values });
  }, [isOpen]);
}
