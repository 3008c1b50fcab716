/**
 * `/candidates/settings` (the side menu's "Login"): the candidate's LGPD rights — consents per purpose, a copy of
 * all their data (a ZIP made in the background, followed in the progress dialog) and the deletion of their account
 * (their password again, then the link mailed to them).
 */
import { candidatePrivacyMutations, candidatePrivacyQueries, isApiError } from "@seleta/api-client";
import { ConsentsPanel } from "@seleta/domain/candidate-widgets";
import { ProgressDialog } from "@seleta/domain/widgets";
import { Button, Card, PasswordField, showToast } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp, useToasts } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import type { Route } from "./+types/settings";
import * as css from "./settings.css";
import { useDataExportProgress } from "./useDataExportProgress";

// The layout has guarded the candidate: the page loads their consents.
async function loadSettings({ http, queryClient }: AppServices) {
  await pageData(queryClient.ensureQueryData(candidatePrivacyQueries.consents(http)));
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSettings(requestServices({ request, context }));
}

export async function clientLoader() {
  return loadSettings(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateSettings() {
  const intl = useIntl();
  const http = useHttp();
  const toasts = useToasts();
  const navigate = useNavigate();
  const text = (id: string) => intl.formatMessage({ id });
  const { data: consents } = useSuspenseQuery(candidatePrivacyQueries.consents(http));
  const updateConsents = useMutation(candidatePrivacyMutations.updateConsents(http));
  const requestDeletion = useMutation(candidatePrivacyMutations.requestDeletion(http));
  const exportProgress = useDataExportProgress(text("candidatePrivacy.export.ready"));
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [deletionMessage, setDeletionMessage] = useState<string | undefined>();

  const handleConsent = (purpose: "talent_pool" | "marketing_emails", granted: boolean) => {
    updateConsents.mutate(
      { [purpose]: granted },
      {
        onSuccess: () => showToast(toasts, { title: text("candidatePrivacy.consentSaved"), tone: "success" }),
        onError: () => showToast(toasts, { title: text("candidatePrivacy.consentFailed"), tone: "danger" }),
      },
    );
  };

  const handleExport = () => {
    exportProgress
      .start()
      .catch(() => showToast(toasts, { title: text("candidatePrivacy.export.failed"), tone: "danger" }));
  };

  const handleDeletion = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPasswordError(undefined);
    requestDeletion.mutate(password, {
      onSuccess: (message) => {
        setPassword("");
        setDeletionMessage(message);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setPasswordError(error.message);
        else showToast(toasts, { title: text("candidatePrivacy.delete.failed"), tone: "danger" });
      },
    });
  };

  return (
    <div className={css.page}>
      <header>
        <h1 className={css.title}>{text("candidatePrivacy.title")}</h1>
        <p className={css.text}>{text("candidatePrivacy.lead")}</p>
      </header>

      <ConsentsPanel
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
        isPending={updateConsents.isPending}
        onChange={handleConsent}
      />

      <Card as="section" title={text("candidatePrivacy.export.title")} headingLevel={2}>
        <div className={css.form}>
          <p className={css.text}>{text("candidatePrivacy.export.lead")}</p>
          <Button variant="outline" onPress={handleExport}>
            {text("candidatePrivacy.export.start")}
          </Button>
        </div>
      </Card>
      <ProgressDialog {...exportProgress.dialog} onNavigate={(to) => navigate(to)} />

      <Card as="section" title={text("candidatePrivacy.delete.title")} headingLevel={2}>
        {deletionMessage ? (
          <p className={css.status} role="status">
            {deletionMessage}
          </p>
        ) : (
          <form className={css.form} onSubmit={handleDeletion}>
            <p className={css.text}>{text("candidatePrivacy.delete.lead")}</p>
            <PasswordField
              label={text("candidatePrivacy.delete.password")}
              value={password}
              onChange={setPassword}
              isRequired
              isInvalid={passwordError !== undefined}
              errorMessage={passwordError}
            />
            <Button type="submit" tone="danger" isDisabled={requestDeletion.isPending || password === ""}>
              {text("candidatePrivacy.delete.submit")}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}

type WireChoice = { granted: boolean; text_version: string; recorded_at: string };

function choiceOf(record: WireChoice): { granted: boolean; textVersion: string; recordedAt: string };
function choiceOf(record: WireChoice | null): { granted: boolean; textVersion: string; recordedAt: string } | null;
function choiceOf(record: WireChoice | null) {
  return record ? { granted: record.granted, textVersion: record.text_version, recordedAt: record.recorded_at } : null;
}
