/**
 * Catalogues without zod: the app's shell and its sign-in pages read catalogues and locales, and must not load the
 * validation library for that. The zod schema of a catalogue's ids lives in `catalogueIdSchema.ts`.
 */
/** A text in each language the product speaks; pt-BR first because recruiters work in Portuguese. */
export type LocalizedText = { readonly "pt-BR": string; readonly en: string };

/**
 * A catalogue is a fixed list of ids with labels, typed `as const` so an id outside it does not compile.
 * Labels are message ids with their pt-BR and en texts: the app's IntlProvider gets them from `domainMessages`.
 */
export type CatalogueEntry = {
  readonly id: number;
  /** Stable English key for code (`doNotUse`), never shown. */
  readonly key: string;
  readonly label: LocalizedText;
};

export type Catalogue<E extends CatalogueEntry = CatalogueEntry> = {
  /** Prefix of the entries' message ids: `${name}.${key}`. */
  readonly name: string;
  readonly entries: readonly E[];
};

/** The id union of a catalogue: `CatalogueId<typeof candidateStatus>` is `0 | 1 | … | 9`. */
export type CatalogueId<C extends Catalogue> = C["entries"][number]["id"];
export type CatalogueKey<C extends Catalogue> = C["entries"][number]["key"];

export function defineCatalogue<const E extends CatalogueEntry>(name: string, entries: readonly E[]): Catalogue<E> {
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) throw new Error(`Catalogue ${name} repeats id ${entry.id}`);
    // Keys become message ids, so a repeated key would make two entries share one translation.
    if (keys.has(entry.key)) throw new Error(`Catalogue ${name} repeats key ${entry.key}`);
    ids.add(entry.id);
    keys.add(entry.key);
  }
  return { name, entries };
}

export function messageId(catalogue: Catalogue, entry: CatalogueEntry): string {
  return `${catalogue.name}.${entry.key}`;
}

/**
 * An entry's label as a message: its id with its own texts, so a screen shows it in the page's language whether or
 * not the page loaded the compiled messages that hold it. Screens name an entry through this, never by its id alone.
 */
export function entryMessage(catalogue: Catalogue, entry: CatalogueEntry): LocalizedText & { readonly id: string } {
  return { id: messageId(catalogue, entry), ...entry.label };
}

export function findEntry<E extends CatalogueEntry>(catalogue: Catalogue<E>, id: number): E | undefined {
  return catalogue.entries.find((entry) => entry.id === id);
}

export function findEntryByKey<E extends CatalogueEntry>(catalogue: Catalogue<E>, key: string): E | undefined {
  return catalogue.entries.find((entry) => entry.key === key);
}

/** The entry of a catalogue that carries `key`. */
export type CatalogueEntryOf<C extends Catalogue, K extends CatalogueKey<C>> = Extract<
  C["entries"][number],
  { key: K }
>;

/**
 * The id of a catalogue entry named by its key: `catalogueIdOf(sendOutStatuses, "completedSend")` is `2`, typed as
 * that literal. Code names entries by key so no id is typed twice; a key outside the catalogue does not compile.
 */
export function catalogueIdOf<C extends Catalogue, K extends CatalogueKey<C>>(
  catalogue: C,
  key: K,
): CatalogueEntryOf<C, K>["id"] {
  const entry = findEntryByKey(catalogue, key);
  if (!entry) throw new Error(`Catalogue ${catalogue.name} has no key ${key}`);
  return entry.id;
}

/** Every id of a catalogue under its key: `catalogueIdsByKey(sendOutStatuses).awaitSend` is `0`. */
export function catalogueIdsByKey<C extends Catalogue>(
  catalogue: C,
): { readonly [E in C["entries"][number] as E["key"]]: E["id"] } {
  return Object.fromEntries(catalogue.entries.map((entry) => [entry.key, entry.id])) as {
    readonly [E in C["entries"][number] as E["key"]]: E["id"];
  };
}

export function catalogueIds<C extends Catalogue>(catalogue: C): CatalogueId<C>[] {
  return catalogue.entries.map((entry) => entry.id);
}

/** A catalogue entry's label in one language; the id itself when it is not in the catalogue. */
export function catalogueLabel(catalogue: Catalogue, id: number, locale: Locale): string {
  return findEntry(catalogue, id)?.label[locale] ?? String(id);
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
