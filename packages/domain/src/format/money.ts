import type { Locale } from "../catalogues/catalogue";
import { numberFormat } from "./formatters";

/** Spec §1: currency is BRL, written the way each language writes money. */
export function formatCurrency(amount: number | null | undefined, locale: Locale = "pt-BR"): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "";
  return numberFormat(locale, { style: "currency", currency: "BRL" }).format(amount);
}

/**
 * Spec §5: the currency input uses nl-NL number formatting (1.234,56 — the same marks as Brazil) without a
 * currency sign.
 */
export const CURRENCY_INPUT_LOCALE = "nl-NL";

export function formatCurrencyInput(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "";
  return numberFormat(CURRENCY_INPUT_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** Reads what a user typed in the currency input ("1.234,56", "R$ 99,9") back to a number; null if unreadable. */
export function parseCurrencyInput(text: string): number | null {
  const cleaned = text.replace(/[^\d,.-]/g, "");
  if (!/\d/.test(cleaned)) return null;
  const amount = Number(cleaned.replace(/\./g, "").replace(",", "."));
  return Number.isFinite(amount) ? amount : null;
}

export function formatPercent(value: number | null | undefined, locale: Locale = "pt-BR"): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}
