import { z } from "zod";
import { type Catalogue, type CatalogueId, catalogueIds } from "./catalogue";

/** Accepts exactly the catalogue's ids: what the API validates and forms offer. */
export function catalogueIdSchema<C extends Catalogue>(catalogue: C, params?: { error?: z.core.$ZodErrorMap }) {
  const ids = catalogueIds(catalogue) as [CatalogueId<C>, ...CatalogueId<C>[]];
  return z.literal(ids, params);
}
