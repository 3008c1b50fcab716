import { isValidPhone, normalisePhone } from "@seleta/ui/phone";
import { z } from "zod";
import { V } from "./messages";
import { blankToNull, missingAs } from "./text";

/**
 * Spec §5 phones. The rule itself (valid lengths, digits, the stored form, the display by length) is written once, in
 * `@seleta/ui/phone`: a React-free module of the UI kit, the only one the model imports (biome.json allows it, and
 * `purity.test.ts` fails if it ever brings anything else along). The model adds the schemas and their messages.
 */
export { isValidPhone, normalisePhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from "@seleta/ui/phone";

/** Spec §5, a required phone: empty gives 'Esse campo é obrigatório.'. */
export const phoneSchema = z
  .string({ error: missingAs(V.phoneRequired.id) })
  .trim()
  .min(1, V.phoneRequired.id)
  .refine(isValidPhone, V.phoneInvalid.id)
  .transform(normalisePhone);

export const optionalPhoneSchema = z.preprocess(blankToNull, phoneSchema.nullable()).optional();
