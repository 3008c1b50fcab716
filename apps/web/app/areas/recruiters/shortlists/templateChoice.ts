import type { InputOf, ShortlistDetail } from "@seleta/api-client";

/** A listed shortlist template, as far as the builder reads it. */
export type TemplateRow = {
  readonly id: number;
  readonly name?: string | null;
  readonly shared?: boolean | null;
  /** The owner's id, or the relation as the list answers it. */
  readonly owner?: number | { readonly id: number } | null;
};

const ownerOf = (row: TemplateRow) => (typeof row.owner === "object" ? (row.owner?.id ?? null) : (row.owner ?? null));

/** The templates a recruiter chooses from on the builder: their own, and those shared with the team. */
export function usableTemplates<Row extends TemplateRow>(rows: readonly Row[], recruiterId: number): Row[] {
  return rows.filter((row) => row.shared === true || ownerOf(row) === recruiterId);
}

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
