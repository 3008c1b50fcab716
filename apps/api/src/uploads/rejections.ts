/**
 * Why an upload is refused, in the caller's language (the spec's size message is the domain's; the others are
 * ours). Guards throw `UploadRejected` without knowing the request; the route turns it into the one error body.
 */
import { formatMessage, type Locale, type LocalizedText, V } from "@seleta/domain";
import { HttpError } from "../errors";

export const UPLOAD_MESSAGES = {
  tooLarge: V.fileTooLarge,
  unsupportedType: {
    "pt-BR": "Tipo de arquivo não aceito ({type}). Envie PDF, DOC, DOCX, PNG, JPEG, WebP, MP4 ou WebM.",
    en: "File type not accepted ({type}). Send a PDF, DOC, DOCX, PNG, JPEG, WebP, MP4 or WebM file.",
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
  unavailable: {
    "pt-BR": "O envio de arquivos não está configurado neste servidor.",
    en: "File uploads are not configured on this server.",
  },
} as const satisfies Record<string, LocalizedText>;

type UploadMessage = keyof typeof UPLOAD_MESSAGES;

/** A refusal the caller caused: status, code, message and its values. */
export class UploadRejected extends Error {
  override readonly name = "UploadRejected";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: UploadMessage,
    readonly values: Record<string, string | number> = {},
    options?: { cause?: unknown },
  ) {
    super(formatMessage(UPLOAD_MESSAGES[messageKey], "en", values), options);
  }

  toHttpError(locale: Locale, fields?: Record<string, string[]>): HttpError {
    const message = formatMessage(UPLOAD_MESSAGES[this.messageKey], locale, this.values);
    return new HttpError(this.status, this.code, message, fields, { cause: this });
  }
}

export const tooLarge = (maxMegabytes: number) =>
  new UploadRejected(413, "file_too_large", "tooLarge", { n: maxMegabytes });
export const unsupportedType = (type: string) =>
  new UploadRejected(415, "unsupported_file_type", "unsupportedType", { type });
export const corrupted = (type: string, cause?: unknown) =>
  new UploadRejected(422, "corrupted_file", "corrupted", { type }, { cause });
export const zipBomb = (reason: string) => new UploadRejected(422, "zip_bomb", "zipBomb", { reason });
