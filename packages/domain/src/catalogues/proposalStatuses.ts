import { defineCatalogue, findEntry } from "./catalogue";

/** Spec §4, proposal statuses 0–25; `closing` marks the three that end a proposal (6, 7, 8). */
export const proposalStatuses = defineCatalogue("proposalStatus", [
  { id: 0, key: "lead", closing: false, label: { "pt-BR": "Lead", en: "Lead" } },
  { id: 1, key: "open", closing: false, label: { "pt-BR": "Aberta", en: "Open" } },
  { id: 2, key: "proposalSent", closing: false, label: { "pt-BR": "Proposta enviada", en: "Proposal sent" } },
  { id: 3, key: "qualifying", closing: false, label: { "pt-BR": "Qualificando", en: "Qualifying" } },
  { id: 4, key: "negotiating", closing: false, label: { "pt-BR": "Negociando", en: "Negotiating" } },
  { id: 5, key: "signed", closing: false, label: { "pt-BR": "Assinada", en: "Signed" } },
  { id: 6, key: "closed", closing: true, label: { "pt-BR": "Fechada", en: "Closed" } },
  { id: 7, key: "closedLost", closing: true, label: { "pt-BR": "Fechada - Perdida", en: "Closed - Lost" } },
  { id: 8, key: "won", closing: true, label: { "pt-BR": "Ganha", en: "Won" } },
  { id: 9, key: "converted", closing: false, label: { "pt-BR": "Convertida", en: "Converted" } },
  { id: 10, key: "homologation", closing: false, label: { "pt-BR": "Homologação", en: "Homologation" } },
  { id: 11, key: "signing", closing: false, label: { "pt-BR": "Em assinatura", en: "Signing" } },
  { id: 12, key: "rfpReceived", closing: false, label: { "pt-BR": "RFP recebida", en: "RFP Received" } },
  { id: 13, key: "bidOngoing", closing: false, label: { "pt-BR": "Concorrência em andamento", en: "Bid Ongoing" } },
  { id: 14, key: "rfiReceived", closing: false, label: { "pt-BR": "RFI recebida", en: "RFI Received" } },
  { id: 15, key: "rfiAnswered", closing: false, label: { "pt-BR": "RFI respondida", en: "RFI Answered" } },
  { id: 16, key: "rfpAnswered", closing: false, label: { "pt-BR": "RFP respondida", en: "RFP Answered" } },
  { id: 17, key: "rfqReceived", closing: false, label: { "pt-BR": "RFQ recebida", en: "RFQ Received" } },
  { id: 18, key: "rfqAnswered", closing: false, label: { "pt-BR": "RFQ respondida", en: "RFQ Answered" } },
  { id: 19, key: "bidReceived", closing: false, label: { "pt-BR": "Concorrência recebida", en: "Bid Received" } },
  { id: 20, key: "bidAnswered", closing: false, label: { "pt-BR": "Concorrência respondida", en: "Bid Answered" } },
  { id: 21, key: "bidWon", closing: false, label: { "pt-BR": "Concorrência ganha", en: "Bid Won" } },
  { id: 22, key: "bidLost", closing: false, label: { "pt-BR": "Concorrência perdida", en: "Bid Lost" } },
  {
    id: 23,
    key: "contractualNegotiation",
    closing: false,
    label: { "pt-BR": "Negociação contratual", en: "Contractual Negotiation" },
  },
  {
    id: 24,
    key: "homologationOngoing",
    closing: false,
    label: { "pt-BR": "Homologação em andamento", en: "Homologation Ongoing" },
  },
  {
    id: 25,
    key: "homologationConcluded",
    closing: false,
    label: { "pt-BR": "Homologação concluída", en: "Homologation Concluded" },
  },
] as const);

export function isClosingProposalStatus(id: number): boolean {
  return findEntry(proposalStatuses, id)?.closing === true;
}

/** Spec §4, why a proposal was closed (numbered in the spec's order from 1). */
export const proposalClosedReasons = defineCatalogue("proposalClosedReason", [
  { id: 1, key: "noResponse", label: { "pt-BR": "Sem resposta", en: "No Response" } },
  { id: 2, key: "noFunding", label: { "pt-BR": "Sem orçamento", en: "No Funding" } },
  { id: 3, key: "overprice", label: { "pt-BR": "Preço acima do esperado", en: "Overprice" } },
  { id: 4, key: "competition", label: { "pt-BR": "Concorrência", en: "Competition" } },
  { id: 5, key: "noOpportunity", label: { "pt-BR": "Sem oportunidade", en: "No Opportunity" } },
  { id: 6, key: "expertise", label: { "pt-BR": "Especialidade", en: "Expertise" } },
  { id: 7, key: "methodology", label: { "pt-BR": "Metodologia", en: "Methodology" } },
] as const);
