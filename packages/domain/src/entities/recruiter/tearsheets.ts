import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * Spec §2 "List": a named list of candidates (Bullhorn's Tearsheet), worked as a kanban of its candidates. A list is
 * its owner's until shared with the team (`shared`) or with named colleagues (`shared_with`). The talent pool is the
 * firm's standing list of candidates kept for future searches: one per business, made by the server (never by a
 * form), shared, and never deleted.
 */
export const tearsheets = defineEntity({
  name: "tearsheets",
  model: "Tearsheet",
  label: { one: t("Lista", "List"), many: t("Listas", "Lists") },
  icon: "list",
  area: "recruiter",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    description: f.longText(L.description),
    job: f.relation(L.job, "jobs").column(),
    owner: f.relation(L.owner, "recruiters").readOnly().column().sortable(),
    shared: f.boolean(t("Compartilhada com a equipe", "Shared with the team")).column(),
    shared_with: f.relations(t("Compartilhada com", "Shared with"), "recruiters"),
    candidates_count: f.integer(t("Candidatos", "Candidates")).readOnly().column().sortable(),
    talent_pool: f.boolean(t("Banco de talentos", "Talent pool")).readOnly().column(),
  },
  // The colleagues a list is shared with fill it and move its cards; its owner alone deletes it.
  privateRows: {
    flag: "shared",
    owner: "owner",
    flagMeans: "shared",
    members: "shared_with",
    sharedActions: ["read", "export", "update"],
  },
  keptRows: "talent_pool",
  filters: {
    talent_pool: { label: t("Banco de talentos", "Talent pool"), where: { talent_pool: true } },
  },
});
