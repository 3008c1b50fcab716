/**
 * The settings page's forms as pure functions: what the URL asks the page to show, what is read of a posted form,
 * how far a data export came, and how the API's refusal becomes what the page shows again. The page's action trusts
 * nothing of the form but these fields: the candidate is the session's, never a posted value.
 */
import type { DataExport } from "@seleta/api-client";
import { CONSENT_PURPOSES, type ConsentPurpose } from "@seleta/domain/privacy";
import { type FormProblem, type FormRefusal, formRefusal } from "../../../forms/formRefusal";

export const SETTINGS_PATH = "/candidates/settings";

/** The page's three forms, told apart by their submit button's `intent`. */
export const SETTINGS_INTENTS = ["consents", "export", "deletion"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** Where each form that succeeded sends the candidate (303): a reload then sends nothing twice. */
export const settingsPaths = {
  consentsSaved: `${SETTINGS_PATH}?consents=1`,
  deletionRequested: `${SETTINGS_PATH}?deletion=1`,
  /** The export being prepared: the page follows it by its id. */
  dataExport: (id: number) => `${SETTINGS_PATH}?export=${id}`,
  /** The deletion's confirmation step (the password and the confirm button). */
  confirmDeletion: `${SETTINGS_PATH}?confirm=deletion`,
} as const;

/** What the URL asks the page to show: the outcome of the last form sent, the export followed, a confirmation step. */
export type SettingsView = {
  outcome: "consentsSaved" | "deletionRequested" | null;
  exportId: number | null;
  confirmDeletion: boolean;
};

const ID = /^[1-9]\d{0,14}$/;

export function settingsView(url: URL): SettingsView {
  const query = url.searchParams;
  const exportId = query.get("export") ?? "";
  return {
    outcome:
      query.get("consents") === "1" ? "consentsSaved" : query.get("deletion") === "1" ? "deletionRequested" : null,
    exportId: ID.test(exportId) ? Number(exportId) : null,
    confirmDeletion: query.get("confirm") === "deletion",
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function settingsIntent(form: FormData): SettingsIntent | null {
  const intent = text(form, "intent");
  return (SETTINGS_INTENTS as readonly string[]).includes(intent) ? (intent as SettingsIntent) : null;
}

/**
 * The consents as sent: a purpose's checkbox is in the form only when ticked, so an absent one is a refusal (the
 * form shows every purpose, and consent is never presumed).
 */
export function postedConsents(form: FormData): Record<ConsentPurpose, boolean> {
  return Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, form.has(purpose)])) as Record<
    ConsentPurpose,
    boolean
  >;
}

/** The password typed on the deletion's confirmation step, as typed (a password is never trimmed). */
export function postedPassword(form: FormData): string {
  return text(form, "password");
}

/**
 * A data export as the page shows it: under way (the page reloads itself), ready (the ZIP's link), expired (asked
 * for again) or failed (the job's words when it has any, and a way to try again).
 */
export type ExportState =
  | { kind: "running"; percent: number }
  | { kind: "ready"; href: string }
  | { kind: "expired" }
  | { kind: "failed"; message: string | null };

export function exportState(exported: DataExport): ExportState {
  if (exported.status === "processing") {
    const percent = Number.isFinite(exported.progress) ? Math.round(exported.progress) : 0;
    return { kind: "running", percent: Math.min(100, Math.max(0, percent)) };
  }
  if (exported.status === "completed")
    return exported.file ? { kind: "ready", href: exported.file } : { kind: "expired" };
  return { kind: "failed", message: exported.error_message };
}

/**
 * A refused form: which one (`intent`), what is drawn again (the consents ticked, for their form), the password's
 * message (`errors.password`), the summary, and the page's HTTP status.
 */
export type SettingsRefusal = FormRefusal<Record<ConsentPurpose, boolean> | null, FormProblem, SettingsIntent>;

/**
 * The page again after the API refused a form (or could not be reached). A refused password (wrong, or missing) is
 * the password field's message, under a summary of the page's own (the API's summary of field refusals is not
 * written for candidates); any other refusal is the summary, in the API's words (a failing API's too).
 */
export function settingsRefusal(
  intent: SettingsIntent | null,
  error: unknown,
  consents: Record<ConsentPurpose, boolean> | null = null,
): SettingsRefusal {
  const refusal = formRefusal(error, consents, {
    root: "account_deletion",
    fields: intent === "deletion" ? ["password"] : [],
    failureInServerWords: true,
  });
  return { ...refusal, intent };
}
