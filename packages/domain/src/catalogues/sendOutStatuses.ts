import { defineCatalogue } from "./catalogue";

/** Spec §4, send-out (queued e-mail) statuses 0–3. */
export const sendOutStatuses = defineCatalogue("sendOutStatus", [
  { id: 0, key: "awaitSend", label: { "pt-BR": "Aguardando envio", en: "Await Send" } },
  { id: 1, key: "processingSend", label: { "pt-BR": "Enviando", en: "Processing Send" } },
  { id: 2, key: "completedSend", label: { "pt-BR": "Envio concluído", en: "Completed Send" } },
  { id: 3, key: "responseEmail", label: { "pt-BR": "E-mail respondido", en: "Response E-mail" } },
] as const);

/**
 * Spec §7: how a send-out goes out. A recruiter's own mailbox (Microsoft) by default; a selection of more than
 * {@link BULK_SENDING_THRESHOLD} recipients switches to the bulk mail service.
 */
export const mailSendingTypes = defineCatalogue("mailSendingType", [
  {
    id: 0,
    key: "microsoft",
    label: { "pt-BR": "Caixa do recrutador (Microsoft)", en: "Recruiter mailbox (Microsoft)" },
  },
  { id: 1, key: "bulk", label: { "pt-BR": "Serviço de envio em massa", en: "Bulk mail service" } },
] as const);

/** Spec §9 "bulk threshold 200 items": over this many recipients, mail goes through the bulk service. */
export const BULK_SENDING_THRESHOLD = 200;
