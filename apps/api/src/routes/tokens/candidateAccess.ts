/**
 * What a candidate needs to get into a new account besides sign-up itself (routes/shared/auth.ts):
 *   POST /confirmations → 202: the confirmation mail again, for an expired or used link (the same answer whether or
 *   not the e-mail has an account still to confirm; limited per IP like the other password routes).
 * And the helpers sign-up and confirmation share: the confirmation link (with its way back) and the session a
 * confirmed link opens.
 */
import type { Locale } from "@seleta/domain";
import { sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { resendConfirmationAnswerSchema, resendConfirmationBodySchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountLocked, issueToken, touchLastSignIn, unconfirmedCandidate } from "../../auth/accounts";
import { setSessionCookies } from "../../auth/http";
import { loadPrincipal } from "../../auth/principal";
import { createSession } from "../../auth/session";
import { STRATEGIES } from "../../auth/strategies";
import type { RecipientCap } from "../../config";
import type { Database } from "../../db/client";
import type { AfterAnswer } from "../../edge/afterAnswer";
import { requestLocale } from "../../edge/errors";
import { requestPublicOrigin } from "../../edge/publicOrigins";
import { queueMail } from "../../mail/outbox";

/** The one answer of a request for the confirmation mail again. */
const RESEND_ANSWER: Record<Locale, string> = {
  "pt-BR":
    "Se este e-mail tem um cadastro ainda não confirmado, enviamos para ele um novo link de confirmação. Confira sua caixa de entrada.",
  en: "If this e-mail has a registration still to confirm, a new confirmation link is on its way. Check your inbox.",
};

/**
 * The confirmation mail's link on the site's configured origin (never a request header), with the way back the
 * sign-up asked for when it is a path of this site.
 */
export function confirmationLink(origin: string, token: string, returnTo: string | null | undefined): string {
  const back = sameSiteReturnPath(returnTo);
  return `${origin}/confirmations/${token}${back ? `?redirect=${encodeURIComponent(back)}` : ""}`;
}

/**
 * Opens a candidate session for the account whose confirmation link was just spent (its cookies on the reply). A
 * locked or deactivated account stays signed out: its owner signs in the usual way and is told why.
 */
export async function signInConfirmed(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<boolean> {
  const locked = await accountLocked(db, accountId);
  const principal = await loadPrincipal(db, { id: 0, accountId, strategy: STRATEGIES.candidates });
  if (!principal || locked) return false;
  const session = await createSession(db, accountId, { ip: request.ip, userAgent: request.headers["user-agent"] });
  await touchLastSignIn(db, accountId);
  setSessionCookies(request, reply, "candidates", session.token);
  return true;
}

type Options = { db: Database; perMinute: number; mailPerRecipient: RecipientCap; afterAnswer: AfterAnswer };

export const candidateAccessRoutes: FastifyPluginAsync<Options> = async (
  fastify,
  { db, perMinute, mailPerRecipient, afterAnswer },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/confirmations",
    {
      config: { rateLimit: { max: perMinute, timeWindow: "1 minute" } },
      schema: {
        body: resendConfirmationBodySchema,
        tags: ["auth"],
        summary: "Send the confirmation mail again (the same answer for any e-mail)",
        response: { 202: resendConfirmationAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email, return_to: returnTo } = request.body;
      const origin = await requestPublicOrigin(request);
      // The same answer at the same moment for any e-mail: the look-up, the token and the mail come after it.
      afterAnswer.run(async () => {
        const candidate = await unconfirmedCandidate(db, email);
        if (!candidate) return;
        await queueMail(db, { to: email, kind: "confirmation" }, mailPerRecipient, async (tx) => {
          const token = await issueToken(tx, Number(candidate.account_id), "confirmation");
          const link = confirmationLink(origin, token, returnTo);
          return {
            to: email,
            kind: "confirmation",
            subject: "Confirme seu e-mail",
            body: `Olá, ${candidate.name ?? ""}! Confirme seu e-mail em ${link}`,
            secrets: [token],
            payload: { token, link, strategy: "candidates" },
            businessId: Number(candidate.business_id),
          };
        });
      }, request.log);
      reply.code(202);
      return { message: RESEND_ANSWER[requestLocale(request)] };
    },
  );
};
