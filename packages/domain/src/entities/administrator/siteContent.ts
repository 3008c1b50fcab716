/**
 * The public site's own content, written by the firm's administrators (Bullhorn has no CMS: this is what an
 * executive-search firm publishes). Every row belongs to one business (its brand's site), is written in one
 * language (`locale`: a page shows the visitor's language, else the business's pt-BR rows) and shows only once
 * `published` (and, where rows are dated, from `published_at` on). Rich texts are stored sanitised.
 */
import { contentLocales, publicationKinds } from "../../catalogues/siteContent";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

const locale = t("Idioma", "Language");
const summary = t("Resumo", "Summary");
const publishedAt = t("Publicado em", "Published on");
const sitePosition = t("Ordem no site", "Order on the site");

/**
 * What the firm publishes, by `kind`: its own publications (articles, reports), insights (short opinion pieces on
 * the market), research and surveys (salary surveys, market studies) and media mentions (press coverage in another
 * outlet: `outlet` and `external_url` name it). Newest first by `published_at`; a date in the future schedules it.
 */
export const publications = defineEntity({
  name: "publications",
  path: "site/publications",
  model: "Publication",
  label: { one: t("Publicação", "Publication"), many: t("Publicações", "Publications") },
  icon: "note",
  area: "administrator",
  titleField: "title",
  order: { published_at: "desc" },
  fields: {
    title: f.text(L.title, { max: 200 }).required().column().sortable().searchable(),
    kind: f.select(t("Tipo", "Kind"), publicationKinds).required().column().sortable(),
    locale: f.select(locale, contentLocales).required().column(),
    uid: f.text(L.uid).readOnly(),
    summary: f.longText(summary, { max: 400 }).searchable(),
    body: f.richText(L.body).searchable(),
    image: f.image(L.image),
    author: f.text(t("Autor", "Author"), { max: 120 }).column(),
    outlet: f.text(t("Veículo", "Outlet"), { max: 120 }).column(),
    external_url: f.url(t("Link externo", "External link")),
    published: f.boolean(L.published).column(),
    published_at: f.datetime(publishedAt).column().sortable(),
  },
});

/** A service the firm sells (executive search, interim management, assessment…), listed on /home/solutions. */
export const solutions = defineEntity({
  name: "solutions",
  path: "site/solutions",
  model: "Solution",
  label: { one: t("Solução", "Solution"), many: t("Soluções", "Solutions") },
  icon: "handshake",
  area: "administrator",
  titleField: "title",
  order: { position: "asc" },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    locale: f.select(locale, contentLocales).required().column(),
    summary: f.longText(summary, { max: 400 }),
    body: f.richText(L.body),
    image: f.image(L.image),
    position: f.integer(sitePosition, { min: 0, max: 1000 }).column().sortable(),
    published: f.boolean(L.published).column(),
  },
});

/**
 * A programme the firm runs for people rather than for one client (trainee and internship programmes, mentoring,
 * diversity and return-to-work programmes), listed on /home/programs with who it is for.
 */
export const programs = defineEntity({
  name: "programs",
  path: "site/programs",
  model: "Program",
  label: { one: t("Programa", "Program"), many: t("Programas", "Programs") },
  icon: "ladder",
  area: "administrator",
  titleField: "title",
  order: { position: "asc" },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    locale: f.select(locale, contentLocales).required().column(),
    audience: f.text(t("Para quem", "Who it is for"), { max: 160 }).column(),
    summary: f.longText(summary, { max: 400 }),
    body: f.richText(L.body),
    image: f.image(L.image),
    position: f.integer(sitePosition, { min: 0, max: 1000 }).column().sortable(),
    published: f.boolean(L.published).column(),
  },
});

/** A milestone of the firm's history ("nossa trajetória", /home/nossa-trajetoria): shown by year, oldest first. */
export const milestones = defineEntity({
  name: "milestones",
  path: "site/milestones",
  model: "Milestone",
  label: { one: t("Marco da trajetória", "Milestone"), many: t("Nossa trajetória", "Milestones") },
  icon: "trophy",
  area: "administrator",
  titleField: "title",
  order: { year: "asc" },
  fields: {
    year: f.integer(t("Ano", "Year"), { min: 1900, max: 2100 }).required().column().sortable(),
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    locale: f.select(locale, contentLocales).required().column(),
    text: f.richText(t("Texto", "Text")),
    published: f.boolean(L.published).column(),
  },
});
