import type { UiMessages } from "./types";

/**
 * Messages of the field primitives. Ids are `ui.<component>.<key>`; pt-BR is the default language. Spec §5 gives
 * some messages in Portuguese and some in English: that text is kept exactly in its language, the other is ours.
 */
const ptBR = {
  "ui.field.required": "Obrigatório.",
  "ui.field.minLength": "Mínimo de {n} caracteres.",
  "ui.field.maxLength": "Máximo de {n} caracteres.",
  "ui.field.invalid": "Erro Preencha corretamente.",
  "ui.form.summary": "Preencha corretamente os campos",
  "ui.emailField.required": "Informe o e-mail",
  "ui.emailField.invalid": "E-mail inválido",
  "ui.passwordField.show": "Mostrar senha",
  "ui.passwordField.hide": "Ocultar senha",
  "ui.phoneField.required": "Esse campo é obrigatório.",
  "ui.phoneField.invalid": "Telefone inválido.",
  "ui.phoneField.country": "País",
  "ui.select.placeholder": "Selecione",
  "ui.comboBox.loading": "Carregando…",
  "ui.comboBox.empty": "Nenhum resultado",
  "ui.comboBox.open": "Mostrar opções",
  "ui.tagField.placeholder": "Selecione um ou mais",
  "ui.tagField.remove": "Remover",
  "ui.tagField.selected": "Selecionados",
  "ui.dateField.min": "A data deve ser {date} ou posterior.",
  "ui.dateField.max": "A data deve ser {date} ou anterior.",
  "ui.datePicker.open": "Abrir calendário",
  "ui.fileDropZone.dropTarget": "Soltar ou colar arquivos",
  "ui.fileDropZone.prompt": "Arraste arquivos para cá ou",
  "ui.fileDropZone.browse": "Escolher arquivo",
  "ui.fileDropZone.limits": "Tamanho máximo: {n}mb",
  "ui.fileDropZone.types": "Tipos aceitos: {types}",
  "ui.fileDropZone.tooLarge": "Arquivo muito grande, o tamanho máximo é {n}mb",
  "ui.fileDropZone.typeNotAccepted": "Tipo de arquivo não aceito: {name}",
  "ui.fileDropZone.remove": "Remover {name}",
} as const;

/** A field message id; components format it with react-intl and fall back to the pt-BR text. */
export type FieldMessageId = keyof typeof ptBR;

// Typed by the pt-BR ids, so a message missing in English fails the typecheck.
const en: Record<FieldMessageId, string> = {
  "ui.field.required": "Required.",
  "ui.field.minLength": "Minimum of {n} characters.",
  "ui.field.maxLength": "Maximum of {n} characters.",
  "ui.field.invalid": "Error: please fill in correctly.",
  "ui.form.summary": "Please fill in the fields correctly",
  "ui.emailField.required": "Email needs to be entered",
  "ui.emailField.invalid": "Invalid email",
  "ui.passwordField.show": "Show password",
  "ui.passwordField.hide": "Hide password",
  "ui.phoneField.required": "This field is required.",
  "ui.phoneField.invalid": "Invalid phone number.",
  "ui.phoneField.country": "Country",
  "ui.select.placeholder": "Select",
  "ui.comboBox.loading": "Loading…",
  "ui.comboBox.empty": "No results",
  "ui.comboBox.open": "Show options",
  "ui.tagField.placeholder": "Select one or more",
  "ui.tagField.remove": "Remove",
  "ui.tagField.selected": "Selected",
  "ui.dateField.min": "The date must be {date} or later.",
  "ui.dateField.max": "The date must be {date} or earlier.",
  "ui.datePicker.open": "Open calendar",
  "ui.fileDropZone.dropTarget": "Drop or paste files",
  "ui.fileDropZone.prompt": "Drag files here or",
  "ui.fileDropZone.browse": "Choose file",
  "ui.fileDropZone.limits": "Max size: {n}mb",
  "ui.fileDropZone.types": "Accepted types: {types}",
  "ui.fileDropZone.tooLarge": "File too large, the max size is {n}mb",
  "ui.fileDropZone.typeNotAccepted": "File type not accepted: {name}",
  "ui.fileDropZone.remove": "Remove {name}",
};

export const fieldMessages = { "pt-BR": ptBR, en } satisfies UiMessages;
