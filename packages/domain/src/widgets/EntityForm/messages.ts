import { defineMessages } from "../../i18n/messageSet";

/** The form's own texts; the rows' add and remove buttons say what `structureMessages` says. */
export const entityFormWidgetMessages = defineMessages("entityDocumentForm", {
  save: { "pt-BR": "Salvar", en: "Save" },
});
