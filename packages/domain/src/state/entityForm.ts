import { defineMessages, type Message } from "../i18n/messageSet";

/** The registry's form sections (`field.section(…)`), labelled; fields without one form "main". */
export const entitySectionMessages = defineMessages("entityForm.section", {
  main: { "pt-BR": "Dados principais", en: "Main details" },
  profile: { "pt-BR": "Perfil", en: "Profile" },
  links: { "pt-BR": "Links", en: "Links" },
  recruitment: { "pt-BR": "Recrutamento", en: "Recruitment" },
  preferences: { "pt-BR": "Preferências", en: "Preferences" },
  pretensions: { "pt-BR": "Pretensões salariais", en: "Salary expectations" },
  presentation: { "pt-BR": "Apresentação", en: "Presentation" },
  experience: { "pt-BR": "Experiência", en: "Experience" },
  education: { "pt-BR": "Formação", en: "Education" },
  languages: { "pt-BR": "Idiomas", en: "Languages" },
  skills: { "pt-BR": "Habilidades", en: "Skills" },
  references: { "pt-BR": "Referências", en: "References" },
  diversity: { "pt-BR": "Diversidade", en: "Diversity" },
  documents: { "pt-BR": "Documentos", en: "Documents" },
  emergency: { "pt-BR": "Contato de emergência", en: "Emergency contact" },
  assessments: { "pt-BR": "Avaliações", en: "Assessments" },
  system: { "pt-BR": "Registro", en: "Record" },
});

export const entityFormMessages = defineMessages("entityForm", {
  saved: { "pt-BR": "Salvo com sucesso!", en: "Saved successfully!" },
  saveFailed: {
    "pt-BR": "Ops, houve um erro, tente novamente mais tarde",
    en: "Oops, something went wrong, please try again later",
  },
  unsavedTitle: { "pt-BR": "Sair sem salvar?", en: "Leave without saving?" },
  unsavedBody: {
    "pt-BR": "As alterações feitas neste formulário serão perdidas.",
    en: "The changes made in this form will be lost.",
  },
  leave: { "pt-BR": "Sair sem salvar", en: "Leave without saving" },
  empty: { "pt-BR": "—", en: "—" },
  yes: { "pt-BR": "Sim", en: "Yes" },
  no: { "pt-BR": "Não", en: "No" },
  noRelated: { "pt-BR": "Nenhum registro relacionado.", en: "No related records." },
  items: { "pt-BR": "{n} itens", en: "{n} items" },
  edit: { "pt-BR": "Editar", en: "Edit" },
});

/** A section's label; a section the set does not know is shown by its key rather than breaking the form. */
export function sectionMessage(section: string): Message {
  const messages: Readonly<Record<string, Message>> = entitySectionMessages.messages;
  return messages[section] ?? { id: `entityForm.section.${section}`, "pt-BR": section, en: section };
}
