import { contentLocales } from "../../catalogues/siteContent";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * A course shown on the public /courses pages (spec §2) once `published`, at /courses/{uid}. Written in one `locale`
 * (see siteContent.ts); `uid` is set by the server on create, random and stable.
 */
export const courses = defineEntity({
  name: "courses",
  model: "Course",
  label: { one: t("Curso", "Course"), many: t("Cursos", "Courses") },
  icon: "school",
  area: "administrator",
  titleField: "title",
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    uid: f.text(L.uid).readOnly(),
    image: f.image(L.image),
    description: f.richText(L.description).searchable(),
    instructor: f.text(t("Instrutor", "Instructor"), { max: 120 }).column(),
    starts_at: f.datetime(L.startsAt).column().sortable(),
    ends_at: f.datetime(L.endsAt).sortable(),
    workload_hours: f.integer(t("Carga horária (h)", "Workload (h)"), { min: 1 }),
    seats: f.integer(t("Vagas", "Seats"), { min: 0 }),
    price: f.currency(t("Preço", "Price")).column(),
    online_url: f.url(t("Link da aula", "Class link")),
    benefits: f.relations(t("Benefícios", "Benefits"), "benefits"),
    locale: f.select(t("Idioma", "Language"), contentLocales).column(),
    summary: f.longText(t("Resumo", "Summary"), { max: 400 }),
    published: f.boolean(L.published).column(),
  },
});
