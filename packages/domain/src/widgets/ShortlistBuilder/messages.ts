import { defineMessages } from "../../i18n/messageSet";

/**
 * The recruiter's shortlist builder (spec §1): the candidates in the order the client reads them, moved by drag or
 * keyboard, each with the presentation and the switches of what the client sees.
 */
export const shortlistEditorMessages = defineMessages("shortlistEditor", {
  order: { "pt-BR": "Ordem dos candidatos", en: "Order of the candidates" },
  keyboardHelp: {
    "pt-BR":
      "Arraste um candidato pela alça para mudar a ordem. Pelo teclado: vá até a alça com as setas, tecle Enter para pegá-lo, as setas para o lugar e Enter para soltar; Esc cancela.",
    en: "Drag a candidate by its handle to change the order. With the keyboard: reach the handle with the arrow keys, press Enter to pick it up, the arrow keys for the place and Enter to drop it; Escape cancels.",
  },
  handle: { "pt-BR": "Mover {name}", en: "Move {name}" },
  position: { "pt-BR": "{n}º", en: "#{n}" },
  remove: { "pt-BR": "Remover {name} da shortlist", en: "Remove {name} from the shortlist" },
  counts: {
    // Portuguese counts none in the plural ("0 gostaram"); CLDR files 0 under "one".
    "pt-BR":
      "{likes, plural, =0 {# gostaram} one {# gostou} other {# gostaram}} · {dislikes, plural, =0 {# não gostaram} one {# não gostou} other {# não gostaram}} · {stars, plural, =0 {# favoritos} one {# favorito} other {# favoritos}}",
    en: "{likes} liked · {dislikes} disliked · {stars, plural, one {# favourite} other {# favourites}}",
  },
  orderFailed: {
    "pt-BR": "Não foi possível salvar a nova ordem: a ordem anterior foi restaurada. Tente de novo.",
    en: "The new order could not be saved: the previous order is back. Try again.",
  },
  presentations: { "pt-BR": "Apresentações", en: "Presentations" },
  presentation: { "pt-BR": "Apresentação de {name}", en: "Presentation of {name}" },
  presentationHelp: {
    "pt-BR": "O cliente lê este texto. Salvo ao sair do campo.",
    en: "The client reads this text. Saved when you leave the field.",
  },
  showSalary: { "pt-BR": "Mostrar pretensão salarial", en: "Show salary expectations" },
  showCv: { "pt-BR": "Mostrar o currículo", en: "Show the CV" },
  emptyTitle: { "pt-BR": "Nenhum candidato nesta shortlist", en: "No candidates in this shortlist" },
  emptyDescription: {
    "pt-BR": "Adicione candidatos a partir das candidaturas da vaga.",
    en: "Add candidates from the job's applies.",
  },
});
