/**
 * The candidates' sign-in on the home, on the server (the page has no scripts): the loader's panel, and the route
 * `action` the panel's form posts to. The action calls the API in-process as the visitor (their address counts for
 * the API's limits and lockout, their page's Origin for the cross-site check) and passes the API's cookies on with
 * its redirect (`services/visitorApi.server.ts`). Providers are links to the API's start of their sign-in (`candidateProviderHref`).
 */
import { candidateNextPath, sameSiteReturnPath } from "@seleta/domain/candidate-portal";
import { CANDIDATE_SIGN_IN_FIELDS as SIGN_IN_FIELDS } from "@seleta/domain/site-widgets";
import { createIntl } from "react-intl";
import { data, redirect } from "react-router";
import { loadBusinessConfig } from "../../../business/businessConfig.server";
import { serverMessages } from "../../../i18n/serverMessages";
import { seletaLoadContext } from "../../../loadContext";
import { requestContext } from "../../../request";
import { PRIVATE_PAGE_HEADERS, redirectWithCookies, visitorApi } from "../../../services/visitorApi.server";
import {
  type CandidateProvider,
  candidateProviders,
  oauthErrorMessageId,
  type SignInAnswer,
  signInRefusal,
  signInRequest,
} from "./candidateSignIn";

/** What the panel shows: the way back, the providers, and after a refusal the e-mail typed and why. */
export type SignInPanelData = {
  returnTo: string | undefined;
  providers: CandidateProvider[];
  email: string;
  problem: string | null;
};

/** A signed-in visitor's session and the home's own panel are no one else's: never kept by a shared cache. */
export const SIGN_IN_PAGE_HEADERS = PRIVATE_PAGE_HEADERS;

function answerOf(response: Response, json: unknown): SignInAnswer {
  const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    status: response.status,
    code: typeof code === "string" ? code : `http_${response.status}`,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

function text(request: Request, id: string, values?: Record<string, number>): string {
  const { locale } = requestContext(request);
  return createIntl({ locale, messages: serverMessages[locale] ?? {} }).formatMessage({ id }, values);
}

async function offeredProviders(request: Request, context: unknown): Promise<CandidateProvider[]> {
  const info = requestContext(request);
  const config = await loadBusinessConfig(info.host, info, seletaLoadContext(context));
  return candidateProviders(config.socialCredentials);
}

/**
 * The panel when the URL asks for the sign-in, else null. A candidate already signed in goes on at once (to the
 * wizard while the registration is unfinished, with the way back kept).
 */
export async function signInPanel(request: Request, context: unknown): Promise<SignInPanelData | null> {
  const url = new URL(request.url);
  const asked = signInRequest(url);
  if (!asked) return null;
  const { response, json } = await visitorApi(request, context, []).call("GET", "/candidates");
  const candidate = (json as { candidate?: { confirmed: boolean; completed_register: boolean } } | null)?.candidate;
  if (response.ok && candidate) throw redirect(candidateNextPath(candidate, asked.returnTo));
  const oauthError = oauthErrorMessageId(url.searchParams.get("oauth_error"));
  return {
    returnTo: asked.returnTo,
    providers: await offeredProviders(request, context),
    email: "",
    problem: oauthError ? text(request, oauthError) : null,
  };
}

/** The panel's form: signs in with the password; a refusal redraws the panel with its reason. */
export async function candidateSignInAction(request: Request, context: unknown) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const returnTo = sameSiteReturnPath(field(SIGN_IN_FIELDS.returnTo));
  const email = field(SIGN_IN_FIELDS.email).trim();
  const providers = await offeredProviders(request, context);
  const cookies: string[] = [];
  const { response, json } = await visitorApi(request, context, cookies).call("POST", "/candidates/sessions", {
    email,
    password: field(SIGN_IN_FIELDS.password),
  });
  if (!response.ok) {
    const { values, problem, httpStatus } = signInRefusal(answerOf(response, json), email);
    const panel: SignInPanelData = {
      returnTo,
      providers,
      email: values.email,
      problem: text(request, problem.id, problem.values),
    };
    return data({ signIn: panel }, { status: httpStatus, headers: SIGN_IN_PAGE_HEADERS });
  }
  const candidate = (json as { candidate: { confirmed: boolean; completed_register: boolean } }).candidate;
  return redirectWithCookies(candidateNextPath(candidate, returnTo), cookies);
}
