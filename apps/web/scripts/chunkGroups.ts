/**
 * Which modules of the workspace the web build groups in a chunk of their own (vite.config.ts `codeSplitting`),
 * kept here so a test can hold each pattern to the files it must and must not match.
 */

/**
 * The registry's catalogues, which the entity pages read, in one chunk instead of one per catalogue. Nothing of
 * entities/ is in it: each entity's definition is a chunk of its own (`loadEntities`), and the index, the loaders'
 * map and the definitions' machinery are read by the shell too; a group takes its modules' dependencies along, so
 * any of them here would load the whole group with the shell (so would the notification tabs, the shell's menu's).
 * It must hold no module that imports zod (catalogueIdSchema), or every page reading a label would load zod; nor
 * what the sign-in pages hold (catalogue.ts, authStrategies); nor the country catalogue and its names tables
 * (countries.ts, countryNames/), which only the registry's form shows (some 7 kB gzip of names). It holds the phone
 * rule (`@seleta/ui/phone` and its calling codes), which the registry's phone fields, the list's cells and the
 * record's values read: in a chunk of its own it would be one more request on every entity page.
 */
export const REGISTRY_METADATA =
  /[\\/]packages[\\/](domain[\\/]src[\\/]catalogues[\\/](?!catalogue\.ts|authStrategies\.|catalogueIdSchema|countr|notificationTabs)|ui[\\/]src[\\/]fieldUtils[\\/]phone(Countries)?\.ts$)/;

/** The sign-in pages' one catalogue of the model, in a chunk apart from the registry's. */
export const AUTH_STRATEGIES = /[\\/]domain[\\/]src[\\/]catalogues[\\/]authStrategies\./;

/** lucide-react's icons, a few hundred bytes each. */
export const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
