/**
 * `/candidates/settings` (the side menu's "Login"): the candidate's LGPD rights, a document without scripts
 * (renderingModes.ts) whose three forms post to this route's `action`, which calls the API in-process as the candidate:
 * - consents per purpose: native checkboxes and one Save (303 to `?consents=1`); each purpose shows when it was
 *   last answered and the text's version;
 * - a copy of all their data: the button starts the export (303 to `?export=<id>`), and while the ZIP is being made
 *   the page reloads itself every two seconds (a `refresh` meta, no script) with the job's progress; then the ZIP's
 *   link, or the job's failure and a way to try again;
 * - the account's deletion: a confirmation step (`?confirm=deletion`) asks for the password again; then the API
 *   mails the link that completes it (303 to `?deletion=1`, which says so).
 * A refused form draws the page again: what was sent, the password's message under it, the summary on top.
 */
import {
  candidatePrivacyQueries,
  createDataExport,
  type DataExport,
  getDataExport,
  isApiError,
  requestAccountDeletion,
  updateConsents,
} from "@seleta/api-client";
import { ConsentsPanel } from "@seleta/domain/candidate-widgets";
import { Button, ButtonLink, Card, ProgressBar, TextField } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { CandidatePage, type CandidatePageStatus } from "../frame/CandidatePage";
import type { Route } from "./+types/settings";
import * as css from "./settings.css";
import {
  type ExportState,
  exportState,
  postedConsents,
  postedPassword,
  SETTINGS_PATH,
  type SettingsIntent,
  type SettingsRefusal,
  settingsIntent,
  settingsPaths,
  settingsRefusal,
  settingsView,
} from "./settingsForms";

/** Seconds between the page's reloads while the export is being made. */
const EXPORT_REFRESH_SECONDS = 2;

// The layout has guarded the candidate: the page loads their consents.
async function loadSettings({ http, queryClient }: AppServices) {
  await pageData(queryClient.ensureQueryData(candidatePrivacyQueries.consents(http)));
  return null;
}

/** The export the URL follows; another candidate's id is the API's 404, shown as no export at all. */
async function followedExport({ http }: AppServices, id: number | null): Promise<DataExport | null> {
  if (id === null) return null;
  try {
    return await getDataExport(http, id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requestServices({ request, context });
  const view = settingsView(new URL(request.url));
  const [, dataExport] = await Promise.all([loadSettings(services), followedExport(services, view.exportId)]);
  return { ...view, dataExport };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { http } = requestServices({ request, context });
  const form = await request.formData();
  const intent = settingsIntent(form);
  const consents = intent === "consents" ? postedConsents(form) : null;
  let next: string;
  try {
    if (intent === "consents" && consents) {
      await updateConsents(http, consents);
      next = settingsPaths.consentsSaved;
    } else if (intent === "export") {
      next = settingsPaths.dataExport((await createDataExport(http)).id);
    } else if (intent === "deletion") {
      await requestAccountDeletion(http, postedPassword(form));
      next = settingsPaths.deletionRequested;
    } else {
      return data<SettingsRefusal>({ ...settingsRefusal(null, null), httpStatus: 400 }, { status: 400 });
    }
  } catch (error) {
    const refusal = settingsRefusal(intent, error, consents);
    return data<SettingsRefusal>(refusal, { status: refusal.httpStatus });
  }
  throw redirect(next, 303);
}

export const ErrorBoundary = AreaErrorBoundary;

/** The page's own words for a form the API refused without any (or could not answer). */
const FAILED_TEXT: Record<SettingsIntent, string> = {
  consents: "candidatePrivacy.consentFailed",
  export: "candidatePrivacy.export.failed",
  deletion: "candidatePrivacy.delete.failed",
};

export default function CandidateSettings() {
  const intl = useIntl();
  const http = useHttp();
  const text = (id: string) => intl.formatMessage({ id });
  const view = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { data: consents } = useSuspenseQuery(candidatePrivacyQueries.consents(http));
  const exported = view.dataExport ? exportState(view.dataExport) : null;

  const status: CandidatePageStatus | undefined = refused
    ? {
        tone: "danger",
        text:
          refused.problem.kind === "message"
            ? refused.problem.text
            : text(
                refused.problem.kind === "fields"
                  ? "candidatePrivacy.delete.checkPassword"
                  : FAILED_TEXT[refused.intent ?? "consents"],
              ),
      }
    : view.outcome === "consentsSaved"
      ? { tone: "success", text: text("candidatePrivacy.consentSaved") }
      : view.outcome === "deletionRequested"
        ? { tone: "success", text: text("candidatePrivacy.delete.requested") }
        : undefined;
  const confirmingDeletion = view.confirmDeletion || refused?.intent === "deletion";

  return (
    <CandidatePage
      title={text("candidatePrivacy.title")}
      lead={text("candidatePrivacy.lead")}
      width="narrow"
      status={status}
    >
      {exported?.kind === "running" ? <meta httpEquiv="refresh" content={String(EXPORT_REFRESH_SECONDS)} /> : null}

      <ConsentsPanel
        action={SETTINGS_PATH}
        intent={"consents" satisfies SettingsIntent}
        values={refused?.values}
        current={{
          talent_pool: choiceOf(consents.current.talent_pool),
          marketing_emails: choiceOf(consents.current.marketing_emails),
        }}
        history={consents.history.map((entry) => ({ purpose: entry.purpose, ...choiceOf(entry) }))}
        applications={consents.applications.map((application) => ({
          id: application.apply_id,
          jobTitle: application.job_title,
          appliedAt: application.applied_at ?? "",
        }))}
      />

      <Card as="section" title={text("candidatePrivacy.export.title")} headingLevel={2}>
        <div className={css.form}>
          <p className={css.text}>{text("candidatePrivacy.export.lead")}</p>
          <DataExportState state={exported} text={text} />
        </div>
      </Card>

      <Card as="section" title={text("candidatePrivacy.delete.title")} headingLevel={2}>
        {confirmingDeletion ? (
          <form method="post" action={SETTINGS_PATH} noValidate className={css.form}>
            <p className={css.text}>{text("candidatePrivacy.delete.lead")}</p>
            <p className={css.text}>{text("candidatePrivacy.delete.confirm")}</p>
            <TextField
              type="password"
              name="password"
              autoComplete="current-password"
              label={text("candidatePrivacy.delete.password")}
              isRequired
              isInvalid={Boolean(refused?.errors.password)}
              errorMessage={refused?.errors.password}
            />
            <div className={css.actions}>
              <Button type="submit" name="intent" value={"deletion" satisfies SettingsIntent} tone="danger">
                {text("candidatePrivacy.delete.submit")}
              </Button>
              <ButtonLink href={SETTINGS_PATH} variant="outline">
                {text("candidatePrivacy.delete.cancel")}
              </ButtonLink>
            </div>
          </form>
        ) : (
          <div className={css.form}>
            <p className={css.text}>{text("candidatePrivacy.delete.lead")}</p>
            <ButtonLink href={settingsPaths.confirmDeletion} variant="outline" tone="danger">
              {text("candidatePrivacy.delete.start")}
            </ButtonLink>
          </div>
        )}
      </Card>
    </CandidatePage>
  );
}

/** The export's part of its card: the button that starts one, its progress, its ZIP, or why it failed. */
function DataExportState({ state, text }: { state: ExportState | null; text: (id: string) => string }) {
  if (state?.kind === "running") {
    return (
      <>
        <ProgressBar label={text("candidatePrivacy.export.running")} value={state.percent} />
        <p className={css.text}>{text("candidatePrivacy.export.refreshing")}</p>
      </>
    );
  }
  if (state?.kind === "ready") {
    return (
      <>
        <p className={css.success}>{text("candidatePrivacy.export.ready")}</p>
        <ButtonLink href={state.href}>{text("candidatePrivacy.export.download")}</ButtonLink>
      </>
    );
  }
  return (
    <>
      {state?.kind === "failed" ? (
        <p className={css.problem}>{state.message ?? text("candidatePrivacy.export.jobFailed")}</p>
      ) : null}
      {state?.kind === "expired" ? <p className={css.problem}>{text("candidatePrivacy.export.expired")}</p> : null}
      <form method="post" action={SETTINGS_PATH} noValidate>
        <Button type="submit" name="intent" value={"export" satisfies SettingsIntent} variant="outline">
          {text(state?.kind === "failed" ? "candidatePrivacy.export.retry" : "candidatePrivacy.export.start")}
        </Button>
      </form>
    </>
  );
}

type WireChoice = { granted: boolean; text_version: string; recorded_at: string };

function choiceOf(record: WireChoice): { granted: boolean; textVersion: string; recordedAt: string };
function choiceOf(record: WireChoice | null): { granted: boolean; textVersion: string; recordedAt: string } | null;
function choiceOf(record: WireChoice | null) {
  return record ? { granted: record.granted, textVersion: record.text_version, recordedAt: record.recorded_at } : null;
}
