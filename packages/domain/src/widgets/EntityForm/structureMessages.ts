import { defineMessages } from "../../i18n/messageSet";

/** The texts of the form's structure inputs (a list of experiences, languages…). */
export const structureInputMessages = defineMessages("entityForm.structure", {
  add: { "pt-BR": "Adicionar: {label}", en: "Add: {label}" },
  remove: { "pt-BR": "Remover {label} {n}", en: "Remove {label} {n}" },
  item: { "pt-BR": "{label} {n}", en: "{label} {n}" },
  moveUp: { "pt-BR": "Mover {label} {n} para cima", en: "Move {label} {n} up" },
  moveDown: { "pt-BR": "Mover {label} {n} para baixo", en: "Move {label} {n} down" },
});

/** The texts of a map's rows of typed keys (custom labels: the text a key shows). */
export const mapInputMessages = defineMessages("entityForm.map", {
  key: { "pt-BR": "Chave", en: "Key" },
});
