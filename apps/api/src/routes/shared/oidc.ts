/**
 * Sign-in with an identity provider (spec §2/§4/§7):
 *   GET /recruiters/microsoft_auths/url           → { url }: Microsoft; signed in, it links the account instead
 *   GET /candidates/auth/{provider}/url            → { url }: linkedin, github or google, where the host enables it
 *   GET /candidates/auth/{provider}?return_to      → 302 to the provider: the same start as a link, for pages without
 *                                                    scripts (a form's redirect to another origin breaks the CSP's
 *                                                    form-action 'self'; a link's navigation does not)
 *   GET /auth/{provider}/callback?code&state       → 302 to the strategy's home, signed in (session cookies)
 * A personal Microsoft account is refused with `?personal_email=1` (spec §8). Failures go back to the strategy's
 * login page with `?oauth_error=<code>`.
 */
import { AUTH_REDIRECTS } from "@seleta/domain";
import { candidateNextPath, sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { urlSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountLocked, recordSignIn } from "../../auth/accounts";
import { authenticate, requestToken, setSessionCookies } from "../../auth/http";
import { accountForIdentity, createCandidate, linkIdentity, markSignedInWithMicrosoft } from "../../auth/identities";
import {
  CALLBACK_PREFIX,
  type ExternalIdentity,
  FLOW_COOKIE,
  FLOW_LIFETIME_S,
  finishFlow,
  MICROSOFT_PERSONAL_TENANT,
  PROVIDERS,
  startFlow,
  takeFlow,
} from "../../auth/oidc";
import { loadPrincipal } from "../../auth/principal";
import { createSession } from "../../auth/session";
import { STRATEGIES } from "../../auth/strategies";
import { findSiteConfig, providerCredentials, SOCIAL_PROVIDERS, type SocialProvider } from "../../business/config";
import { businessForHost } from "../../business/tenancy";
import type { Database } from "../../db/client";
import { HttpError } from "../../edge/errors";
import { requestPublicOrigin } from "../../edge/publicOrigins";

const CANDIDATE_PROVIDERS = ["linkedin", "github", "google"] as const;

/** A path of this site (`/jobs/1`), never another site (`//evil`, `https://…`), and always a valid Location. */
const safeReturnTo = sameSiteReturnPath;

async function credentialsFor(db: Database, request: FastifyRequest, provider: SocialProvider) {
  const config = await findSiteConfig(db, request.host);
  const credentials = providerCredentials(config?.social_credentials, provider);
  if (!credentials) {
    throw new HttpError(404, "provider_disabled", `Sign-in with ${provider} is not enabled for this site.`);
  }
  return credentials;
}

function setFlowCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  reply.setCookie(FLOW_COOKIE, state, {
    path: CALLBACK_PREFIX,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: FLOW_LIFETIME_S,
  });
}

const returnToQuery = z.object({ return_to: z.string().max(500).optional() });

export const oidcRoutes: FastifyPluginAsync<{ db: Database; perMinute: number }> = async (
  fastify,
  { db, perMinute },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Each start writes a flow: per-IP limits like sign-in's keep anonymous callers from filling the table.
  const config = { rateLimit: { max: perMinute, timeWindow: "1 minute" } };

  app.get(
    "/recruiters/microsoft_auths/url",
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "Where to sign in with Microsoft (a signed-in recruiter links the account)",
        querystring: returnToQuery,
        response: { 200: urlSchema },
      },
    },
    async (request, reply) => {
      const credentials = await credentialsFor(db, request, "microsoft");
      // Signed in: link Microsoft to this account. A session of another kind is refused like any other route.
      const linking = requestToken(request, ["recruiters"])
        ? await authenticate(db, request, ["recruiters"])
        : undefined;
      const flow = await startFlow(db, {
        provider: "microsoft",
        credentials,
        origin: await requestPublicOrigin(request),
        businessId: await businessForHost(db, request.host),
        accountId: linking?.accountId,
        returnTo: safeReturnTo(request.query.return_to),
      });
      setFlowCookie(request, reply, flow.state);
      return { url: flow.url };
    },
  );

  const candidateProviderParams = z.object({ provider: z.enum(CANDIDATE_PROVIDERS) });

  /** Starts a candidate's sign-in with `provider`: the flow stored, its cookie set; answers the provider's URL. */
  async function startCandidateFlow(
    request: FastifyRequest<{ Params: z.infer<typeof candidateProviderParams>; Querystring: { return_to?: string } }>,
    reply: FastifyReply,
  ): Promise<string> {
    const credentials = await credentialsFor(db, request, request.params.provider);
    const flow = await startFlow(db, {
      provider: request.params.provider,
      credentials,
      origin: await requestPublicOrigin(request),
      businessId: await businessForHost(db, request.host),
      returnTo: safeReturnTo(request.query.return_to),
    });
    setFlowCookie(request, reply, flow.state);
    return flow.url;
  }

  app.get(
    "/candidates/auth/:provider/url",
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "Where to sign in as a candidate with LinkedIn, GitHub or Google",
        params: candidateProviderParams,
        querystring: returnToQuery,
        response: { 200: urlSchema },
      },
    },
    async (request, reply) => ({ url: await startCandidateFlow(request, reply) }),
  );

  app.get(
    "/candidates/auth/:provider",
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "Sign in as a candidate with LinkedIn, GitHub or Google: a redirect to the provider",
        params: candidateProviderParams,
        querystring: returnToQuery,
      },
    },
    async (request, reply) => {
      try {
        return reply.redirect(await startCandidateFlow(request, reply), 302);
      } catch (error) {
        // A link a person followed: a provider the host no longer offers goes back to the sign-in, which says so.
        if (!(error instanceof HttpError)) throw error;
        return reply.redirect(`${AUTH_REDIRECTS.candidates.login}?login&oauth_error=${error.code}`, 302);
      }
    },
  );

  app.get(
    `/auth/:provider/callback`,
    {
      config,
      schema: {
        tags: ["auth"],
        summary: "Where the identity provider sends the browser back (302 to the strategy's home)",
        params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(500).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const strategy = PROVIDERS[provider].strategy;
      const fail = (code: string) => {
        request.log.info({ provider, code }, "Identity-provider sign-in refused");
        return reply.redirect(`${AUTH_REDIRECTS[strategy].login}?oauth_error=${code}`);
      };
      const { state } = request.query;
      // The state must be the one this browser was given: a link started elsewhere signs nobody in.
      if (!state || request.cookies[FLOW_COOKIE] !== state) return fail("invalid_state");
      reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PREFIX });
      const flow = await takeFlow(db, provider, state);
      if (!flow) return fail("invalid_state");
      if (request.query.error) return fail("denied");
      const config = await findSiteConfig(db, request.host);
      const credentials = providerCredentials(config?.social_credentials, provider);
      if (!credentials) return fail("provider_disabled");

      let identity: ExternalIdentity;
      try {
        // Every parameter as sent (the schema above keeps only the ones this route reads; `iss` matters too).
        const queryAt = request.url.indexOf("?");
        const query = new URLSearchParams(queryAt === -1 ? "" : request.url.slice(queryAt + 1));
        identity = await finishFlow(flow, credentials, query, state);
      } catch (error) {
        request.log.warn({ err: error, provider }, "Identity-provider sign-in failed");
        return fail("failed");
      }

      if (strategy === "recruiters") {
        if (provider === "microsoft" && identity.tenant === MICROSOFT_PERSONAL_TENANT) {
          return reply.redirect(`${AUTH_REDIRECTS.recruiters.home}?personal_email=1`);
        }
        const accountId = flow.accountId ?? (await accountForIdentity(db, identity, "recruiters"));
        if (accountId === undefined) return fail("unknown_account");
        if (!(await linkIdentity(db, accountId, identity))) return fail("identity_taken");
        await markSignedInWithMicrosoft(db, accountId);
        if (flow.accountId === null && !(await signIn(db, request, reply, accountId, "recruiters"))) {
          return fail("account_disabled");
        }
        return reply.redirect(safeReturnTo(flow.returnTo) ?? AUTH_REDIRECTS.recruiters.home);
      }

      let accountId = await accountForIdentity(db, identity, "candidates");
      if (accountId === undefined) {
        if (!identity.email || !identity.emailVerified) return fail("email_unverified");
        if (flow.businessId === null) return fail("unknown_host");
        accountId = await createCandidate(db, identity, identity.email, flow.businessId);
      }
      if (!(await linkIdentity(db, accountId, identity))) return fail("identity_taken");
      const principal = await signIn(db, request, reply, accountId, "candidates");
      if (!principal) return fail("account_disabled");
      // An unfinished registration goes to the wizard, which keeps the way back for afterwards.
      const completed = principal.kind !== "candidates" || principal.completedRegister;
      return reply.redirect(candidateNextPath({ confirmed: true, completed_register: completed }, flow.returnTo));
    },
  );
};

async function signIn(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
  strategy: "recruiters" | "candidates",
) {
  // Deactivated people and accounts an administrator locked get no session, as with a password.
  const principal = await loadPrincipal(db, { id: 0, accountId, strategy: STRATEGIES[strategy] });
  if (!principal || (await accountLocked(db, accountId))) return undefined;
  const session = await createSession(db, accountId, { ip: request.ip, userAgent: request.headers["user-agent"] });
  await recordSignIn(db, accountId);
  setSessionCookies(request, reply, strategy, session.token);
  return principal;
}
