/**
 * The wire of a candidate's way into an account beyond sign-in (wire/auth.ts): asking again for the confirmation
 * mail, and the way back (`return_to`) a sign-up carries through the confirmation link.
 */
import { z } from "zod";
import { RETURN_PATH_MAX_LENGTH } from "../candidatePortal/returnPath";
import { emailSchema } from "../rules/text";

/**
 * The page to return to after the confirmation (a path of this site); any other value is dropped on the server,
 * not refused, since it comes from a link's query string and the visitor cannot fix it.
 */
export const returnToSchema = z.string().max(RETURN_PATH_MAX_LENGTH).optional();

/** `POST /confirmations`'s body: the e-mail whose confirmation mail should come again. */
export const resendConfirmationBodySchema = z.strictObject({ email: emailSchema, return_to: returnToSchema });

/** `POST /confirmations`'s one answer, whether or not the e-mail has an account still to confirm. */
export const resendConfirmationAnswerSchema = z.object({ message: z.string() });
