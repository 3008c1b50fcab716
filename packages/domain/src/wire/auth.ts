/** Spec §3/§6/§7: the signed-in users of the three strategies and what signing in, up and back in answers. */
import { z } from "zod";
import type { AuthStrategy } from "../catalogues/authStrategies";
import { ACTIONS } from "../permissions/actions";
import { emailSchema, requiredText } from "../rules/text";

/** Spec §3 role_permissions as served: entity name → allowed actions. */
const rolePermissionsWire = z.record(z.string(), z.array(z.enum(ACTIONS)).readonly());

export const recruiterMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  photoUrl: z.string().nullable(),
  signature: z.string().nullable(),
  /** The live socket's token (spec §7); null while no cable is served, and then the app opens no socket. */
  devise_token: z.string().nullable(),
  logged_in_with_microsoft: z.boolean(),
  role_permissions: rolePermissionsWire,
  business_id: z.number().nullable(),
});

export const candidateMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  completed_register: z.boolean(),
  confirmed: z.boolean(),
});

export const clientContactMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  photoUrl: z.string().nullable(),
  client_company_id: z.number(),
});

export { STRATEGY_ROOT_KEYS } from "./strategyRootKeys";

/** The signed-in user of each strategy. */
export const sessionUserSchemas = {
  candidates: candidateMeSchema,
  recruiters: recruiterMeSchema,
  client_contacts: clientContactMeSchema,
} as const satisfies Record<AuthStrategy, z.ZodType>;

/** `GET /{strategy}`: the user under its root key. */
export const meAnswerSchemas = {
  candidates: z.object({ candidate: candidateMeSchema }),
  recruiters: z.object({ recruiter: recruiterMeSchema }),
  client_contacts: z.object({ client_contact: clientContactMeSchema }),
} as const satisfies Record<AuthStrategy, z.ZodType>;

/**
 * `POST /{strategy}/sessions`: the session's token, for Bearer use (the browser also got it as an HttpOnly
 * cookie), and the user under its root key.
 */
export const signedInAnswerSchemas = {
  candidates: meAnswerSchemas.candidates.extend({ token: z.string() }),
  recruiters: meAnswerSchemas.recruiters.extend({ token: z.string() }),
  client_contacts: meAnswerSchemas.client_contacts.extend({ token: z.string() }),
} as const satisfies Record<AuthStrategy, z.ZodType>;

/**
 * `POST /candidates` (sign-up): one message, the same for a new e-mail and a taken one (whose owner is mailed
 * instead), and no session — a session would tell them apart. The new candidate signs in next.
 */
export const signUpAnswerSchema = z.object({ message: z.string() });

/** `POST /confirmations/{token}`: the candidate whose e-mail is now confirmed. */
export const confirmationAnswerSchema = z.object({
  candidate: z.object({ id: z.number(), email: z.string(), confirmed: z.literal(true) }),
});

/** Password lengths a new password must respect (argon2id hashes any length; the cap bounds the work). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** `POST /{strategy}/sessions`'s body. */
export const credentialsBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** `POST /{strategy}/password`'s body: where to send the reset link. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });

/** `PUT /{strategy}/password`'s body: the link's token and the new password. */
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});

/** `POST /candidates`'s body: a candidate's sign-up. */
export const candidateSignUpBodySchema = z.strictObject({
  candidate: z.strictObject({ name: requiredText({ max: 160 }), email: emailSchema, password: newPasswordSchema }),
  /** The page to return to after confirming the e-mail, carried in the confirmation link (a path of this site). */
  return_to: z.string().max(500).optional(),
});
