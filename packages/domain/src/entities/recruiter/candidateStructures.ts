/**
 * The structures kept inside a candidate's record (spec §3): a career's jobs, education, languages, skills,
 * references and the Big Five profile, each declared by its labelled properties. The schemas the API validates with,
 * the forms' rows and the pages' labels all come from these declarations.
 */
import { BIG_FIVE_TRAIT_LABELS, BIG_FIVE_TRAITS, type BigFiveTrait } from "../../assessments/bigFiveTraits";
import { hiringRegimes } from "../../catalogues/hiringRegimes";
import { languageLevels } from "../../catalogues/languageLevels";
import { skillLevels, skillYears } from "../../catalogues/skillYears";
import { type Field, f, t } from "../field";

/** One job of a candidate's career; the current one also carries pay and benefits (spec §3 current_experience). */
export const experienceItems = {
  company: f.text(t("Empresa", "Company"), { max: 160 }).required(),
  role: f.text(t("Cargo", "Role"), { max: 160 }).required(),
  start_date: f.date(t("Início", "Start")).required(),
  end_date: f.date(t("Fim", "End")),
  regime: f.select(t("Regime", "Regime"), hiringRegimes),
  salary: f.currency(t("Salário", "Salary")),
  bonus: f.currency(t("Bônus", "Bonus")),
  benefits: f.longText(t("Benefícios", "Benefits"), { max: 2000 }),
  description: f.longText(t("Descrição", "Description"), { max: 5000 }),
};

export const educationItems = {
  institution: f.text(t("Instituição", "Institution"), { max: 160 }).required(),
  course: f.text(t("Curso", "Course"), { max: 160 }).required(),
  degree: f.text(t("Grau", "Degree"), { max: 80 }),
  start_date: f.date(t("Início", "Start")),
  end_date: f.date(t("Fim", "End")),
};

export const languageItems = {
  language: f.text(t("Idioma", "Language"), { max: 60 }).required(),
  level: f.select(t("Nível", "Level"), languageLevels).required(),
};

/** Spec §3: a skill entry has years and level. */
export const skillItems = {
  name: f.text(t("Habilidade", "Skill"), { max: 80 }).required(),
  years: f.select(t("Anos de experiência", "Years of experience"), skillYears).required(),
  level: f.select(t("Nível", "Level"), skillLevels).required(),
};

export const professionalReferenceItems = {
  name: f.text(t("Nome", "Name"), { max: 120 }).required(),
  company: f.text(t("Empresa", "Company"), { max: 160 }),
  role: f.text(t("Cargo", "Role"), { max: 120 }),
  relationship: f.text(t("Relação", "Relationship"), { max: 120 }),
  email: f.email(t("E-mail", "E-mail")),
  phone: f.phone(t("Telefone", "Phone")),
};

/**
 * A Big Five profile: each trait as a 0–100 percentile (spec §3 bigfive_50 / bigfive_120), written by the
 * cultural-fit questionnaire, never typed by hand.
 */
export const bigFiveItems = {
  ...(Object.fromEntries(
    BIG_FIVE_TRAITS.map((trait) => [trait, f.decimal(BIG_FIVE_TRAIT_LABELS[trait], { min: 0, max: 100 }).required()]),
  ) as Record<BigFiveTrait, Field<number, true, true>>),
  answered_at: f.datetime(t("Respondido em", "Answered at")),
};
