import { DEFAULT_LOCALE, LOCALES, type Locale } from "@seleta/domain";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkError, tabStorage } from "./chunkReload";
import { loadMessages } from "./i18n/messages";

// Vite announces a chunk (or its CSS) that failed to load: reload the page, at most once a minute (spec §4/§9).
// Past that guard the error goes on to the route's error page.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError(tabStorage(), Date.now(), () => window.location.reload())) event.preventDefault();
});

// The server rendered <html lang> in the user's locale: fetch that language's messages, then hydrate.
const lang = document.documentElement.lang;
const locale: Locale = (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE;

loadMessages(locale).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
