/**
 * The services of one server render: the API client the route `loader`s and the render share, with one query cache
 * that entry.server dehydrates into the page. Inside the API's process the client calls the API in-process as the
 * page's visitor (the load context's `apiFetch`: no HTTP round trip to itself); when the web app runs apart
 * (`react-router dev` beside `npm start`) it calls the API over HTTP, forwarding the visitor's cookies.
 */
import { createHttpClient, type HttpClient } from "@seleta/api-client";
import { defaultApiOrigin } from "../business/businessConfig.server";
import { seletaLoadContext } from "../loadContext";
import { requestContext } from "../request";
import { type AppServices, createServices } from "./services";

/** Any origin: the in-process fetch reads only the path and query. */
const IN_PROCESS_ORIGIN = "http://seleta.in-process";

const servicesByRender = new WeakMap<object, AppServices>();

/** The API client of a page request: its visitor's session, its locale. */
export function requestHttpClient(request: Request, context: unknown): HttpClient {
  const { locale } = requestContext(request);
  const apiFetch = seletaLoadContext(context).apiFetch;
  if (apiFetch) return createHttpClient({ baseUrl: IN_PROCESS_ORIGIN, fetch: apiFetch, getLocale: () => locale });
  const cookie = request.headers.get("cookie");
  return createHttpClient({
    baseUrl: defaultApiOrigin(),
    credentials: "omit",
    getLocale: () => locale,
    getHeaders: () => (cookie ? { cookie } : undefined),
  });
}

/**
 * The render's services: the same set for every loader of one page request and for entry.server (React Router
 * hands them all the same load context object), a new set for the next request.
 */
export function requestServices({ request, context }: { request: Request; context: unknown }): AppServices {
  const key = typeof context === "object" && context !== null ? context : request;
  let services = servicesByRender.get(key);
  if (!services) {
    services = createServices(requestHttpClient(request, context));
    servicesByRender.set(key, services);
  }
  return services;
}
