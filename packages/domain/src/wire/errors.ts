import { z } from "zod";

/**
 * The one error body of every non-2xx answer of /api/v1:
 *   { "error": { "code": "not_found", "message": "…", "request_id": "…", "fields": { "email": ["Invalid email"] } } }
 * `message` is already in the caller's language; `fields` names the fields that were refused. The API always sends
 * `request_id`; the client also reads bodies that never reached the API (a network error), which have none.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    request_id: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
