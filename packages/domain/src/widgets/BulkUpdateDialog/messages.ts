import { defineMessages } from "../../i18n/messageSet";

/** The bulk update: one field chosen, its value, the same value written to every record picked. */
export const bulkUpdateMessages = defineMessages("bulkUpdate", {
  intro: {
    "pt-BR":
      "{count, plural, one {# registro selecionado} other {# registros selecionados}}: escolha um campo e o valor que todos vão receber.",
    en: "{count, plural, one {# record selected} other {# records selected}}: choose a field and the value they all get.",
  },
  field: { "pt-BR": "Campo", en: "Field" },
  pickField: { "pt-BR": "Escolha o campo", en: "Choose the field" },
  noFields: {
    "pt-BR": "Nenhum campo desta lista pode ser alterado em lote.",
    en: "No field of this list may be changed in bulk.",
  },
  confirm: {
    "pt-BR": "Atualizar {count, number} {entities}",
    en: "Update {count, number} {entities}",
  },
  cancel: { "pt-BR": "Cancelar", en: "Cancel" },
});
