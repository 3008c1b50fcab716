import { PassThrough } from "node:stream";
import { renderingModes } from "virtual:seleta/rendering-modes";
import { createReadableStreamFromReadable } from "@react-router/node";
import { dehydrate } from "@tanstack/react-query";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonceContext } from "./cspNonce";
import { seletaLoadContext } from "./loadContext";
import { RenderingModeContext } from "./renderingModeContext";
import { pageRenderingMode, type RenderingMode } from "./renderingModes";
import { serializeQueryCache } from "./services/queryCache";
import { requestServices } from "./services/requestServices.server";
import { RenderServicesContext } from "./services/ServicesProvider";

export const streamTimeout = 5_000;

/** What the API server is told of this page's scripts (security.ts): all carry the nonce, or the page has none. */
export const CSP_WITH_NONCE = "nonce";
export const CSP_WITHOUT_SCRIPTS = "no-scripts";

/**
 * The page's mode, as its routes declare it (renderingModes.ts). A document goes out without scripts and needs no
 * nonce, and must carry none: it may be cached and served to many visitors, and a nonce known to all is no nonce. Its
 * policy allows scripts by origin only (ours, and Google's tag once the visitor accepted analytics).
 */
export function renderingModeOf(routerContext: EntryContext): RenderingMode {
  return pageRenderingMode(
    routerContext.staticHandlerContext.matches.map((match) => match.route.id),
    renderingModes,
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  // If you have middleware enabled:
  // loadContext: RouterContextProvider
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const mode = renderingModeOf(routerContext);
    const withoutScripts = mode === "document";
    const context = seletaLoadContext(loadContext);
    const cspNonce = withoutScripts ? undefined : context.cspNonce;
    const cspStyleNonce = withoutScripts ? undefined : context.cspStyleNonce;
    // The services the route loaders filled (the same load context, the same set): the render reads their cache,
    // and the page carries it to the browser (entry.client hydrates it before the app).
    const services = requestServices({ request, context: loadContext });
    const queryCache = serializeQueryCache(dehydrate(services.queryClient));
    const { pipe, abort } = renderToPipeableStream(
      <RenderingModeContext.Provider value={mode}>
        <CspNonceContext.Provider value={{ script: cspNonce, style: cspStyleNonce }}>
          <RenderServicesContext.Provider value={{ services, queryCache }}>
            <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
          </RenderServicesContext.Provider>
        </CspNonceContext.Provider>
      </RenderingModeContext.Provider>,
      {
        nonce: cspNonce,
        // A finished boundary is sent in its place, however long: React would otherwise send a long one apart,
        // hidden until a script reveals it, and a browser without scripts (or still loading them) would show its
        // fallback where the page's list or form is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html");
          // Tells the API server every script of this page carries the nonce, or that it has none: it may enforce
          // the policy (without the nonce for a page without scripts).
          if (withoutScripts) responseHeaders.set("X-Seleta-CSP", CSP_WITHOUT_SCRIPTS);
          else if (cspNonce) responseHeaders.set("X-Seleta-CSP", CSP_WITH_NONCE);
          // An error page (a 404 included) is never kept: the page may exist a moment later, the error may pass.
          if (responseStatusCode >= 400) responseHeaders.set("Cache-Control", "no-store");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
