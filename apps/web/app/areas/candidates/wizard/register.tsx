/**
 * `/candidates/register`: the three-step registration wizard (spec §2). Each stage is the registry's candidate form
 * over that stage's fields (`REGISTRATION_STAGE_FIELDS`); Next saves them to the profile, then records the stage
 * done on the server, so a reload resumes on the first stage not done with everything saved. Save on the last tab
 * completes the registration and goes on to the page the wizard was opened for (`?redirect=`), else home. An
 * unconfirmed candidate is told so above the wizard, with a way to get the mail again.
 */
import {
  type CandidateProfile,
  type CandidateRegistrationAnswer,
  candidateProfileQueries,
  candidateRegistrationQueries,
  completeRegistration,
  completeRegistrationStage,
  isApiError,
  resendConfirmation,
  updateCandidateProfile,
} from "@seleta/api-client";
import {
  afterRegistrationPath,
  BottomActionBar,
  candidates,
  EntityForm,
  EntityFormSaveError,
  type LoadRelationOptions,
  REGISTRATION_STAGE_FIELDS,
  RegistrationRefusal,
  type RegistrationStage,
  type RegistrationStageControls,
  RegistrationWizard,
  registrationResumeState,
} from "@seleta/domain/candidate-widgets";
import { Button, Card, type FieldOption, showToast, type ToastContent } from "@seleta/ui";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { formFieldErrors } from "../../../entities/formFieldErrors";
import { documentLocale, loadMessageSets, type MessageSetName } from "../../../i18n/messages";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp, useToasts } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { meQuery } from "../../session";
import type { Route } from "./+types/register";
import * as css from "./register.css";

/** The profile and where the candidate stands, at once; the stages' forms label the registry's fields. */
async function loadRegistration({ http, queryClient }: AppServices) {
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(candidateProfileQueries.profile(http)),
      queryClient.ensureQueryData(candidateRegistrationQueries.registration(http)),
    ]),
  );
  const messageSets: MessageSetName[] = ["fields"];
  return { messageSets };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRegistration(requestServices({ request, context }));
}

export async function clientLoader() {
  const [data] = await Promise.all([loadRegistration(appServices()), loadMessageSets(documentLocale(), ["fields"])]);
  return data;
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateRegister() {
  const intl = useIntl();
  const http = useHttp();
  const toasts = useToasts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { data: profile } = useSuspenseQuery(candidateProfileQueries.profile(http));
  const { data: answer } = useSuspenseQuery(candidateRegistrationQueries.registration(http));
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = intl.locale === "en" ? "en" : "pt-BR";

  // Where the wizard opens is decided once, from what the server had stored when the page loaded.
  const [initialState] = useState(() => registrationResumeState(answer.registration.stages_done.length));
  const areaOptions = useMemo<FieldOption[]>(
    () => answer.business_areas.map((area) => ({ id: String(area.id), label: area.name })),
    [answer.business_areas],
  );
  const relationLabels = useMemo(
    () => ({ business_areas: Object.fromEntries(areaOptions.map((option) => [option.id, option.label])) }),
    [areaOptions],
  );
  // The business areas are few and came with the page: the picker filters them here.
  const loadOptions: LoadRelationOptions = async (_entity, filterText) => {
    const wanted = filterText.trim().toLocaleLowerCase(locale);
    return areaOptions.filter((option) => option.label.toLocaleLowerCase(locale).includes(wanted));
  };

  const toast = (content: ToastContent) => showToast(toasts, content);
  // Moving on is what tells the candidate a stage was saved: the form's own "saved" toast would say it twice.
  const toastUnlessSaved = (content: ToastContent) => {
    if (content.tone !== "success") toast(content);
  };

  /** Saves a stage's fields, then records the stage done; any refusal keeps the candidate on the stage. */
  const saveStage = async (stage: RegistrationStage, payload: Record<string, unknown>, moveOn: () => void) => {
    let saved: CandidateProfile = profile;
    try {
      if (Object.keys(payload).length > 0) saved = await updateCandidateProfile(http, payload as never);
      queryClient.setQueryData(candidateProfileQueries.profile(http).queryKey, saved);
      const registration = await completeRegistrationStage(http, stage);
      queryClient.setQueryData<CandidateRegistrationAnswer>(
        candidateRegistrationQueries.registration(http).queryKey,
        (before) => (before ? { ...before, registration } : before),
      );
    } catch (error) {
      const fields = formFieldErrors(error, "candidate");
      if (fields) throw new EntityFormSaveError(fields);
      if (isApiError(error) && error.status < 500) toast({ tone: "danger", title: error.message });
      throw error;
    }
    moveOn();
    return saved as Record<string, unknown>;
  };

  const handleComplete = async () => {
    try {
      await completeRegistration(http);
    } catch (error) {
      if (isApiError(error) && error.status === 400) throw new RegistrationRefusal(error.message);
      throw error;
    }
    // The guard reads the session's user: it must see the registration completed.
    queryClient.removeQueries({ queryKey: meQuery(http, "candidates").queryKey });
    await queryClient.invalidateQueries({ queryKey: candidateRegistrationQueries.all });
    navigate(afterRegistrationPath(searchParams.get("redirect")));
  };

  const renderStage = (stage: RegistrationStage, controls: RegistrationStageControls) => (
    <EntityForm
      key={stage}
      entity={candidates}
      record={profile as Record<string, unknown>}
      mode="update"
      scope={REGISTRATION_STAGE_FIELDS[stage]}
      guardUnload={false}
      onSave={(payload) => saveStage(stage, payload, () => (controls.next ?? controls.save)?.())}
      onToast={toastUnlessSaved}
      loadOptions={loadOptions}
      relationLabels={relationLabels}
      renderActions={(form) => (
        <BottomActionBar
          onBack={controls.back}
          onNext={controls.next ? form.save : undefined}
          onSave={controls.save ? form.save : undefined}
          isSaving={form.isSaving || controls.isSaving}
        />
      )}
    />
  );

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("candidateWizard.title")}</h1>
        <p className={css.lead}>{text("candidateWizard.lead")}</p>
      </header>
      {answer.registration.confirmed ? null : <UnconfirmedNotice email={String(profile.email ?? "")} />}
      <RegistrationWizard
        initialState={initialState}
        actionsInStage
        renderStage={renderStage}
        onSave={handleComplete}
        onToast={toast}
      />
    </div>
  );
}

/** Spec §2: a candidate whose e-mail is not confirmed yet is told so, and may ask for the mail again. */
function UnconfirmedNotice({ email }: { email: string }) {
  const intl = useIntl();
  const http = useHttp();
  const toasts = useToasts();
  const [sending, setSending] = useState(false);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  // POST /confirmations answers alike for any e-mail (no account enumeration), and brings the candidate back here.
  const handleResend = async () => {
    setSending(true);
    try {
      await resendConfirmation(http, email, "/candidates/register");
      showToast(toasts, { tone: "success", title: text("candidateWizard.unconfirmed.sent") });
    } catch (error) {
      const title = isApiError(error) && error.status < 500 ? error.message : text("candidateWizard.saveFailed");
      showToast(toasts, { tone: "danger", title });
    } finally {
      setSending(false);
    }
  };

  return (
    <div role="status" className={css.notice}>
      <Card as="section" title={text("candidateWizard.unconfirmed.title")} headingLevel={2}>
        <div className={css.noticeBody}>
          <p className={css.lead}>{text("candidateWizard.unconfirmed.body", { email })}</p>
          <div>
            <Button variant="outline" onPress={handleResend} isDisabled={sending}>
              {text("candidateWizard.unconfirmed.resend")}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
