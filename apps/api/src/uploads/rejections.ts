/**
 * Why an upload is refused, in the caller's language (the spec's size message is the domain's; the others are
 * ours). Guards throw `UploadRejected` without knowing the request; the route turns it into the one error body.
 */
import { formatMessage, type Locale, type LocalizedText, V } from "@seleta/domain";
import { HttpError } from "../edge/errors";

export const UPLOAD_MESSAGES = {
  tooLarge: V.fileTooLarge,
  unsupportedType: {
    "pt-BR": "Tipo de arquivo não aceito ({type}). Envie PDF, DOC, DOCX, PNG, JPEG, WebP, MP4 ou WebM.",
    en: "File type not accepted ({type}). Send a PDF, DOC, DOCX, PNG, JPEG, WebP, MP4 or WebM file.",
  },
  notACurriculum: {
    "pt-BR": "Envie o currículo em PDF ou DOCX (este arquivo é {type}).",
    en: "Send the CV as a PDF or DOCX file (this file is {type}).",
  },
  corrupted: {
    "pt-BR": "O arquivo ({type}) está corrompido ou incompleto e não pôde ser lido.",
    en: "The file ({type}) is corrupted or incomplete and could not be read.",
  },
  zipBomb: {
    "pt-BR": "O documento se expande demais ao ser aberto ({reason}) e foi recusado.",
    en: "The document expands too much when opened ({reason}) and was refused.",
  },
  fileMissing: {
    "pt-BR": "Envie um arquivo no campo data_file[file].",
    en: "Send a file in the data_file[file] field.",
  },
  emptyFile: { "pt-BR": "O arquivo está vazio.", en: "The file is empty." },
  unknownReferenceType: {
    "pt-BR": "Tipo de registro desconhecido: {type}.",
    en: "Unknown record type: {type}.",
  },
  referenceNotFound: { "pt-BR": "Registro não encontrado.", en: "Record not found." },
  notAllowed: {
    "pt-BR": "Você não pode anexar arquivos a este registro.",
    en: "You are not allowed to attach files to this record.",
  },
  fileNotFound: { "pt-BR": "Arquivo não encontrado.", en: "File not found." },
  notConfirmed: {
    "pt-BR": "Confirme seu e-mail antes de enviar arquivos: abra o link que enviamos para a sua caixa de entrada.",
    en: "Confirm your e-mail before uploading files: open the link we sent to your inbox.",
  },
  quotaReached: {
    "pt-BR":
      "Limite de armazenamento atingido: você já usa {used} de {quota} e este arquivo tem {size}. Remova arquivos antigos ou fale com a empresa.",
    en: "Storage limit reached: you already use {used} of {quota} and this file is {size}. Remove old files or contact the firm.",
  },
  quotaFull: {
    "pt-BR":
      "Limite de armazenamento atingido: você já usa {used} de {quota}. Remova arquivos antigos ou fale com a empresa.",
    en: "Storage limit reached: you already use {used} of {quota}. Remove old files or contact the firm.",
  },
  rateLimited: {
    "pt-BR": "Você enviou {max} arquivos na última hora, o máximo permitido. Tente de novo em {minutes} min.",
    en: "You have sent {max} files in the last hour, the most allowed. Try again in {minutes} min.",
  },
  unavailable: {
    "pt-BR": "O envio de arquivos não está configurado neste servidor.",
    en: "File uploads are not configured on this server.",
  },
} as const satisfies Record<string, LocalizedText>;

type UploadMessage = keyof typeof UPLOAD_MESSAGES;
type MessageValues = Record<string, string | number>;

/** A refusal the caller caused: status, code, message and its values. */
export class UploadRejected extends Error {
  override readonly name = "UploadRejected";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: UploadMessage,
    /** The message's values, or a function giving them in a language (sizes are written the reader's way). */
    readonly values: MessageValues | ((locale: Locale) => MessageValues) = {},
    options?: { cause?: unknown },
  ) {
    super(
      formatMessage(UPLOAD_MESSAGES[messageKey], "en", typeof values === "function" ? values("en") : values),
      options,
    );
  }

  toHttpError(locale: Locale, fields?: Record<string, string[]>): HttpError {
    const values = typeof this.values === "function" ? this.values(locale) : this.values;
    const message = formatMessage(UPLOAD_MESSAGES[this.messageKey], locale, values);
    return new HttpError(this.status, this.code, message, fields, { cause: this });
  }
}

export const tooLarge = (maxMegabytes: number) =>
  new UploadRejected(413, "file_too_large", "tooLarge", { n: maxMegabytes });
export const unsupportedType = (type: string) =>
  new UploadRejected(415, "unsupported_file_type", "unsupportedType", { type });
export const notACurriculum = (type: string) =>
  new UploadRejected(415, "unsupported_file_type", "notACurriculum", { type });
export const corrupted = (type: string, cause?: unknown) =>
  new UploadRejected(422, "corrupted_file", "corrupted", { type }, { cause });
export const zipBomb = (reason: string) => new UploadRejected(422, "zip_bomb", "zipBomb", { reason });

/** A size as the size limit counts it (1 MB = a million bytes), in the reader's notation: `12,3 MB`, `600 kB`. */
export function megabytes(bytes: number, locale: Locale): string {
  const [unit, divisor, decimals] =
    bytes >= 1_000_000 ? ["MB", 1_000_000, 1] : bytes >= 1_000 ? ["kB", 1_000, 0] : ["B", 1, 0];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(bytes / divisor)} ${unit}`;
}

export const notConfirmed = () => new UploadRejected(403, "account_not_confirmed", "notConfirmed");
export const quotaReached = (usedBytes: number, quotaBytes: number, fileBytes: number) =>
  new UploadRejected(422, "upload_quota_reached", "quotaReached", (locale) => ({
    used: megabytes(usedBytes, locale),
    quota: megabytes(quotaBytes, locale),
    size: megabytes(fileBytes, locale),
  }));
export const quotaFull = (usedBytes: number, quotaBytes: number) =>
  new UploadRejected(422, "upload_quota_reached", "quotaFull", (locale) => ({
    used: megabytes(usedBytes, locale),
    quota: megabytes(quotaBytes, locale),
  }));
export const rateLimited = (max: number, retryAfterSeconds: number) =>
  new UploadRejected(429, "upload_rate_limited", "rateLimited", {
    max,
    minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  });
