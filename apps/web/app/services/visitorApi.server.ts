/**
 * The API as the page's visitor, for a document page's `action` that must pass on what the API answers in headers
 * (the session's `Set-Cookie` of a sign-in or a sign-out): in-process inside the API's server (the visitor's own
 * request, so their address counts for the API's limits and their page's Origin for the cross-site check), else over
 * HTTP with the visitor's cookies (the web app running apart). Everything else goes through `requestServices`.
 */
import { createHttpClient, type HttpClient } from "@seleta/api-client";
import { redirect } from "react-router";
import { defaultApiOrigin } from "../business/businessConfig.server";
import { seletaLoadContext } from "../loadContext";
import { requestContext } from "../request";

export type VisitorApi = {
  call(method: string, path: string, body?: unknown): Promise<{ response: Response; json: unknown }>;
};

/** Every `Set-Cookie` the API answers is pushed to `cookies`, for the redirect that follows. */
export function visitorApi(request: Request, context: unknown, cookies: string[]): VisitorApi {
  const { locale } = requestContext(request);
  const inProcess = seletaLoadContext(context).apiFetch;
  const base = inProcess ? "http://seleta.in-process" : defaultApiOrigin();
  const visitorCookie = request.headers.get("cookie");
  return {
    async call(method, path, body) {
      const response = await (inProcess ?? fetch)(`${base}/api/v1${path}`, {
        method,
        headers: {
          accept: "application/json",
          "accept-language": locale,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(!inProcess && visitorCookie ? { cookie: visitorCookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      cookies.push(...response.headers.getSetCookie());
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { response, json };
    },
  };
}

/**
 * The api-client as the page's visitor, for an `action` that calls a typed function and must pass on the session the
 * API answers (a confirmation that signs in): every `Set-Cookie` is pushed to `cookies`, and refusals are `ApiError`s.
 */
export function visitorHttpClient(request: Request, context: unknown, cookies: string[]): HttpClient {
  const { locale } = requestContext(request);
  const inProcess = seletaLoadContext(context).apiFetch;
  const visitorCookie = request.headers.get("cookie");
  const send = inProcess ?? fetch;
  return createHttpClient({
    baseUrl: inProcess ? "http://seleta.in-process" : defaultApiOrigin(),
    credentials: "omit",
    getLocale: () => locale,
    getHeaders: () => (!inProcess && visitorCookie ? { cookie: visitorCookie } : undefined),
    fetch: async (input, init) => {
      const response = await send(input, init);
      cookies.push(...response.headers.getSetCookie());
      return response;
    },
  });
}

/** A session's pages are no one else's: never kept by a shared cache. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** The redirect that carries the API's cookies (303: the browser GETs the next page). */
export function redirectWithCookies(to: string, cookies: readonly string[]): never {
  const headers = new Headers({ ...PRIVATE_PAGE_HEADERS });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  throw redirect(to, { status: 303, headers });
}
