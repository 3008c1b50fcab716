/**
 * Spec §2/§6/§7 sign-in for the three strategies, plus what getting an account and getting back into it needs:
 *   POST|DELETE /{candidates|recruiters|client_contacts}/sessions, GET /{strategy} (the signed-in user),
 *   POST /{strategy}/password (forgot) and PUT /{strategy}/password (reset),
 *   POST /candidates (sign-up) and POST /confirmations/{token} (confirms and signs in; candidateAccess.ts).
 */
import { AUTH_STRATEGIES, type AuthStrategy, type Locale } from "@seleta/domain";
import { sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import {
  candidateSignUpBodySchema,
  confirmationAnswerSchema,
  credentialsBodySchema,
  forgotPasswordBodySchema,
  meAnswerSchemas,
  messageSchema,
  resetPasswordBodySchema,
  signedInAnswerSchemas,
  signUpAnswerSchema,
} from "@seleta/domain/wire";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AccountLockedError,
  changePassword,
  confirmCandidate,
  consumeToken,
  DEVICE_LIFETIME_S,
  findAccountId,
  issueToken,
  personalDataOfToken,
  signUpCandidate,
  verifyCredentials,
} from "../../auth/accounts";
import {
  authenticate,
  clearSessionCookies,
  requestDeviceTokens,
  requestToken,
  setSessionCookies,
  writeDeviceCookie,
} from "../../auth/http";
import { me } from "../../auth/me";
import { passwordWeakness } from "../../auth/passwordStrength";
import { type AccountPrincipal, loadPrincipal } from "../../auth/principal";
import { hashPassword } from "../../auth/secrets";
import { createSession, findSession, revokeSession } from "../../auth/session";
import { STRATEGIES } from "../../auth/strategies";
import { businessForHost } from "../../business/tenancy";
import type { AuthLimits, RecipientCap } from "../../config";
import type { Database } from "../../db/client";
import type { AfterAnswer } from "../../edge/afterAnswer";
import { HttpError, requestLocale } from "../../edge/errors";
import { requestPublicOrigin } from "../../edge/publicOrigins";
import type { LiveBus } from "../../live/bus";
import { queueMail } from "../../mail/outbox";
import { notifyFirstAccess } from "../../notifications/events";
import { confirmationLink, signInConfirmed } from "../tokens/candidateAccess";

type Options = {
  db: Database;
  limits: AuthLimits;
  /** The cap of the mail these routes send to one address (config.ts `mailPerRecipient`). */
  mailPerRecipient: RecipientCap;
  live?: LiveBus;
  afterAnswer: AfterAnswer;
};

/** Sign-up's one answer, for a new e-mail and a taken one alike. */
const SIGN_UP_ANSWER: Record<Locale, string> = {
  "pt-BR": "Enviamos uma mensagem para este e-mail: siga as instruções dela e entre com seu e-mail e senha.",
  en: "We sent a message to this e-mail: follow its instructions and sign in with your e-mail and password.",
};

/** A 400 `weak_password` on `password` saying why it is too easy to guess, in the caller's language. */
async function refuseWeakPassword(password: string, personal: readonly string[], locale: Locale): Promise<void> {
  const weakness = await passwordWeakness(password, personal, locale);
  if (weakness) throw new HttpError(400, "weak_password", weakness, { password: [weakness] });
}

export const authRoutes: FastifyPluginAsync<Options> = async (
  fastify,
  { db, limits, mailPerRecipient, live, afterAnswer },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessionLimit = { rateLimit: { max: limits.sessionsPerMinute, timeWindow: "1 minute" } };
  const passwordLimit = { rateLimit: { max: limits.passwordPerMinute, timeWindow: "1 minute" } };

  for (const strategy of AUTH_STRATEGIES)
    registerStrategy(fastify, db, strategy, { sessionLimit, passwordLimit, mailPerRecipient, live, afterAnswer });

  app.post(
    "/candidates",
    {
      config: passwordLimit,
      schema: {
        body: candidateSignUpBodySchema,
        tags: ["auth"],
        summary: "Candidate sign-up",
        response: { 201: signUpAnswerSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body.candidate;
      const returnTo = sameSiteReturnPath(request.body.return_to);
      const locale = requestLocale(request);
      const businessId = await businessForHost(db, request.headers.host);
      if (businessId === undefined) {
        throw new HttpError(404, "unknown_host", "No business is served at this address.");
      }
      await refuseWeakPassword(password, [email, name], locale);
      const strategy = STRATEGIES.candidates;
      // A new e-mail and a taken one do the same work from here on: the password is hashed, one statement adds the
      // account and its candidate (or nothing), one token is issued and one mail is queued.
      const passwordHash = await hashPassword(password);
      const origin = await requestPublicOrigin(request);
      const row = await signUpCandidate(db, { email, name, businessId, passwordHash });
      const createdId = row?.created_id ? Number(row.created_id) : undefined;
      // A sign-up of the same e-mail committed meanwhile is not in this statement's snapshot: look again.
      const existingId = createdId ? undefined : (row?.existing_id ?? (await findAccountId(db, strategy, email)));
      if (createdId !== undefined) {
        await queueMail(db, { to: email, kind: "confirmation" }, mailPerRecipient, async (tx) => {
          const token = await issueToken(tx, createdId, "confirmation");
          const link = confirmationLink(origin, token, returnTo);
          return {
            to: email,
            kind: "confirmation",
            subject: "Confirme seu e-mail",
            body: `Olá, ${name}! Confirme seu e-mail em ${link}`,
            secrets: [token],
            payload: { token, link, strategy: "candidates" },
            businessId,
          };
        });
      } else if (existingId !== undefined) {
        // The e-mail has an account: its owner is told (with a way back in), the caller gets a new e-mail's answer.
        await queueMail(db, { to: email, kind: "sign_up_attempt" }, mailPerRecipient, async (tx) => {
          const token = await issueToken(tx, Number(existingId), "password_reset");
          const link = `${origin}/candidates/forgot_password?token=${token}`;
          return {
            to: email,
            kind: "sign_up_attempt",
            subject: "Tentativa de cadastro com seu e-mail",
            body: `Alguém tentou criar uma conta com este e-mail, que já tem uma. Se foi você, entre com sua senha ou crie uma nova em ${link} (válido por 6 horas). Se não foi, ignore esta mensagem: nada mudou na sua conta.`,
            secrets: [token],
            payload: { token, link, strategy: "candidates" },
            businessId,
          };
        });
      } else {
        throw new Error("A sign-up neither added an account nor found one");
      }
      // No session here: it would tell a new e-mail from a taken one. The new candidate signs in next.
      reply.code(201);
      return { message: SIGN_UP_ANSWER[locale] };
    },
  );

  app.post(
    "/confirmations/:token",
    {
      config: passwordLimit,
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        tags: ["auth"],
        summary: "Confirm an e-mail",
        response: { 200: confirmationAnswerSchema },
      },
    },
    async (request, reply) => {
      const accountId = await consumeToken(db, request.params.token, "confirmation", STRATEGIES.candidates);
      const candidate = await confirmCandidate(db, accountId);
      // The mailed link proves the e-mail as a reset link does: it signs its owner in, once, so the registration
      // goes on without the password being typed again. A locked or deactivated account gets no session.
      await signInConfirmed(db, request, reply, accountId);
      return { candidate: { id: Number(candidate?.id), email: candidate?.email ?? "", confirmed: true as const } };
    },
  );
};

/**
 * The signed-in user under its strategy's root key (`{"recruiter": {...}}`): the principal is of `strategy`, since
 * it was authenticated for that strategy alone.
 */
async function underRootKey(
  db: Database,
  strategy: AuthStrategy,
  principal: AccountPrincipal,
): Promise<z.input<(typeof meAnswerSchemas)[AuthStrategy]>> {
  return { [STRATEGIES[strategy].rootKey]: await me(db, principal) } as z.input<(typeof meAnswerSchemas)[AuthStrategy]>;
}

async function authenticatedPrincipal(db: Database, token: string) {
  const session = await findSession(db, token);
  const principal = session && (await loadPrincipal(db, session));
  if (!principal) throw new Error("A session just created does not load");
  return principal;
}

function registerStrategy(
  app: FastifyInstance,
  db: Database,
  strategy: AuthStrategy,
  {
    sessionLimit,
    passwordLimit,
    live,
    mailPerRecipient,
    afterAnswer,
  }: {
    sessionLimit: object;
    passwordLimit: object;
    mailPerRecipient: RecipientCap;
    live: LiveBus | undefined;
    afterAnswer: AfterAnswer;
  },
) {
  const info = STRATEGIES[strategy];
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `/${strategy}/sessions`,
    {
      config: sessionLimit,
      schema: {
        body: credentialsBodySchema,
        tags: ["auth"],
        summary: `Sign in (${strategy})`,
        response: { 200: signedInAnswerSchemas[strategy] },
      },
    },
    async (request, reply) => {
      let accountId: number;
      try {
        const deviceTokens = requestDeviceTokens(request, strategy);
        const verified = await verifyCredentials(db, info, request.body.email, request.body.password, deviceTokens);
        accountId = verified.accountId;
        writeDeviceCookie(request, reply, strategy, verified.newDeviceToken, DEVICE_LIFETIME_S);
      } catch (error) {
        if (error instanceof AccountLockedError) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
      const session = await createSession(db, accountId, { ip: request.ip, userAgent: request.headers["user-agent"] });
      if (strategy === "client_contacts") await notifyFirstAccess({ db, live, log: request.log }, accountId);
      setSessionCookies(request, reply, strategy, session.token);
      const principal = await authenticatedPrincipal(db, session.token);
      return { token: session.token, ...(await underRootKey(db, strategy, principal)) };
    },
  );

  typed.delete(
    `/${strategy}/sessions`,
    { schema: { tags: ["auth"], summary: `Sign out (${strategy})` } },
    async (request, reply) => {
      const token = requestToken(request, [strategy]);
      const session = token ? await findSession(db, token) : undefined;
      if (session && session.strategy.strategy === strategy) await revokeSession(db, session.id);
      clearSessionCookies(request, reply, strategy);
      reply.code(204);
      return null;
    },
  );

  typed.get(
    `/${strategy}`,
    {
      schema: {
        tags: ["auth"],
        summary: `The signed-in ${info.rootKey}`,
        response: { 200: meAnswerSchemas[strategy] },
      },
    },
    async (request) => {
      const principal = await authenticate(db, request, [strategy]);
      return underRootKey(db, strategy, principal);
    },
  );

  typed.post(
    `/${strategy}/password`,
    {
      config: passwordLimit,
      schema: {
        body: forgotPasswordBodySchema,
        tags: ["auth"],
        summary: `Forgot password (${strategy})`,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const origin = await requestPublicOrigin(request);
      // The mail belongs to the site it was asked on: its administrators read it in their outbox.
      const businessId = await businessForHost(db, request.headers.host);
      // The same answer, at the same moment, whether or not the e-mail has an account: looking it up, issuing the
      // token and queueing the mail happen after the answer has left.
      afterAnswer.run(async () => {
        const accountId = await findAccountId(db, info, email);
        if (accountId === undefined) return;
        await queueMail(db, { to: email, kind: "password_reset" }, mailPerRecipient, async (tx) => {
          const token = await issueToken(tx, accountId, "password_reset");
          const link = `${origin}/${strategy}/forgot_password?token=${token}`;
          return {
            businessId,
            to: email,
            kind: "password_reset",
            subject: "Redefinição de senha",
            body: `Para criar uma nova senha, acesse ${link} (válido por 6 horas).`,
            secrets: [token],
            payload: { token, link, strategy },
          };
        });
      }, request.log);
      reply.code(202);
      return { message: "If this e-mail has an account, a link to reset the password is on its way." };
    },
  );

  typed.put(
    `/${strategy}/password`,
    {
      config: passwordLimit,
      schema: {
        body: resetPasswordBodySchema,
        tags: ["auth"],
        summary: `Reset password (${strategy})`,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const personal = await personalDataOfToken(db, request.body.token);
      await refuseWeakPassword(request.body.password, personal, requestLocale(request));
      const accountId = await consumeToken(db, request.body.token, "password_reset", info);
      await changePassword(db, accountId, request.body.password);
      return { message: "Password changed. Sign in with the new password." };
    },
  );
}
