import { z } from "zod";
import { ENTITY_ICONS } from "../entities/defineEntity";
import { entityNameSchema } from "./entities";

/** Spec §2/§7: one result card of the global search — what the dialog shows and where it leads. */
export const globalSearchItemSchema = z.object({
  /** The registry name (`candidates`), as the request names it. */
  entity: entityNameSchema,
  /** The record's type (spec §3): the registry's model name. */
  model: z.string(),
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  avatar: z.string().nullable(),
  icon: z.enum(ENTITY_ICONS),
  /** The record's page in the web app. */
  link: z.string(),
});

/** `GET /recruiters/global_searchs?term=&entity=[...]`: the ten best of each kind asked for. */
export const globalSearchAnswerSchema = z.object({ global_searchs: z.array(globalSearchItemSchema) });
