import { groupCompanies } from "../../catalogues/groupCompanies";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * Spec §3 signature: the recruiter's e-mail signature. Its fields validate with the spec §5 signature rule
 * (so a missing company reads 'Select a company!' here too); `html` is the rendered preview the server stores.
 */
export const signatures = defineEntity({
  name: "signatures",
  model: "Signature",
  label: { one: t("Assinatura", "Signature"), many: t("Assinaturas", "Signatures") },
  icon: "signature",
  area: "recruiter",
  createdBy: "signatureEditor",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    title: f.text(t("Cargo", "Title"), { max: 120 }).required().column(),
    company: f.select(t("Empresa", "Company"), groupCompanies).required().column().validate("signatureCompany"),
    email: f.email(L.email).required().column(),
    linkedin: f.url(L.linkedin),
    mobile_phone: f.phone(L.mobilePhone).required(),
    phone: f.phone(L.phone),
    html: f.richText(t("Assinatura renderizada", "Rendered signature")).readOnly(),
    recruiter: f.relation(t("Recrutador", "Recruiter"), "recruiters").readOnly().column(),
  },
});
