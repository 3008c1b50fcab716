/**
 * `GET /recruiters/recruiter_names?ids=1,2`: the names of colleagues a record points to (a job's owner, a task's
 * responsible), for recruiters who may not read the administrator area's recruiters. Names only: what any
 * recruiter already sees beside the records they may read.
 */
import { z } from "zod";

/** Most ids one call names (a list page's owners, a form's relations). */
export const RECRUITER_NAMES_MAX = 100;

export const recruiterNamesQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${RECRUITER_NAMES_MAX - 1}}$`), "Up to 100 ids, separated by commas."),
});

export const recruiterNameSchema = z.object({ id: z.number(), name: z.string() });

export const recruiterNamesAnswerSchema = z.object({ recruiter_names: z.array(recruiterNameSchema) });
