/**
 * The locale react-aria formats dates with. Spec §1: dates are day/month/year in both languages, so English uses
 * the British conventions (dd/mm/yyyy, English month names) rather than the American month-first order.
 */
export function dateLocaleFor(locale: string): string {
  return locale.toLowerCase().startsWith("pt") ? "pt-BR" : "en-GB";
}

/** Money is BRL in every language (spec §1); each language writes it its own way ("R$ 1.234,56", "R$1,234.56"). */
export const BRL_FORMAT: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
