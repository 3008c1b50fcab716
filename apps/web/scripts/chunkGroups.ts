/**
 * Which modules of the workspace the web build groups in a chunk of their own (vite.config.ts `codeSplitting`),
 * kept here so a test can hold each pattern to the files it must and must not match.
 */

/**
 * The registry's metadata: the definitions' machinery and the catalogues, which every entity page reads. Each
 * entity's definition (entities/recruiter, entities/administrator) stays out: a page loads the definitions it shows
 * (`loadEntities`), each in a chunk of its own; so do the entity index and the loaders' map, which the shell reads.
 * It must hold no module that imports zod (those building schemas: fieldSchemas, entitySchemas, shapes,
 * listQueryParse, catalogueIdSchema), or every page reading a label would load zod; nor what the model's floor and
 * the sign-in pages hold (catalogue.ts, authStrategies), or /business would load the registry's labels; nor the
 * country catalogue and its names tables (countries.ts, countryNames/), which only the registry's form shows: a group
 * takes its modules' dependencies along, so they would put some 7 kB gzip of names on every list page. It holds the
 * phone rule (`@seleta/ui/phone` and its calling codes), which the registry's phone fields, the list's cells and the
 * record's values read: in a chunk of its own it would be one more request on every entity page.
 */
export const REGISTRY_METADATA =
  /[\\/]packages[\\/](domain[\\/]src[\\/]catalogues[\\/](?!catalogue\.ts|authStrategies\.|catalogueIdSchema|countr|notificationTabs)|ui[\\/]src[\\/]fieldUtils[\\/]phone(Countries)?\.ts$)/;

/** The sign-in pages' one catalogue of the model, in a chunk apart from the registry's. */
export const AUTH_STRATEGIES = /[\\/]domain[\\/]src[\\/]catalogues[\\/]authStrategies\./;

/** lucide-react's icons, a few hundred bytes each. */
export const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
