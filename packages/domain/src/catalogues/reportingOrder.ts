import { applyStages } from "./applyStages";
import { type CatalogueEntry, type CatalogueKey, catalogueIdOf, defineCatalogue, findEntry } from "./catalogue";
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

type ApplyStageKey = CatalogueKey<typeof applyStages>;

/** A pipeline row that counts the applies at one stage, named and labelled as that stage. */
function stageRow(key: ApplyStageKey): Omit<ReportingRow, "id"> {
  const stage = findEntry(applyStages, catalogueIdOf(applyStages, key));
  if (!stage) throw new Error(`No apply stage ${key}`);
  return { key, group: "pipeline", applyStage: stage.id, label: stage.label };
}

const pipeline: Omit<ReportingRow, "id">[] = [
  {
    key: "preWebResponse",
    group: "pipeline",
    applyStage: catalogueIdOf(applyStages, "webResponse"),
    label: { "pt-BR": "Pré – Candidatura web", en: "Pre – Web Response" },
  },
  ...submissionStatuses.entries.map((status) => ({
    key: `submission.${status.key}`,
    group: "pipeline" as const,
    applyStage: catalogueIdOf(applyStages, "submission"),
    submissionStatus: status.id,
    label: status.label,
  })),
  stageRow("testSent"),
  stageRow("testApproved"),
  stageRow("internalInterview"),
  { key: "cvSent", group: "pipeline", label: { "pt-BR": "CV enviado", en: "CV Sent" } },
  {
    key: "approvedShortList",
    group: "pipeline",
    submissionStatus: catalogueIdOf(submissionStatuses, "approvedShortList"),
    label: { "pt-BR": "Aprovado Short List", en: "Approved Short List" },
  },
  stageRow("interview"),
  stageRow("refCheck"),
  stageRow("offerExtended"),
  stageRow("placement"),
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
