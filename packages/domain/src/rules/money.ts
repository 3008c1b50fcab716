import { z } from "zod";
import { V } from "./messages";
import { missingAs } from "./text";

/** Spec §5, a currency amount (BRL): no negative values; cents are kept, never more. */
export const currencySchema = z
  .number({ error: missingAs(V.required.id) })
  .finite()
  .min(0, V.currencyNegative.id)
  .transform((amount) => Math.round(amount * 100) / 100);

export const optionalCurrencySchema = currencySchema.nullable().optional();
