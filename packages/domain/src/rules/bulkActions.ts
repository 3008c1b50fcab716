import { z } from "zod";
import { isUnfilteredSelectAll } from "./bulkSelection";
import { recordIdSchema } from "./ids";
import { V } from "./messages";

export {
  BULK_MAIL_THRESHOLD,
  deleteConfirmation,
  isUnfilteredSelectAll,
  type MailSendingType,
  mailSendingType,
} from "./bulkSelection";

/** Spec §3, one record picked by hand for a bulk action or a download. */
export const collectionItemSchema = z.object({
  reference_type: z.string().min(1),
  reference_id: recordIdSchema(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** A named filter preset of the entity (registry `filters`: `mine`, `open`, …); the API refuses unknown names. */
export const filterPresetSchema = z.string().min(1);
export type FilterPresetName = z.infer<typeof filterPresetSchema>;

/** Spec §3, "select all": the list's search as it stands, minus the rows the user deselected by hand. */
export const selectAllSearchSchema = z.object({
  entity: z.string().min(1),
  search: z.string().optional(),
  term: z.string().default(""),
  where: z.record(z.string(), z.unknown()).default({}),
  excluded_ids: z.array(recordIdSchema()).default([]),
  page: z.number().int().positive().default(1),
  filter: z.array(filterPresetSchema).default([]),
  order: z.record(z.string(), z.enum(["asc", "desc"])).default({}),
  terms_search: z.string().optional(),
  terms_required: z.string().optional(),
  terms_optional: z.string().optional(),
  terms_excluded: z.string().optional(),
});
export type SelectAllSearch = z.infer<typeof selectAllSearchSchema>;

/**
 * Spec §3/§5, a bulk collection: records picked one by one, or every match of a search. A "select all" with no
 * term, where or filter is refused ('Make a filter before do this action') so no one mails or deletes a whole base.
 */
export const bulkCollectionSchema = z
  .object({
    collections: z.array(collectionItemSchema).optional(),
    select_all_params: z.object({ search: selectAllSearchSchema }).optional(),
  })
  .superRefine((collection, context) => {
    const search = collection.select_all_params?.search;
    if (search && isUnfilteredSelectAll(search)) {
      context.addIssue({ code: "custom", message: V.bulkNeedsFilter.id, path: ["select_all_params"] });
    }
    if (!search && (collection.collections?.length ?? 0) === 0) {
      context.addIssue({ code: "custom", message: V.required.id, path: ["collections"] });
    }
  });
export type BulkCollection = z.infer<typeof bulkCollectionSchema>;
