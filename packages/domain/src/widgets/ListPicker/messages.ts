import { defineMessages } from "../../i18n/messageSet";

/** The list picker: choosing the list candidates picked on a page go to, or naming a new one. */
export const listPickerMessages = defineMessages("listPicker", {
  picked: {
    "pt-BR": "{count, plural, one {# candidato selecionado.} other {# candidatos selecionados.}}",
    en: "{count, plural, one {# candidate selected.} other {# candidates selected.}}",
  },
  search: { "pt-BR": "Buscar lista", en: "Search lists" },
  choose: { "pt-BR": "Lista", en: "List" },
  option: {
    "pt-BR": "{name} · {count, plural, =0 {nenhum candidato} one {# candidato} other {# candidatos}}",
    en: "{name} · {count, plural, =0 {no candidates} one {# candidate} other {# candidates}}",
  },
  talentPool: { "pt-BR": "Banco de talentos", en: "Talent pool" },
  shared: { "pt-BR": "compartilhada", en: "shared" },
  noLists: { "pt-BR": "Você ainda não tem listas: crie uma abaixo.", en: "You have no lists yet: create one below." },
  noMatch: { "pt-BR": "Nenhuma lista com esse nome.", en: "No list by that name." },
  loading: { "pt-BR": "Carregando as listas…", en: "Loading the lists…" },
  new: { "pt-BR": "Nova lista", en: "New list" },
  name: { "pt-BR": "Nome da nova lista", en: "New list's name" },
  cancel: { "pt-BR": "Cancelar", en: "Cancel" },
  confirm: { "pt-BR": "Adicionar", en: "Add" },
  noName: { "pt-BR": "Dê um nome à nova lista.", en: "Give the new list a name." },
  close: { "pt-BR": "Fechar", en: "Close" },
  done: {
    "pt-BR":
      "{added, plural, =0 {Nenhum candidato novo} one {# candidato adicionado} other {# candidatos adicionados}} à lista {name}{already, plural, =0 {} one {; # já estava nela} other {; # já estavam nela}}.",
    en: "{added, plural, =0 {No new candidate} one {# candidate added} other {# candidates added}} to the list {name}{already, plural, =0 {} one {; # was already on it} other {; # were already on it}}.",
  },
  open: { "pt-BR": "Abrir a lista", en: "Open the list" },
});
