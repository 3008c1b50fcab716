import { z } from "zod";
import { catalogueIds } from "../catalogues/catalogue";
import { groupCompanies } from "../catalogues/groupCompanies";
import { V } from "./messages";
import { optionalPhoneSchema, phoneSchema } from "./phone";
import { blankToNull, emailSchema, optionalUrlSchema, requiredText } from "./text";

const companyIds: readonly number[] = catalogueIds(groupCompanies);

/**
 * Spec §5, the recruiter's e-mail signature: name, title, e-mail, company and mobile phone are required; phone and
 * LinkedIn are optional, and a LinkedIn link without a scheme gets https://.
 */
export const signatureSchema = z.object({
  name: requiredText({ max: 120 }),
  title: requiredText({ max: 120 }),
  email: emailSchema,
  company: z.preprocess(
    blankToNull,
    z
      .number({ error: V.selectCompany.id })
      .int()
      .refine((id) => companyIds.includes(id), V.selectCompany.id),
  ),
  mobile_phone: phoneSchema,
  phone: optionalPhoneSchema,
  linkedin: optionalUrlSchema,
});

export type SignatureInput = z.input<typeof signatureSchema>;
export type Signature = z.output<typeof signatureSchema>;

/** The empty form the editor opens with (and returns to 500 ms after Cancel). */
export const emptySignature = {
  name: "",
  title: "",
  email: "",
  company: null,
  mobile_phone: "",
  phone: "",
  linkedin: "",
} as const satisfies Record<keyof SignatureInput, unknown>;
