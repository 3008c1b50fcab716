import { defineMessages } from "../../i18n/messageSet";

/** The board's labels; kept with the widget, out of the model's `.` entry (see ListView/messages.ts). */
export const kanbanBoardMessages = defineMessages("kanban.board", {
  collapse: { "pt-BR": "Recolher a coluna {column}", en: "Collapse the {column} column" },
  expand: { "pt-BR": "Expandir a coluna {column}", en: "Expand the {column} column" },
  count: {
    "pt-BR": "{count, plural, =0 {nenhum card} one {# card} other {# cards}}",
    en: "{count, plural, =0 {no cards} one {# card} other {# cards}}",
  },
  empty: { "pt-BR": "Nenhum card nesta coluna", en: "No cards in this column" },
});
