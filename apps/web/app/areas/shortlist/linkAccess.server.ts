/**
 * How the link's pages know their reviewer (spec §6, docs/architecture.md "The shortlist link"): the mail's link is
 * `/shortlist/{uid}?token=…`; its first open exchanges the token for a cookie the API writes (HttpOnly, scoped to
 * `/shortlist/{uid}`: `POST /shortlist_relationships/{uid}/cookie`, through the API's one cookie writer) and answers
 * 303 to the address without the token, so the token leaves the address bar, the history and any referrer. Every
 * later request reads the cookie and calls the API in-process with the token as a bearer.
 */
import { isApiError, keepShortlistLink, type ShortlistReviewer } from "@seleta/api-client";
import { SHORTLIST_TOKEN_COOKIE } from "@seleta/domain";
import { data } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import { redirectWithCookies, visitorHttpClient } from "../../services/visitorApi.server";
import { loadReview, type ReviewData, savedApply } from "./reviewData";

/** Why a link opens nothing: one state for unknown, wrong, revoked and expired (no oracle), or too many tries. */
export type LinkClosed = { readonly closed: "unavailable" | "tooMany"; readonly status: number };

export function linkClosed(status: number): LinkClosed {
  return status === 429 ? { closed: "tooMany", status } : { closed: "unavailable", status: 404 };
}

/**
 * What a token can look like (base64url, as issued; a bearer header's characters, far longer than issued): anything
 * else is no token, and never reaches a header.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,512}$/;

/** The token the browser keeps for this shortlist, if any: the cookie's path sends it to this shortlist's pages only. */
export function linkToken(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const pair of header.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    const token = value.join("=");
    if (name === SHORTLIST_TOKEN_COOKIE && TOKEN_SHAPE.test(token)) return token;
  }
  return undefined;
}

/** The reviewer the link's cookie makes the request, or undefined without one. */
export function linkReviewer(request: Request): ShortlistReviewer | undefined {
  const token = linkToken(request);
  return token ? { kind: "token", token } : undefined;
}

/**
 * The link's first open: with `?token=`, the API keeps it in the cookie and the page redirects (303) to its address
 * without it (throws the redirect); a token the API refuses closes the link. Without `?token=`, nothing to do.
 */
export async function exchangeLinkToken(
  request: Request,
  context: unknown,
  uid: string,
): Promise<LinkClosed | undefined> {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token === null) return undefined;
  if (!TOKEN_SHAPE.test(token)) return linkClosed(401);
  const cookies: string[] = [];
  try {
    await keepShortlistLink(visitorHttpClient(request, context, cookies), uid, token);
  } catch (error) {
    if (isApiError(error) && error.status < 500) return linkClosed(error.status);
    throw error;
  }
  // The same page, without the token: every page of the shortlist is under the cookie's path.
  return redirectWithCookies(url.pathname, cookies);
}

/** An API refusal of the link's token (401, 404, 429) as the closed page; anything else is rethrown. */
export function closedByApi(error: unknown): LinkClosed {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return linkClosed(error.status);
  throw error;
}

/**
 * Every link page's loader: the token's exchange on the first open, then the review as the cookie's reviewer, or the
 * closed page (with its status) when there is no cookie or the API refuses it.
 */
export async function loadLinkPage(request: Request, context: unknown, uid: string) {
  const closedByExchange = await exchangeLinkToken(request, context, uid);
  if (closedByExchange) return data(closedByExchange, { status: closedByExchange.status });
  const reviewer = linkReviewer(request);
  if (!reviewer) return data(linkClosed(404), { status: 404 });
  try {
    const review: ReviewData = await loadReview(requestServices({ request, context }).http, reviewer, uid);
    return { review, saved: savedApply(request) };
  } catch (error) {
    const closed = closedByApi(error);
    return data(closed, { status: closed.status });
  }
}
