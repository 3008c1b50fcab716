import type { InputOf, ShortlistDetail } from "@seleta/api-client";

/**
 * A template made from the shortlist ("Salvar como modelo"): the first presentation in the shortlist's order as
 * the candidates' skeleton, and that candidate's salary and CV switches (the first candidate's when none has one).
 */
export function templateFromShortlist(name: string, items: ShortlistDetail["items"]): InputOf<"shortlist_templates"> {
  const model = items.find((item) => item.presentation) ?? items[0];
  return {
    name,
    presentation: model?.presentation ?? null,
    show_salary_expectation: model?.show_salary ?? false,
    show_cv: model?.show_cv ?? false,
  };
}
