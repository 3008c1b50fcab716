import { defineMessages } from "../i18n/messageSet";

/**
 * Spec §5 and §8, the validation messages. The spec gives some in Portuguese and some in English: that text is
 * kept exactly in its language and the other is our translation. Schemas carry these ids as their zod messages;
 * `issueMessage` turns an issue into text in the user's language.
 */
export const validationMessages = defineMessages("validation", {
  formSummary: { "pt-BR": "Preencha corretamente os campos", en: "Please fill in the fields correctly" },
  required: { "pt-BR": "Obrigatório.", en: "Required." },
  minLength: { "pt-BR": "Mínimo de {n} caracteres.", en: "Minimum of {n} characters." },
  maxLength: { "pt-BR": "Máximo de {n} caracteres.", en: "Maximum of {n} characters." },
  minValue: { "pt-BR": "O valor mínimo é {n}.", en: "The minimum value is {n}." },
  maxValue: { "pt-BR": "O valor máximo é {n}.", en: "The maximum value is {n}." },
  invalid: { "pt-BR": "Erro Preencha corretamente.", en: "Error: please fill in correctly." },
  phoneRequired: { "pt-BR": "Esse campo é obrigatório.", en: "This field is required." },
  phoneInvalid: { "pt-BR": "Telefone inválido.", en: "Invalid phone number." },
  emailRequired: { "pt-BR": "Informe o e-mail", en: "Email needs to be entered" },
  emailInvalid: { "pt-BR": "E-mail inválido", en: "Invalid email" },
  jsonInvalid: {
    "pt-BR": "JSON inválido: confira chaves, aspas e vírgulas.",
    en: "Invalid JSON: check the braces, quotes and commas.",
  },
  urlInvalid: { "pt-BR": "Endereço inválido.", en: "Invalid address." },
  nulCharacter: { "pt-BR": "Caractere nulo (\\u0000) não aceito.", en: "Null character (\\u0000) not accepted." },
  idInvalid: { "pt-BR": "Id inválido (1 a 2147483647).", en: "Invalid id (1 to 2147483647)." },
  dateInvalid: { "pt-BR": "Data inválida.", en: "Invalid date." },
  dateOutOfRange: {
    "pt-BR": "Data fora do intervalo aceito (anos de 1900 a 2199).",
    en: "Date outside the accepted range (years 1900 to 2199).",
  },
  selectCompany: { "pt-BR": "Selecione uma empresa!", en: "Select a company!" },
  subjectRequired: { "pt-BR": "Informe o assunto", en: "Inform the subject" },
  emailMessageRequired: { "pt-BR": "Digite a mensagem do e-mail", en: "Enter the email message" },
  fileTooLarge: {
    "pt-BR": "Arquivo muito grande, o tamanho máximo é {n}mb",
    en: "File too large, the max size is {n}mb",
  },
  cpfInvalid: { "pt-BR": "CPF inválido.", en: "Invalid CPF." },
  cnpjInvalid: { "pt-BR": "CNPJ inválido.", en: "Invalid CNPJ." },
  pisInvalid: { "pt-BR": "PIS inválido.", en: "Invalid PIS." },
  rgInvalid: { "pt-BR": "RG inválido.", en: "Invalid RG." },
  currencyNegative: { "pt-BR": "O valor não pode ser negativo.", en: "The value cannot be negative." },
  genderSpecificationRequired: {
    "pt-BR": "Especifique o gênero.",
    en: "Please specify the gender.",
  },
  bulkNeedsFilter: {
    "pt-BR": "Faça um filtro antes de realizar esta ação",
    en: "Make a filter before do this action",
  },
  deleteOne: {
    "pt-BR": "Tem certeza de que deseja excluir este registro de {label}?",
    en: "Are you sure you want to delete this {label}?",
  },
  deleteMany: {
    "pt-BR": "Tem certeza de que deseja excluir {n} itens?",
    en: "Are you sure you want to delete {n} items?",
  },
});

export const V = validationMessages.messages;
