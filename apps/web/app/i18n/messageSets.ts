/**
 * Which compiled file holds each message id: read by scripts/compileMessages.ts (which writes the files), by
 * messages.ts (which loads them) and by messageSets.test.ts (which checks that every page's sets hold the ids its
 * modules use), and by the loaders, which name their pages' sets with the functions at its end. It imports nothing:
 * the compile script reads it outside Vite, and the sign-in pages read it without loading the registry.
 *
 * The main file holds what every hydrated area shows (the primitives, validation, errors, the registry's names); a set holds what only some pages show, and a page names the sets it shows in its loader
 * data (`messageSets`, see messages.ts).
 */
export const MESSAGE_SET_NAMES = ["signIn", "recruiters", "administrator", "clientContacts", "shortlist"] as const;
export type MessageSetName = (typeof MESSAGE_SET_NAMES)[number];

/**
 * The registry's field labels (`entity.<entity>.field.<key>`, about a third of the texts) go to the server's file
 * alone: a page showing a field reads its label from the entity's definition, which it loads anyway and which holds
 * the label in both languages (`formatDomainMessage` falls back to the message's own text), so a compiled copy in
 * the browser would be the same texts twice. The signature editor's labels (entity `signatures`, also in the
 * recruiter shell's first-signature dialog, which loads no definition) and the system fields
 * (`entity.field.<key>`) stay in the main file.
 */
const ENTITY_PAGE_FIELD = /^entity\.(?!signatures\.)[a-z0-9_]+\.field\./;

/** A field label of the registry that only the entity pages show. */
export function isEntityPageFieldLabel(id: string): boolean {
  return ENTITY_PAGE_FIELD.test(id);
}

/**
 * The catalogues' names (`Catalogue.name`, the prefix of their entries' ids), written out because this table
 * imports nothing; messageSets.test.ts holds the list to the model's `allCatalogues`. Their labels go to the server's
 * file alone, like the field labels: a screen names an entry with its own texts (`entryMessage`, held by a scan), and
 * the definitions a page loads carry them.
 */
export const CATALOGUE_NAMES: readonly string[] = [
  "applySource",
  "applyStage",
  "authStrategy",
  "automationAction",
  "automationTrigger",
  "billingModel",
  "biologicalGender",
  "brazilianState",
  "businessUnit",
  "candidateStatus",
  "clientCompanyStatus",
  "contactMessageStatus",
  "contentLocale",
  "contractGender",
  "contractModel",
  "dataCollectionStatus",
  "disability",
  "disabilityCategory",
  "ethnicity",
  "findingStatus",
  "gender",
  "groupCompany",
  "hiringRegime",
  "integrationProvider",
  "interviewStatus",
  "invoiceStatus",
  "jobStatus",
  "kinship",
  "languageLevel",
  "leadStatus",
  "mailSendingType",
  "messageChannel",
  "notificationKind",
  "notificationTab",
  "offLimitScope",
  "permissionAction",
  "placementStatus",
  "professionalMoment",
  "projectStatus",
  "proposalClosedReason",
  "proposalStatus",
  "publicationKind",
  "punchIn",
  "questionResponseType",
  "rejectReason",
  "reportingOrder",
  "sendOutStatus",
  "skillLevel",
  "skillYears",
  "submissionStatus",
  "taskPriority",
  "taskType",
  "tearsheetStage",
  "workType",
];

const CATALOGUE_PREFIXES: ReadonlySet<string> = new Set(CATALOGUE_NAMES);

/** A catalogue entry's label (`<catalogue>.<key>`; a key may hold dots). */
export function isCatalogueLabel(id: string): boolean {
  const dot = id.indexOf(".");
  return dot > 0 && CATALOGUE_PREFIXES.has(id.slice(0, dot));
}

/**
 * An entity's names and its related pages' labels (`entity.<entity>.one`, `.many`, `.relatedPage.…`): the entity
 * index every page loads carries them in both languages, and screens name an entity with them (held by a scan).
 */
const ENTITY_NAME = /^entity\.(?!field\.)[a-z0-9_]+\.(?:one|many|relatedPage\..+)$/;

export function isEntityName(id: string): boolean {
  return ENTITY_NAME.test(id);
}

/**
 * A message the browser formats with the text it carries, never from a compiled file: the registry's field labels,
 * the entities' names and the catalogues' labels. The root's `onError` does not report them missing.
 */
export function isFormattedWithItsText(id: string): boolean {
  return isEntityPageFieldLabel(id) || isEntityName(id) || isCatalogueLabel(id);
}

/** Where an id compiles to: the main file, a set, or the file only the server reads (`compiled/server`). */
export type MessageFile = MessageSetName | "main" | "server";

/**
 * The file of each id prefix that is not in the main file; the longest matching prefix (whole dot-separated
 * segments) decides, and `main` keeps an id of a set's namespace in the main file.
 *
 * - `signIn`: the recruiters' sign-in pages (`/business`, `/recruiters/forgot_password`); the candidates' sign-in
 *   pages are documents, which the server draws with every set.
 * - `recruiters`: the recruiter layout's shell (top bar, user menu, notifications, recent pages, global search,
 *   first-signature dialog) and its own pages (applies, a company's jobs, a job's shortlists and the shortlist
 *   builder, with its widget's texts and the shortlists' statuses; `shortlistActions`: adding picked applies to a
 *   shortlist, the client's preview around the review widget, the job's downloads).
 * - `administrator`: the administrator's shell and the landing it shows to whoever is not one.
 * - `clientContacts`: the client contacts' portal (its frame, menu and pages); its sign-in shows the `signIn` set's.
 * - `shortlist`: a shortlist's review (the widget), which the portal's review page hydrates; the link's pages are
 *   documents, drawn by the server with every set.
 * - `server`: texts no hydrated page shows, only documents (the server draws them with every file) or no page yet:
 *   the old landing's texts (`home`, `app`), the unsubscribe page's.
 *
 * The catalogues' labels and the registry's field labels are the server's too (`isFormattedWithItsText`).
 */
export const MESSAGE_FILE_OF_PREFIX: Readonly<Record<string, MessageFile>> = {
  auth: "signIn",
  shell: "recruiters",
  "shell.skipToContent": "main",
  userMenu: "recruiters",
  clientContactMenu: "clientContacts",
  clientPortal: "clientContacts",
  notifications: "recruiters",
  recentPages: "recruiters",
  globalSearch: "recruiters",
  signatureEditor: "recruiters",
  applies: "recruiters",
  shortlists: "recruiters",
  shortlistEditor: "recruiters",
  shortlistComments: "recruiters",
  shortlistRecipients: "recruiters",
  shortlistActions: "recruiters",
  shortlistStatus: "recruiters",
  "entities.relatedJobs": "recruiters",
  "entities.relatedApplies": "recruiters",
  siteChrome: "administrator",
  "footer.offices": "administrator",
  "areas.admin": "administrator",
  "areas.administratorLanding": "administrator",
  shortlistReview: "shortlist",
  home: "server",
  app: "server",
  unsubscribe: "server",
};

/** The file an id compiles to. */
export function messageFileOf(id: string): MessageFile {
  if (isFormattedWithItsText(id)) return "server";
  const segments = id.split(".");
  for (let length = segments.length; length > 0; length--) {
    const file = MESSAGE_FILE_OF_PREFIX[segments.slice(0, length).join(".")];
    if (file) return file;
  }
  return "main";
}

/** The recruiters' sign-in pages' sets (`/business`, `/recruiters/forgot_password`). */
export const SIGN_IN_PAGE_SETS: readonly MessageSetName[] = ["signIn"];

/** A recruiter's page: the area's texts (the field labels come with the entities' definitions). */
export const RECRUITER_PAGE_SETS: readonly MessageSetName[] = ["recruiters"];

/** A shortlist's review in the client contacts' portal: the review widget's texts. */
export const SHORTLIST_PAGE_SETS: readonly MessageSetName[] = ["shortlist"];

/** The administrator area: its texts, on every page and on the landing shown to whoever is not an administrator. */
export const ADMINISTRATOR_PAGE_SETS: readonly MessageSetName[] = ["administrator"];

/** The client contacts' portal: its texts on every page; its home, which is also its sign-in, adds `signIn`. */
export const CLIENT_CONTACT_PAGE_SETS: readonly MessageSetName[] = ["clientContacts"];
