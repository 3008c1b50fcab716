import { applySources } from "../../catalogues/applySources";
import { candidateStatus } from "../../catalogues/candidateStatus";
import { disabilities, disabilityCategories } from "../../catalogues/disabilities";
import { ethnicities } from "../../catalogues/ethnicities";
import { biologicalGenders, genderNeedsSpecification, genders } from "../../catalogues/genders";
import { hiringRegimes } from "../../catalogues/hiringRegimes";
import { kinship } from "../../catalogues/kinship";
import { languageLevels } from "../../catalogues/languageLevels";
import { professionalMoments } from "../../catalogues/professionalMoments";
import { workTypes } from "../../catalogues/workTypes";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";
import {
  bigFiveItems,
  educationItems,
  experienceItems,
  languageItems,
  professionalReferenceItems,
  skillItems,
} from "./candidateStructures";

/**
 * Spec §3, the candidate's full field catalogue (profile and recruiter-side fields). Ethnicity, disabilities,
 * biological gender, date of birth, CPF, RG and PIS are LGPD-sensitive.
 */
export const candidates = defineEntity({
  name: "candidates",
  model: "Candidate",
  label: { one: t("Candidato", "Candidate"), many: t("Candidatos", "Candidates") },
  icon: "person",
  area: "recruiter",
  titleField: "name",
  search: "candidate",
  duplicates: true,
  addedToLists: true,
  files: { extractsText: true },
  // A signed-in candidate reads and edits their own record (spec §6), but for the firm's own fields; their e-mail
  // (the sign-in's), photo and CV change through their own routes.
  outsideAccess: {
    candidate: {
      actions: ["read", "update"],
      rows: "self",
      recruiterOnly: ["status", "source", "owner", "tags", "last_activity_at"],
      readOnly: ["email", "avatar", "cv", "completed_register", "confirmed"],
    },
  },
  fields: {
    avatar: f.image(t("Foto", "Photo")).section("profile"),
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable().section("profile"),
    role_name: f
      .text(t("Cargo atual", "Current role"), { max: 160 })
      .column()
      .sortable()
      .searchable()
      .section("profile"),
    email: f.email(L.email).required().column().sortable().searchable().section("profile"),
    mobile_phone: f.phone(L.mobilePhone).column().searchable().section("profile"),
    address: f.text(L.address, { max: 255 }).section("profile"),
    city: f.text(L.city, { max: 120 }).column().sortable().section("profile"),
    state: f.text(L.state, { max: 60 }).sortable().section("profile"),
    nationality: f.country(t("Nacionalidade", "Nationality")).section("profile"),
    linkedin: f.url(L.linkedin).searchable().section("links"),
    github: f.url(t("GitHub", "GitHub")).section("links"),
    stackoverflow: f.url(t("Stack Overflow", "Stack Overflow")).section("links"),
    portifolio: f.url(t("Portfólio", "Portfolio")).section("links"),
    status: f.select(L.status, candidateStatus).required().column().sortable().section("recruitment"),
    source: f.select(t("Origem", "Source"), applySources).sortable().section("recruitment"),
    owner: f.relation(L.owner, "recruiters").column().sortable().section("recruitment"),
    tags: f.tags(t("Etiquetas", "Tags")).searchable().section("recruitment"),
    professional_moment: f
      .select(t("Momento profissional", "Professional moment"), professionalMoments)
      .sortable()
      .section("preferences"),
    remote_work: f.select(t("Trabalho remoto", "Remote work"), workTypes).section("preferences"),
    mobility: f.boolean(t("Disponível para mudança", "Willing to relocate")).section("preferences"),
    current_regime: f.select(t("Regime atual", "Current regime"), hiringRegimes).section("preferences"),
    hiring_regimes: f
      .multiSelect(t("Regimes de interesse", "Hiring regimes of interest"), hiringRegimes)
      .section("preferences"),
    business_areas: f.relations(t("Áreas de atuação", "Business areas"), "category_sectors").section("preferences"),
    clt_expectation: f.currency(t("Pretensão CLT", "CLT salary expectation")).sortable().section("pretensions"),
    pj_expectation: f.currency(t("Pretensão PJ", "PJ salary expectation")).sortable().section("pretensions"),
    temporary_expectation: f.currency(t("Pretensão temporário", "Temporary salary expectation")).section("pretensions"),
    freelance_expectation: f.currency(t("Pretensão freelancer", "Freelance rate expectation")).section("pretensions"),
    self_introduction: f
      .longText(t("Apresentação", "Self introduction"), { max: 5000 })
      .searchable()
      .section("presentation"),
    current_experience: f.object(t("Experiência atual", "Current experience"), experienceItems).section("experience"),
    other_experiences: f.list(t("Outras experiências", "Other experiences"), experienceItems).section("experience"),
    educations: f.list(t("Formação", "Education"), educationItems).section("education"),
    languages: f.list(t("Idiomas", "Languages"), languageItems).section("languages"),
    skills: f.list(t("Habilidades", "Skills"), skillItems).section("skills"),
    professional_reference: f
      .list(t("Referências profissionais", "Professional references"), professionalReferenceItems)
      .section("references"),
    cv: f.file(t("Currículo", "CV")).section("profile"),
    gender: f.select(t("Gênero", "Gender"), genders).section("diversity"),
    gender_specification: f
      .text(t("Especificação do gênero", "Gender specification"), { max: 80 })
      .section("diversity"),
    biological_gender: f
      .select(t("Sexo biológico", "Biological gender"), biologicalGenders)
      .sensitive()
      .section("diversity"),
    ethnicity: f.select(t("Cor ou raça", "Ethnicity"), ethnicities).sensitive().section("diversity"),
    disabilitys: f.multiSelect(t("Deficiências", "Disabilities"), disabilities).sensitive().section("diversity"),
    disability_categories: f
      .multiSelect(t("Categorias de deficiência", "Disability categories"), disabilityCategories)
      .sensitive()
      .section("diversity"),
    date_birth: f.date(t("Data de nascimento", "Date of birth")).sensitive().section("documents"),
    cpf: f.cpf(t("CPF", "CPF")).sensitive().filters("eq").section("documents"),
    rg: f.rg(t("RG", "RG")).sensitive().filters("eq").section("documents"),
    pis: f.pis(t("PIS", "PIS")).sensitive().filters("eq").section("documents"),
    mother_name: f.text(t("Nome da mãe", "Mother's name"), { max: 160 }).section("documents"),
    father_name: f.text(t("Nome do pai", "Father's name"), { max: 160 }).section("documents"),
    emergency_contact_name: f.text(t("Contato de emergência", "Emergency contact"), { max: 160 }).section("emergency"),
    emergency_contact_phone: f.phone(t("Telefone de emergência", "Emergency contact phone")).section("emergency"),
    emergency_contact_kinship: f.select(t("Parentesco", "Kinship"), kinship).section("emergency"),
    bigfive_50: f
      .object(t("Big Five (50 perguntas)", "Big Five (50 questions)"), bigFiveItems)
      .readOnly()
      .section("assessments"),
    bigfive_120: f
      .object(t("Big Five (120 perguntas)", "Big Five (120 questions)"), bigFiveItems)
      .readOnly()
      .section("assessments"),
    completed_register: f.boolean(t("Cadastro completo", "Registration completed")).readOnly(),
    // Written by the registration wizard's own endpoint as the candidate moves on: where a reload resumes.
    registration_stage: f
      .integer(t("Etapas do cadastro concluídas", "Registration stages done"), { min: 0, max: 6 })
      .readOnly(),
    confirmed: f.boolean(t("E-mail confirmado", "E-mail confirmed")).readOnly(),
    last_activity_at: f.datetime(t("Última atividade", "Last activity")).readOnly().column().sortable(),
  },
  filters: {
    mine: { label: t("Meus candidatos", "My candidates"), where: ({ recruiterId }) => ({ owner: recruiterId }) },
    created_today: {
      label: t("Cadastrados hoje", "Added today"),
      where: ({ startOfToday }) => ({ created_at: { gte: startOfToday } }),
    },
  },
  subSearches: {
    skills: { kind: "text", label: t("Habilidade", "Skill"), sources: [{ field: "skills", property: "name" }] },
    experience_company: {
      kind: "text",
      label: t("Empresa (experiência)", "Company (experience)"),
      sources: [
        { field: "current_experience", property: "company" },
        { field: "other_experiences", property: "company" },
      ],
    },
    language: {
      kind: "level",
      label: t("Idioma", "Language"),
      field: "languages",
      nameProperty: "language",
      levelProperty: "level",
      levels: languageLevels,
    },
  },
  refine: (candidate, report) => {
    // Spec §9: 'Other' needs a specification.
    if (genderNeedsSpecification(candidate.gender) && !candidate.gender_specification?.trim()) {
      report("gender_specification", V.genderSpecificationRequired.id);
    }
  },
});
