import { defineMessages } from "../../i18n/messageSet";

/** The editor's own texts; the dialog's title, buttons, placeholders and toasts are `signatureMessages` (state). */
export const signatureEditorMessages = defineMessages("signatureEditor", {
  preview: { "pt-BR": "Pré-visualização", en: "Preview" },
  previewHint: {
    "pt-BR": "É assim que a assinatura aparece nos seus e-mails.",
    en: "This is how the signature looks in your e-mails.",
  },
  company: { "pt-BR": "Empresa", en: "Company" },
});
