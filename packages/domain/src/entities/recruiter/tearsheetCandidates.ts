import { tearsheetStages } from "../../catalogues/tearsheetStages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A candidate on a list: the cards of the tearsheet kanban (spec §2), grouped by stage and ordered by position. */
export const tearsheetCandidates = defineEntity({
  name: "tearsheet_candidates",
  model: "TearsheetCandidate",
  label: { one: t("Candidato da lista", "List candidate"), many: t("Candidatos da lista", "List candidates") },
  icon: "personSearch",
  area: "recruiter",
  createdBy: "listSelection",
  titleField: "candidate_name",
  parent: { entity: "tearsheets", field: "tearsheet", countedIn: "candidates_count" },
  views: { kanban: { groupBy: "stage" } },
  order: { position: "asc" },
  fields: {
    tearsheet: f.relation(t("Lista", "List"), "tearsheets").required(),
    candidate: f.relation(L.candidate, "candidates").required(),
    candidate_name: f.text(L.candidate).readOnly().column().sortable().searchable(),
    stage: f.select(t("Etapa", "Stage"), tearsheetStages).required().column().sortable(),
    position: f.integer(L.position, { min: 0 }).sortable(),
    comments: f.longText(L.comments),
    added_by: f.relation(t("Adicionado por", "Added by"), "recruiters").readOnly(),
  },
});
