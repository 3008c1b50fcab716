/**
 * A catalogue is a fixed list of ids with labels, typed `as const` so an id outside it does not compile.
 * Labels are message ids with their pt-BR and en texts: the app's IntlProvider gets them from `domainMessages`.
 */
export type CatalogueEntry = {
  readonly id: number;
  /** Stable English key for code (`doNotUse`), never shown. */
  readonly key: string;
  readonly label: { readonly "pt-BR": string; readonly en: string };
};

export type Catalogue<E extends CatalogueEntry = CatalogueEntry> = {
  /** Prefix of the entries' message ids: `${name}.${key}`. */
  readonly name: string;
  readonly entries: readonly E[];
};

export function defineCatalogue<const E extends CatalogueEntry>(name: string, entries: readonly E[]): Catalogue<E> {
  const ids = new Set<number>();
  for (const entry of entries) {
    if (ids.has(entry.id)) throw new Error(`Catalogue ${name} repeats id ${entry.id}`);
    ids.add(entry.id);
  }
  return { name, entries };
}

export function messageId(catalogue: Catalogue, entry: CatalogueEntry): string {
  return `${catalogue.name}.${entry.key}`;
}

export function findEntry<E extends CatalogueEntry>(catalogue: Catalogue<E>, id: number): E | undefined {
  return catalogue.entries.find((entry) => entry.id === id);
}

export type Locale = "pt-BR" | "en";
export const LOCALES: readonly Locale[] = ["pt-BR", "en"];
export const DEFAULT_LOCALE: Locale = "pt-BR";

/** Every entry's label as `{ [messageId]: text }` for one locale. */
export function catalogueMessages(catalogues: readonly Catalogue[], locale: Locale): Record<string, string> {
  return Object.fromEntries(
    catalogues.flatMap((catalogue) => catalogue.entries.map((e) => [messageId(catalogue, e), e.label[locale]])),
  );
}
