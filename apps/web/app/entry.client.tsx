import { DEFAULT_LOCALE, LOCALES, type Locale } from "@seleta/domain";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkError, tabStorage } from "./chunkReload";
import { loadMarkedPageChunks, PAGE_CHUNKS_ATTRIBUTE } from "./entities/pageChunks";
import { loadMarkedEntities, PAGE_ENTITIES_ATTRIBUTE } from "./entities/pageEntities";
import { loadMessageSets, loadMessages, MESSAGE_SETS_ATTRIBUTE, parseMessageSets } from "./i18n/messages";
import { parseQueryCache, QUERY_CACHE_ELEMENT_ID } from "./services/queryCache";
import { RenderServicesContext } from "./services/ServicesProvider";
import { appServices } from "./services/services";

// Vite announces a chunk (or its CSS) that failed to load: reload the page, at most once a minute (spec §4/§9).
// Past that guard the error goes on to the route's error page.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError(tabStorage(), Date.now(), () => window.location.reload())) event.preventDefault();
});

// The server rendered <html lang> in the user's locale: fetch that language's messages (with the sets the page
// shows, such as the registry's field labels) and the page's own chunks, as the server marked them, then hydrate in one pass.
const root = document.documentElement;
const locale: Locale = (LOCALES as readonly string[]).includes(root.lang) ? (root.lang as Locale) : DEFAULT_LOCALE;

// The data the server's loaders read, in the tab's cache before anything renders: the components draw what the
// server drew, without asking again.
const queryCache = document.getElementById(QUERY_CACHE_ELEMENT_ID)?.textContent ?? undefined;
const dehydrated = parseQueryCache(queryCache);
if (dehydrated) hydrate(appServices().queryClient, dehydrated);

Promise.all([
  loadMessages(locale),
  loadMessageSets(locale, parseMessageSets(root.getAttribute(MESSAGE_SETS_ATTRIBUTE))),
  // A chunk that fails here is the page's lazy component's to report, after hydration.
  loadMarkedPageChunks(root.getAttribute(PAGE_CHUNKS_ATTRIBUTE)).catch(() => undefined),
  // A definition that fails here fails the page's render, which the root's error page reloads once.
  loadMarkedEntities(root.getAttribute(PAGE_ENTITIES_ATTRIBUTE)).catch(() => undefined),
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RenderServicesContext.Provider value={{ queryCache }}>
          <HydratedRouter />
        </RenderServicesContext.Provider>
      </StrictMode>,
      // A page that hydrates differently from the server's HTML is drawn again in the browser; say where it differed.
      { onRecoverableError: (error, info) => console.error("Hydration recovered:", error, info.componentStack) },
    );
  });
});
