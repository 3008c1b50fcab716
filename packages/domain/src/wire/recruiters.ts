/** Spec §3/§7: the recruiter's businesses and the current one, the administrator's dashboard, the profile. */
import { z } from "zod";
import { recordIdSchema } from "../rules/ids";
import { recruiterMeSchema } from "./auth";

/** Spec §3 Business as the recruiter's menus show it. */
export const businessSchema = z.object({ id: z.number(), name: z.string(), logo_url: z.string().nullable() });

/** `GET /recruiters/businesses`. */
export const businessesAnswerSchema = z.object({ businesses: z.array(businessSchema) });

/** `GET|PUT /recruiters/business.json`. */
export const businessSelectionSchema = z.object({
  businesses: z.array(businessSchema),
  business_selected: businessSchema.nullable(),
});

/** `PUT /recruiters/business.json`: the business chosen, by id or as the object the menu holds. */
export const businessChoiceBodySchema = z.strictObject({
  business_selected: z.union([recordIdSchema(), z.strictObject({ id: recordIdSchema() })]),
});

/** `GET /recruiters/administrator/dashboard`. */
export const adminDashboardSchema = z.object({ data: z.object({ nubela_credit: z.number() }) });

/** `GET /recruiters/profile` and `PUT /recruiters`. */
export const recruiterAnswerSchema = z.object({ recruiter: recruiterMeSchema });
