import { defineCatalogue, type Locale } from "./catalogue";

/**
 * The language a row of the public site's content is written in. A page shows the rows in the visitor's language;
 * where a business has none of a kind in it, the pt-BR rows (the firms write in Portuguese first). A row without a
 * language (written before it had one) counts as pt-BR.
 */
export const contentLocales = defineCatalogue("contentLocale", [
  { id: 1, key: "ptBR", label: { "pt-BR": "Português (Brasil)", en: "Portuguese (Brazil)" } },
  { id: 2, key: "en", label: { "pt-BR": "Inglês", en: "English" } },
] as const);

export type ContentLocaleId = (typeof contentLocales.entries)[number]["id"];

const CONTENT_LOCALE_IDS: Readonly<Record<Locale, ContentLocaleId>> = { "pt-BR": 1, en: 2 };

/** The catalogue id a row of content in `locale` is stored with. */
export function contentLocaleId(locale: Locale): ContentLocaleId {
  return CONTENT_LOCALE_IDS[locale];
}

/** The locale of a stored catalogue id; unknown or missing counts as pt-BR. */
export function contentLocaleOf(id: number | null | undefined): Locale {
  return id === CONTENT_LOCALE_IDS.en ? "en" : "pt-BR";
}

/**
 * What a row of `publications` is, and where the site shows it: a publication (the firm's own articles and
 * reports, /home/publications), an insight (a short opinion piece on the market, /home/insights), a research or
 * survey (salary surveys, market studies, /home/insights beside the insights), a media mention (press coverage of
 * the firm in an outside outlet, linked out from /home/midia).
 */
export const publicationKinds = defineCatalogue("publicationKind", [
  { id: 1, key: "publication", label: { "pt-BR": "Publicação", en: "Publication" } },
  { id: 2, key: "insight", label: { "pt-BR": "Insight", en: "Insight" } },
  { id: 3, key: "research", label: { "pt-BR": "Pesquisa", en: "Research" } },
  { id: 4, key: "media", label: { "pt-BR": "Na mídia", en: "In the media" } },
] as const);

export type PublicationKindKey = (typeof publicationKinds.entries)[number]["key"];
