import { defineMessages } from "../../i18n/messageSet";

/** The document form's own texts; the rows' add and remove buttons say what the registry's form says. */
export const entityDocumentFormMessages = defineMessages("entityDocumentForm", {
  save: { "pt-BR": "Salvar", en: "Save" },
});
