import { LIST_TOTAL_CAP } from "../../entities/listQuery";
import { listViewMessages } from "./messages";

const M = listViewMessages.messages;

/**
 * How the list says its total. The API counts up to `LIST_TOTAL_CAP` rows: an exact total is said as it is; past the
 * cap the total is flagged as estimated, and said as a lower bound ("more than 10,000") when the count stopped at
 * the cap, or as the database's estimate ("about 48,000") when the planner expected more than the cap.
 */
export function totalMessage(total: number, estimated: boolean) {
  const bound = totalBound(total, estimated);
  const message = { exact: M.total, moreThan: M.totalMoreThan, about: M.totalAbout }[bound.kind];
  return { message, values: { total: bound.total } };
}

export type TotalBound = { readonly kind: "exact" | "moreThan" | "about"; readonly total: number };

/** The rule of `totalMessage` for any text that says a list's size (the export dialog's too). */
export function totalBound(total: number, estimated: boolean): TotalBound {
  if (!estimated) return { kind: "exact", total };
  if (total <= LIST_TOTAL_CAP + 1) return { kind: "moreThan", total: LIST_TOTAL_CAP };
  return { kind: "about", total: roundedEstimate(total) };
}

/** An estimate keeps two significant digits: 48,213 is "about 48,000", not a figure that looks counted. */
export function roundedEstimate(total: number): number {
  if (total < 100) return total;
  const unit = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / unit) * unit;
}
