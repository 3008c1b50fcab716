import { defineCatalogue } from "./catalogue";

/** Spec §4, send-out (queued e-mail) statuses 0–3. */
export const sendOutStatuses = defineCatalogue("sendOutStatus", [
  { id: 0, key: "awaitSend", label: { "pt-BR": "Aguardando envio", en: "Await Send" } },
  { id: 1, key: "processingSend", label: { "pt-BR": "Enviando", en: "Processing Send" } },
  { id: 2, key: "completedSend", label: { "pt-BR": "Envio concluído", en: "Completed Send" } },
  { id: 3, key: "responseEmail", label: { "pt-BR": "E-mail respondido", en: "Response E-mail" } },
] as const);
