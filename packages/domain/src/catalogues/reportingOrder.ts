import { applyStages } from "./applyStages";
import { type CatalogueEntry, defineCatalogue, findEntry, type LocalizedText } from "./catalogue";
import { rejectReasonsBy } from "./rejectReasons";
import { submissionStatuses } from "./submissionStatuses";

export type ReportingGroup = "pipeline" | "rejectedByConsultant" | "rejectedByClient";

/** One row of the pipeline report; its id is its position, and it says which apply it counts. */
export type ReportingRow = CatalogueEntry & {
  readonly group: ReportingGroup;
  readonly applyStage?: number;
  readonly submissionStatus?: number;
  readonly rejectReason?: number;
};

function stageLabel(stageId: number): LocalizedText {
  const stage = findEntry(applyStages, stageId);
  if (!stage) throw new Error(`No apply stage ${stageId}`);
  return stage.label;
}

const pipeline: Omit<ReportingRow, "id">[] = [
  {
    key: "preWebResponse",
    group: "pipeline",
    applyStage: 0,
    label: { "pt-BR": "Pré – Candidatura web", en: "Pre – Web Response" },
  },
  ...submissionStatuses.entries.map((status) => ({
    key: `submission.${status.key}`,
    group: "pipeline" as const,
    applyStage: 1,
    submissionStatus: status.id,
    label: status.label,
  })),
  { key: "testSent", group: "pipeline", applyStage: 2, label: stageLabel(2) },
  { key: "testApproved", group: "pipeline", applyStage: 3, label: stageLabel(3) },
  { key: "internalInterview", group: "pipeline", applyStage: 4, label: stageLabel(4) },
  { key: "cvSent", group: "pipeline", label: { "pt-BR": "CV enviado", en: "CV Sent" } },
  {
    key: "approvedShortList",
    group: "pipeline",
    submissionStatus: 7,
    label: { "pt-BR": "Aprovado Short List", en: "Approved Short List" },
  },
  { key: "interview", group: "pipeline", applyStage: 5, label: stageLabel(5) },
  { key: "refCheck", group: "pipeline", applyStage: 6, label: stageLabel(6) },
  { key: "offerExtended", group: "pipeline", applyStage: 7, label: stageLabel(7) },
  { key: "placement", group: "pipeline", applyStage: 8, label: stageLabel(8) },
];

/** Reasons the report adds to the reject-reason catalogue for each side (spec §4). */
const consultantOnlyReasons: Omit<ReportingRow, "id">[] = [
  {
    key: "rejectedByConsultant.screening",
    group: "rejectedByConsultant",
    label: { "pt-BR": "Reprovado pelo consultor - Triagem", en: "Rejected by Consultant - Screening" },
  },
  {
    key: "rejectedByConsultant.interviewPartner",
    group: "rejectedByConsultant",
    label: {
      "pt-BR": "Reprovado pelo consultor - Entrevista com sócio",
      en: "Rejected by Consultant - Interview Partner",
    },
  },
];

const clientOnlyReasons: Omit<ReportingRow, "id">[] = [
  {
    key: "rejectedByClient.site",
    group: "rejectedByClient",
    label: { "pt-BR": "Reprovado pelo cliente - Site", en: "Rejected by Client - Site" },
  },
  {
    key: "rejectedByClient.language",
    group: "rejectedByClient",
    label: { "pt-BR": "Reprovado pelo cliente - Idioma", en: "Rejected by Client - Language" },
  },
  {
    key: "rejectedByClient.cvAnalysis",
    group: "rejectedByClient",
    label: { "pt-BR": "Reprovado pelo cliente - Análise de CV", en: "Rejected by Client - CV Analysis" },
  },
];

const rows: Omit<ReportingRow, "id">[] = [
  ...pipeline,
  ...consultantOnlyReasons,
  ...rejectReasonsBy("consultant").map((reason) => ({
    key: `rejectedByConsultant.${reason.key}`,
    group: "rejectedByConsultant" as const,
    rejectReason: reason.id,
    label: reason.label,
  })),
  ...clientOnlyReasons,
  ...rejectReasonsBy("client").map((reason) => ({
    key: `rejectedByClient.${reason.key}`,
    group: "rejectedByClient" as const,
    rejectReason: reason.id,
    label: reason.label,
  })),
];

/** Spec §4, the reporting order: pipeline rows first, then rejections by the consultant, then by the client. */
export const reportingOrder = defineCatalogue<ReportingRow>(
  "reportingOrder",
  rows.map((row, index) => ({ ...row, id: index + 1 })),
);
