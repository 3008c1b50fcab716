import { offLimitScopes } from "../../catalogues/offLimitScopes";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** An off-limits agreement: whom at a client company recruiters must not approach, and until when. */
export const offLimits = defineEntity({
  name: "off_limits",
  model: "OffLimit",
  label: { one: t("Off limits", "Off limits"), many: t("Off limits", "Off limits") },
  icon: "block",
  area: "administrator",
  titleField: "reason",
  fields: {
    client_company: f.relation(L.clientCompany, "client_companies").required().column().sortable(),
    scope: f.select(t("Abrangência", "Scope"), offLimitScopes).required().column(),
    department: f.text(t("Departamento", "Department"), { max: 120 }),
    reason: f.text(t("Motivo", "Reason"), { max: 255 }).required().column().searchable(),
    starts_on: f.date(L.startDate).required().column().sortable(),
    ends_on: f.date(L.endDate).column().sortable(),
  },
  refine: (rule, report) => {
    if (rule.starts_on && rule.ends_on && rule.ends_on < rule.starts_on) report("ends_on", V.invalid.id);
  },
});

/** A candidate covered by an off-limits agreement, or by a rule of their own (a placed candidate's guarantee). */
export const offLimitRuleCandidates = defineEntity({
  name: "off_limit_rule_candidates",
  model: "OffLimitRuleCandidate",
  label: {
    one: t("Candidato off limits", "Off-limits candidate"),
    many: t("Candidatos off limits", "Off-limits candidates"),
  },
  icon: "block",
  area: "administrator",
  titleField: "candidate_name",
  fields: {
    candidate_name: f.text(L.candidate).readOnly().column().sortable().searchable(),
    candidate: f.relation(L.candidate, "candidates").required(),
    off_limit: f.relation(t("Regra", "Rule"), "off_limits"),
    client_company: f.relation(L.clientCompany, "client_companies").column(),
    reason: f.text(t("Motivo", "Reason"), { max: 255 }).column(),
    ends_on: f.date(L.endDate).column().sortable(),
  },
});
