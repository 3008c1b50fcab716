import { DEFAULT_LOCALE, LOCALES, type Locale } from "@seleta/domain";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/messages";

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
